/**
 * Texts the Worker writes for a person — error messages, evaluations, notifications, pushes — rendered on
 * the server from one message catalogue (`worker/i18n/locales/<lang>/<namespace>.json`) in the reader's
 * language, with i18next as the SPA uses it (plurals by Intl.PluralRules, `{{name}}` parameters).
 *
 * Which language: a request's texts follow its `Accept-Language` (the SPA sends its interface language on
 * every call, so a switch takes effect at once); texts made outside a request (a notification, a push) take
 * the account's `preferred_language`. English is the fallback and the catalogue's source.
 */
import i18next, { type TOptions } from "i18next";
import { PROFILE_LANGUAGES, type ProfileLanguage } from "../contract/profile";
import { glossLanguageOf, type GlossLanguage } from "../contract/vocabulary-constants";
import errorsEn from "./locales/en/errors.json";
import errorsKk from "./locales/kk/errors.json";
import errorsRu from "./locales/ru/errors.json";
import satEn from "./locales/en/sat.json";
import satKk from "./locales/kk/sat.json";
import satRu from "./locales/ru/sat.json";
import translatorEn from "./locales/en/translator.json";
import translatorKk from "./locales/kk/translator.json";
import translatorRu from "./locales/ru/translator.json";

export type Lang = ProfileLanguage;
export const FALLBACK_LANG: Lang = "en";

/** Namespaces typed against English, so a key missing in another language fails the type check. */
type Catalogue = { errors: typeof errorsEn; sat: typeof satEn; translator: typeof translatorEn };
export type Namespace = keyof Catalogue;

const catalogues: Record<Lang, Catalogue> = {
  en: { errors: errorsEn, sat: satEn, translator: translatorEn },
  ru: { errors: errorsRu, sat: satRu, translator: translatorRu },
  kk: { errors: errorsKk, sat: satKk, translator: translatorKk },
};

const instance = i18next.createInstance();
void instance.init({
  resources: catalogues,
  lng: FALLBACK_LANG,
  fallbackLng: FALLBACK_LANG,
  supportedLngs: [...PROFILE_LANGUAGES],
  ns: Object.keys(catalogues.en),
  defaultNS: "errors",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const isLang = (value: string): value is Lang => PROFILE_LANGUAGES.some((lang) => lang === value);

/**
 * The first supported language of an Accept-Language header, by its q-values ("kk, ru;q=0.8" → kk;
 * "ru-RU" → ru); English when it names none of ours.
 */
export function languageOfHeader(header: string | null | undefined): Lang {
  if (!header) return FALLBACK_LANG;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().split("-")[0]?.toLowerCase() ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => isLang(entry.lang))?.lang;
  return found && isLang(found) ? found : FALLBACK_LANG;
}

/** `value` as a language of ours, else the fallback (a profile column, a stored setting). */
export const asLang = (value: string | null | undefined): Lang => (value && isLang(value) ? value : FALLBACK_LANG);

export type MessageParams = Record<string, string | number>;

/** Whether the catalogue has `key` (`namespace:key`) in English, the language every key is written in first. */
export const hasMessage = (key: string): boolean => instance.exists(key, { lng: FALLBACK_LANG });

/** The text of `key` (`namespace:key`, or a key of `errors`) in `lang`, with its parameters filled in. */
export function message(lang: Lang, key: string, params?: MessageParams & TOptions): string {
  return instance.t(key, { ...params, lng: lang });
}

/** A function that renders keys in one language, for a module that writes many texts for the same reader. */
export function translator(lang: Lang) {
  return (key: string, params?: MessageParams & TOptions) => message(lang, key, params);
}
export type Translate = ReturnType<typeof translator>;

/** The gloss language of a request's reader (Russian glosses for a Russian reader), or null. */
export const glossLanguageOfHeader = (header: string | null | undefined): GlossLanguage | null => glossLanguageOf(languageOfHeader(header));
