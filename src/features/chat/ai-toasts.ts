/**
 * Shows the AI client's toasts (src/lib/ai.ts, spec §8) through sonner in the interface language:
 * the spec's Russian texts stay verbatim in Russian, and English and Kazakh get their translations.
 * Texts that carry a server's own message pass through unchanged.
 */
import type { TFunction } from "i18next";
import { toast } from "sonner";
import { TOKEN_LIMIT_MESSAGE } from "../../../worker/contract/ai";
import { AI_TOASTS, HTML_RESPONSE_MESSAGE, type AiToast } from "../../lib/ai";

type AiToastKey = keyof typeof AI_TOASTS;

const knownDescriptions: Record<string, string> = {
  [TOKEN_LIMIT_MESSAGE]: "aiToasts.tokenLimit.description",
  [HTML_RESPONSE_MESSAGE]: "aiToasts.htmlResponse",
};

function localizeAiToast(aiToast: AiToast, t: TFunction<"chat">): { title: string; description: string } {
  const key = (Object.keys(AI_TOASTS) as AiToastKey[]).find((name) => AI_TOASTS[name].title === aiToast.title);
  const title = key ? t(`aiToasts.${key}.title`) : aiToast.title;
  const spec = key ? AI_TOASTS[key] : undefined;
  let description = aiToast.description;
  if (key && spec && "description" in spec && spec.description === aiToast.description) {
    description = t(`aiToasts.${key}.description` as "aiToasts.auth.description");
  } else if (knownDescriptions[aiToast.description]) {
    description = t(knownDescriptions[aiToast.description] as "aiToasts.htmlResponse");
  }
  return { title, description };
}

export function showAiToast(aiToast: AiToast, t: TFunction<"chat">): void {
  const { title, description } = localizeAiToast(aiToast, t);
  if (aiToast.variant === "destructive") toast.error(title, { description });
  else toast.success(title, { description });
}
