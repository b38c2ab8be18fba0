/**
 * Interface translations (en, ru, kk; English fallback) and language detection (spec §4, §5).
 */
import i18next, { type BackendModule, type i18n, type LanguageDetectorModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES, type Language } from "./constants";
import commonEn from "../locales/en/common.json";
import pagesEn from "../locales/en/pages.json";

type Namespaces = { common: typeof commonEn; pages: typeof pagesEn };
type FirstScreenNamespace = keyof Namespaces;

/**
 * The namespaces every screen uses. English (also the fallback) ships with the app; Russian and
 * Kazakh load on demand, so a visitor downloads only the language they read (the app waits for it
 * before its first render, src/main.tsx). Typed against English so a key missing in Russian or Kazakh
 * fails the type check.
 */
const english: Namespaces = { common: commonEn, pages: pagesEn };
const firstScreenBundles: Partial<Record<Language, Namespaces>> = { en: english };
const bundleLoaders: Record<Exclude<Language, "en">, () => Promise<Namespaces>> = {
  ru: async () => {
    const [common, pages] = await Promise.all([import("../locales/ru/common.json"), import("../locales/ru/pages.json")]);
    return { common: common.default, pages: pages.default };
  },
  kk: async () => {
    const [common, pages] = await Promise.all([import("../locales/kk/common.json"), import("../locales/kk/pages.json")]);
    return { common: common.default, pages: pages.default };
  },
};

async function loadFirstScreenBundles(language: Language): Promise<Namespaces> {
  const bundles = firstScreenBundles[language] ?? (await bundleLoaders[language as Exclude<Language, "en">]());
  firstScreenBundles[language] = bundles;
  return bundles;
}

/** Loads every language's first-screen bundles now (unit tests, which switch languages synchronously). */
export async function preloadAllLanguages(): Promise<void> {
  await Promise.all(SUPPORTED_LANGUAGES.map(loadFirstScreenBundles));
}

const isSupported = (language: string): language is Language => SUPPORTED_LANGUAGES.some((supported) => supported === language);
const isFirstScreenNamespace = (namespace: string): namespace is FirstScreenNamespace => namespace === "common" || namespace === "pages";

/**
 * Serves `common` and `pages` for i18next, synchronously once a language's bundles are in memory.
 * Feature namespaces bring their own bundles (src/lib/i18n-namespace.ts), so it has nothing to add for them.
 */
const firstScreenBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (!isSupported(language) || !isFirstScreenNamespace(namespace)) return callback(null, {});
    const ready = firstScreenBundles[language];
    if (ready) return callback(null, ready[namespace]);
    loadFirstScreenBundles(language).then(
      (bundles) => callback(null, bundles[namespace]),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** Where the language is looked for, first match wins (spec §4). */
export const LANGUAGE_DETECTION_ORDER = ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"] as const;

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

type DetectionSource = (typeof LANGUAGE_DETECTION_ORDER)[number];
/** The language cookie's name, as i18next's own browser detector names it. */
const LANGUAGE_COOKIE = "i18next";

/** Storage can refuse access (a browser's privacy mode); a source that fails offers nothing. */
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return attempt(() => decodeURIComponent(value.join("=")));
  }
  return undefined;
}

/** What each source offers, in the browser's order of preference. */
const DETECTION_SOURCES: Record<DetectionSource, () => Array<string | null | undefined>> = {
  querystring: () => [new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM)],
  cookie: () => [cookieValue(LANGUAGE_COOKIE)],
  localStorage: () => [attempt(() => window.localStorage.getItem(LANGUAGE_STORAGE_KEY))],
  sessionStorage: () => [attempt(() => window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY))],
  navigator: () => [...(navigator.languages ?? []), navigator.language],
  htmlTag: () => [document.documentElement.getAttribute("lang")],
};

/** The languages the given sources offer (the spec's order by default), each through the injection guard. */
function detectLanguages(order: readonly DetectionSource[] = LANGUAGE_DETECTION_ORDER): string[] {
  return order.flatMap((source) => DETECTION_SOURCES[source]().flatMap((value) => (value ? (sanitizeDetectedLanguage(value) ?? []) : [])));
}

/**
 * i18next's language detector: detects as above and remembers the language in local storage. Written
 * here rather than taken from i18next-browser-languagedetector, whose 2 KB gzip would weigh on the
 * first route for these few lines.
 */
export const guardedLanguageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect: detectLanguages,
  cacheUserLanguage(language) {
    attempt(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  },
};

/**
 * Creates and initialises the app's i18next instance (synchronously when the detected language's
 * bundles are in memory; `whenLanguageReady` waits for them otherwise); keeps `<html lang>` in sync.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.on("languageChanged", (language) => {
    document.documentElement.lang = language;
  });
  void instance
    .use(guardedLanguageDetector)
    .use(firstScreenBackend)
    .use(initReactI18next)
    .init({
      resources: { en: english },
      partialBundledLanguages: true,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      ns: ["common", "pages"],
      defaultNS: "common",
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  return instance;
}

/** Resolves once the detected language's first-screen bundles have loaded (at once for English). */
export async function whenLanguageReady(instance: i18n): Promise<void> {
  await instance.loadLanguages(instance.language);
}
