/**
 * Where a translation comes from: the AI gateway (POST /api/consolidated, type translate) for a
 * signed-in learner when a provider is configured, otherwise the built-in dictionary after 500 ms
 * with 'Успех' / 'Использован базовый перевод' (spec §7 "Other"); into Russian, single words and short
 * phrases come from the lexicon's glosses (GET /api/lexicon/glosses, public) before that.
 */
import { basicTranslation, glossLookupWords, type TranslatorLanguage } from "../../../../worker/contract/ai";
import { api, call } from "../../../lib/api-client";
import { AI_TOASTS, BASIC_TRANSLATION_DELAY_MS, translate, type AiClientOptions, type AiFailure } from "../../../lib/ai";
import type { SourceLanguage } from "./rules";

export type TranslationRequest = { text: string; source: SourceLanguage; target: TranslatorLanguage };
export type Translation = { translatedText: string; basic: boolean };

export type TranslateOptions = AiClientOptions & {
  /** A model answers translations (signed in, and /api/config does not report offline mode). */
  online: boolean;
  /** Shown when the built-in dictionary answered. */
  onBasic: () => void;
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The lexicon's Russian glosses of the text's words; none when unreachable (the built-in dictionary answers). */
async function lexiconGlosses(text: string, target: TranslatorLanguage): Promise<Record<string, string> | undefined> {
  const words = target === "ru" ? glossLookupWords(text) : [];
  if (words.length === 0) return undefined;
  try {
    return (await call(api.lexicon.glosses.$get({ query: { lang: "ru", words: words.join(",") } }))).glosses;
  } catch {
    return undefined;
  }
}

export async function translateText(request: TranslationRequest, options: TranslateOptions): Promise<Translation | AiFailure> {
  const wait = options.wait ?? sleep;
  if (!options.online) {
    const [glosses] = await Promise.all([lexiconGlosses(request.text, request.target), wait(BASIC_TRANSLATION_DELAY_MS)]);
    options.onBasic();
    return { translatedText: basicTranslation(request.text, request.target, glosses), basic: true };
  }
  return translate(
    { text: request.text.trim(), targetLanguage: request.target, sourceLanguage: request.source },
    {
      ...options,
      wait,
      // The gateway's own "basic" toast is replaced by the translated one the caller shows.
      toast: (toast) => (toast.title === AI_TOASTS.basicTranslation.title ? options.onBasic() : options.toast(toast)),
    },
  );
}
