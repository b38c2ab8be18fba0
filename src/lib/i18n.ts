/**
 * Interface translations (en, ru, kk; English fallback) and language detection (spec §4, §5).
 */
import i18next, { type i18n } from "i18next";
import LanguageDetector, { type DetectorOptions } from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAM,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from "./constants";
import commonEn from "../locales/en/common.json";
import pagesEn from "../locales/en/pages.json";
import commonKk from "../locales/kk/common.json";
import pagesKk from "../locales/kk/pages.json";
import commonRu from "../locales/ru/common.json";
import pagesRu from "../locales/ru/pages.json";

type Namespaces = { common: typeof commonEn; pages: typeof pagesEn };

// Typed against English so a key missing in Russian or Kazakh fails the type check.
const resources: Record<Language, Namespaces> = {
  en: { common: commonEn, pages: pagesEn },
  ru: { common: commonRu, pages: pagesRu },
  kk: { common: commonKk, pages: pagesKk },
};

/** Where the language is looked for, first match wins (spec §4). */
export const LANGUAGE_DETECTION_ORDER = [
  "querystring",
  "cookie",
  "localStorage",
  "sessionStorage",
  "navigator",
  "htmlTag",
] as const;

const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;
const MAX_LANGUAGE_TAG_LENGTH = 20;

/**
 * Returns the language part of a well-formed language tag ("ru-RU" → "ru"), or undefined for
 * anything else, so a value that looks like script injection is discarded (spec §5).
 * Reducing to the language part keeps the detection order: otherwise i18next would prefer a later
 * exact "en" from the html tag over an earlier "ru-RU" from the browser.
 */
export function sanitizeDetectedLanguage(value: string): string | undefined {
  if (value.length > MAX_LANGUAGE_TAG_LENGTH || !LANGUAGE_TAG.test(value)) return undefined;
  return value.split(/[-_]/)[0]?.toLowerCase();
}

/** The browser detector with every detected value passed through the injection guard. */
export class GuardedLanguageDetector extends LanguageDetector {
  override detect(order?: DetectorOptions["order"]): string[] {
    const detected = super.detect(order) ?? [];
    const candidates = Array.isArray(detected) ? detected : [detected];
    return candidates.flatMap((candidate) => sanitizeDetectedLanguage(candidate) ?? []);
  }
}

/** Creates and synchronously initialises the app's i18next instance; keeps `<html lang>` in sync. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.on("languageChanged", (language) => {
    document.documentElement.lang = language;
  });
  void instance
    .use(GuardedLanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ["common", "pages"],
      defaultNS: "common",
      initAsync: false,
      interpolation: { escapeValue: false },
      detection: {
        order: [...LANGUAGE_DETECTION_ORDER],
        lookupQuerystring: LANGUAGE_QUERY_PARAM,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        lookupSessionStorage: LANGUAGE_STORAGE_KEY,
        caches: ["localStorage"],
      },
    });
  return instance;
}
