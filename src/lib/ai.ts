/**
 * The SPA's AI calls (POST /api/consolidated, spec §7) and their failure handling (spec §8): the
 * response is read as text and parsed as JSON (text that is not JSON comes back as `output`, an
 * HTML page is an error), and every failure shows the spec's toast and returns
 * `{ error: { type: 'token_limit_exceeded' | 'general_error' } }`. The toast function is passed in.
 */
import {
  TOKEN_LIMIT_MESSAGE,
  translateResponseSchema,
  type AiRequest,
  type TranslateResponse,
  type TranslatorLanguage,
} from "../../worker/contract/ai";
import { API_BASE_URL } from "./config";
import { languageHeaders } from "./interface-language";

export const AI_ENDPOINT = `${API_BASE_URL}/api/consolidated`;

export type AiErrorType = "token_limit_exceeded" | "general_error";
export type AiFailure = { error: { type: AiErrorType } };
export type AiToast = { title: string; description: string; variant: "destructive" | "default" };
export type ShowAiToast = (toast: AiToast) => void;

export type AiClientOptions = {
  /** The signed-in user's access token (from the auth client), or null when nobody is signed in. */
  getAccessToken: () => Promise<string | null> | string | null;
  toast: ShowAiToast;
  fetch?: typeof fetch;
};

/** The spec's texts (spec §8; the translator's in §5/§7), verbatim. */
export const AI_TOASTS = {
  tokenLimit: { title: "Лимит токенов превышен" },
  auth: { title: "Ошибка авторизации", description: "Ваша сессия истекла. Пожалуйста, войдите снова." },
  network: { title: "Ошибка сети", description: "Не удалось подключиться к серверу. Проверьте ваше интернет-соединение." },
  server: { title: "Ошибка сервера", description: "На сервере произошла ошибка. Пожалуйста, попробуйте позже." },
  unknown: { title: "Ошибка AI", description: "Произошла неизвестная ошибка. Попробуйте снова." },
  translationFailed: { title: "Ошибка перевода", description: "Не удалось выполнить перевод" },
} as const;
export const HTML_RESPONSE_MESSAGE = "Сервер вернул HTML ошибку вместо JSON ответа";
export const NOT_SIGNED_IN_MESSAGE = "User is not authorised";

/** The fetch itself failed: no answer from the server at all. */
class AiNetworkError extends Error {}
/** A failure whose message is meant for the user (HTML page, unexpected status). */
class AiResponseError extends Error {}

function looksLikeHtml(text: string, contentType: string | null): boolean {
  return contentType?.includes("text/html") === true || /^\s*<(!doctype|html)/i.test(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error message inside the API's error shape, or the raw body. */
function bodyMessage(text: string): string {
  const json = parseJson(text) as { error?: { message?: unknown }; message?: unknown } | undefined;
  const message = json?.error?.message ?? json?.message;
  return typeof message === "string" ? message : text.slice(0, 200);
}

function failureToast(error: unknown): AiToast {
  const destructive = (toast: { title: string; description: string }): AiToast => ({ ...toast, variant: "destructive" });
  if (error instanceof AiNetworkError) return destructive(AI_TOASTS.network);
  const message = error instanceof Error ? error.message : "";
  if (message.includes("401") || /not authori[sz]ed/i.test(message)) return destructive(AI_TOASTS.auth);
  if (message.includes("500") || /server error/i.test(message)) return destructive(AI_TOASTS.server);
  if (error instanceof AiResponseError) return destructive({ title: AI_TOASTS.unknown.title, description: message });
  return destructive(AI_TOASTS.unknown);
}

export function isAiFailure(result: unknown): result is AiFailure {
  return typeof result === "object" && result !== null && "error" in result && typeof (result as AiFailure).error?.type === "string";
}

/** One AI task. Resolves with the parsed body, or shows the failure's toast and resolves with an AiFailure. */
export async function callAi<T = Record<string, unknown>>(request: AiRequest, options: AiClientOptions): Promise<T | AiFailure> {
  const fetchImpl = options.fetch ?? fetch;
  try {
    const token = await options.getAccessToken();
    if (!token) throw new Error(NOT_SIGNED_IN_MESSAGE);
    let response: Response;
    try {
      response = await fetchImpl(AI_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...languageHeaders(), Authorization: `Bearer ${token}` },
        body: JSON.stringify(request),
      });
    } catch (cause) {
      throw new AiNetworkError(cause instanceof Error ? cause.message : "fetch failed");
    }
    const text = await response.text();
    if (response.status === 429) {
      const message = (parseJson(text) as { message?: unknown } | undefined)?.message;
      options.toast({
        title: AI_TOASTS.tokenLimit.title,
        description: typeof message === "string" ? message : TOKEN_LIMIT_MESSAGE,
        variant: "destructive",
      });
      return { error: { type: "token_limit_exceeded" } };
    }
    if (looksLikeHtml(text, response.headers.get("Content-Type"))) throw new AiResponseError(HTML_RESPONSE_MESSAGE);
    if (!response.ok) throw new AiResponseError(`Ошибка сервера: ${response.status} - ${bodyMessage(text)}`);
    const json = parseJson(text);
    return (json === undefined ? { output: text } : json) as T;
  } catch (error) {
    options.toast(failureToast(error));
    return { error: { type: "general_error" } };
  }
}

export type TranslateInput = { text: string; targetLanguage: TranslatorLanguage; sourceLanguage?: TranslatorLanguage | "auto" };

/**
 * What the translator shows: the translation, or, offline, the lexicon's word or phrase behind it, or
 * why there is none (`outcome` "untranslated", with `note` and perhaps a word-by-word gloss).
 */
export type TranslationResult = Pick<
  TranslateResponse,
  "translatedText" | "sourceLanguage" | "basic" | "outcome" | "match" | "wordByWord" | "note"
>;

/**
 * A translate answer as the translator reads it: the contract's fields, else a translation in
 * `translatedText`, `translation` or `output` (spec §3); null when it holds none.
 */
export function translationResult(body: unknown): TranslationResult | null {
  const parsed = translateResponseSchema.safeParse(body);
  if (parsed.success) {
    const { translatedText, sourceLanguage, basic, outcome, match, wordByWord, note } = parsed.data;
    return { translatedText, sourceLanguage, basic, outcome, match, wordByWord, note };
  }
  const loose = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = [loose.translatedText, loose.translation, loose.output].find((value) => typeof value === "string");
  if (typeof text !== "string") return null;
  const sourceLanguage = typeof loose.sourceLanguage === "string" ? loose.sourceLanguage : "auto";
  return {
    translatedText: text,
    sourceLanguage,
    basic: loose.basic === true,
    outcome: "translated",
    match: null,
    wordByWord: null,
    note: null,
  };
}

/** The translator's call: the model's translation, or the server's offline answer when no model answers. */
export async function translate(input: TranslateInput, options: AiClientOptions): Promise<TranslationResult | AiFailure> {
  const result = await callAi({ type: "translate", ...input }, options);
  if (isAiFailure(result)) return result;
  const translation = translationResult(result);
  if (!translation) {
    options.toast({ ...AI_TOASTS.translationFailed, variant: "destructive" });
    return { error: { type: "general_error" } };
  }
  return translation;
}
