/**
 * Where a translation comes from: the AI gateway (POST /api/consolidated, type translate) for a
 * signed-in learner when a provider is configured, otherwise the built-in dictionary after 500 ms
 * with 'Успех' / 'Использован базовый перевод' (spec §7 "Other").
 */
import { basicTranslation, type TranslatorLanguage } from "../../../../worker/contract/ai";
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

export async function translateText(request: TranslationRequest, options: TranslateOptions): Promise<Translation | AiFailure> {
  const wait = options.wait ?? sleep;
  if (!options.online) {
    await wait(BASIC_TRANSLATION_DELAY_MS);
    options.onBasic();
    return { translatedText: basicTranslation(request.text, request.target), basic: true };
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
