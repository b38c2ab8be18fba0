/**
 * Where a translation comes from (spec §7 "Other"): a signed-in learner asks the AI gateway
 * (POST /api/consolidated, type translate), which answers with the model or, without one, with the
 * offline translator; a visitor who is not signed in asks the offline translator directly
 * (POST /api/lexicon/translation, public). Either way the server decides what offline mode can say.
 */
import type { TranslatorLanguage } from "../../../../worker/contract/ai";
import { api, call } from "../../../lib/api-client";
import { AI_TOASTS, translate, translationResult, type AiClientOptions, type AiFailure, type TranslationResult } from "../../../lib/ai";
import type { SourceLanguage } from "./rules";

export type TranslationRequest = { text: string; source: SourceLanguage; target: TranslatorLanguage };

export type TranslateOptions = AiClientOptions & {
  /** Someone is signed in: the AI gateway answers. */
  signedIn: boolean;
};

export async function translateText(request: TranslationRequest, options: TranslateOptions): Promise<TranslationResult | AiFailure> {
  const input = { text: request.text.trim(), targetLanguage: request.target, sourceLanguage: request.source };
  if (options.signedIn) return translate(input, options);
  try {
    const answer = translationResult(await call(api.lexicon.translation.$post({ json: input })));
    if (answer) return answer;
  } catch {
    // The failure toast below says it.
  }
  options.toast({ ...AI_TOASTS.translationFailed, variant: "destructive" });
  return { error: { type: "general_error" } };
}
