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
// The English errors give the type of the error keys; every namespace is read below.
import type errorsEn from "./locales/en/errors.json";

export type Lang = ProfileLanguage;
export const FALLBACK_LANG: Lang = "en";

/**
 * Every namespace file of the catalogue, by language (`locales/<lang>/<namespace>.json`), so a new
 * namespace is only a new file; tests/unit/translations.test.ts checks Russian and Kazakh have every key.
 */
const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", { eager: true, import: "default" });

const catalogues: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, messages] of Object.entries(files)) {
  const [, lang, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (lang && namespace) (catalogues[lang] ??= {})[namespace] = messages;
}

const instance = i18next.createInstance();
void instance.init({
  resources: catalogues,
  lng: FALLBACK_LANG,
  fallbackLng: FALLBACK_LANG,
  supportedLngs: [...PROFILE_LANGUAGES],
  ns: Object.keys(catalogues.en ?? {}),
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

/** The language a request asks for its texts in (Accept-Language, which the SPA sets to the interface language). */
export const requestLang = (c: { req: { header(name: string): string | undefined } }): Lang =>
  languageOfHeader(c.req.header("Accept-Language"));

/** `value` as a language of ours, else the fallback (a profile column, a stored setting). */
export const asLang = (value: string | null | undefined): Lang => (value && isLang(value) ? value : FALLBACK_LANG);

/**
 * A text of the catalogue with its parameters, rendered later in the reader's language (a stored or thrown
 * text). `english` replaces the English text where a source outside the catalogue says more (a zod schema's
 * own message); other languages render the key.
 */
export type Message = { key: string; params?: MessageParams; english?: string };
/** A parameter is a value, or a text of the catalogue rendered in the same language first. */
export type MessageParams = Record<string, string | number | Message>;

/** A key of `errors` without i18next's plural suffixes, so a key with plural forms is named once. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;
export type ErrorKey = WithoutPlural<keyof typeof errorsEn & string>;

const isMessage = (value: unknown): value is Message => typeof value === "object" && value !== null && "key" in value;

/** The text of `key` (`namespace:key`, or a key of `errors`) in `lang`, with its parameters filled in. */
export function message(lang: Lang, key: string, params?: MessageParams | TOptions): string {
  const rendered = params
    ? Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
          name,
          isMessage(value) ? (lang === "en" && value.english ? value.english : message(lang, value.key, value.params)) : value,
        ]),
      )
    : {};
  return instance.t(key, { ...rendered, lng: lang });
}

/** A function that renders keys in one language, for a module that writes many texts for the same reader. */
export function translator(lang: Lang) {
  return (key: string, params?: MessageParams | TOptions) => message(lang, key, params);
}
export type Translate = ReturnType<typeof translator>;

/** The gloss language of a request's reader (Russian glosses for a Russian reader), or null. */
export const glossLanguageOfHeader = (header: string | null | undefined): GlossLanguage | null => glossLanguageOf(languageOfHeader(header));
