/**
 * POST /api/consolidated: the AI tasks behind one endpoint (spec §3 "AI request body", §7, §8).
 * Shared by the Worker and the SPA: request schemas, response shapes, the token-limit message and
 * the built-in translation dictionary that offline mode and the translator fallback use.
 */
import { z } from "zod";
import { CHAT_CONTEXT_MESSAGES, CHAT_MESSAGE_MAX_LENGTH } from "./chat";

export const AI_TASK_TYPES = [
  "translate",
  "chat",
  "explain",
  "ielts_writing_evaluation",
  "ielts_speaking_evaluation",
  "quiz_generation",
] as const;

/** Tasks accepted by the endpoint that later issues fill in; until then they answer 501. */
export const PENDING_AI_TASK_TYPES = ["ielts_writing_evaluation", "ielts_speaking_evaluation", "quiz_generation"] as const;

/** Translator languages (spec §9), with the English names prompts and the fallback text use. */
export const TRANSLATOR_LANGUAGES = {
  en: "English",
  ru: "Russian",
  es: "Spanish",
  fr: "French",
  de: "German",
  it: "Italian",
  pt: "Portuguese",
  zh: "Chinese",
  ja: "Japanese",
  ko: "Korean",
} as const;
export type TranslatorLanguage = keyof typeof TRANSLATOR_LANGUAGES;
const translatorLanguageCodes = Object.keys(TRANSLATOR_LANGUAGES) as [TranslatorLanguage, ...TranslatorLanguage[]];
/** Source-only choice: let the model detect the language. */
export const AUTO_DETECT = "auto";

/** The 429 body's `message` (spec §8); the SPA shows it under 'Лимит токенов превышен'. */
export const TOKEN_LIMIT_MESSAGE = "Дневной лимит токенов превышен. Попробуйте завтра.";
/** The 429 body: `message` is what the SPA reads; `error` keeps the API's one error shape. */
export const TOKEN_LIMIT_BODY = {
  message: TOKEN_LIMIT_MESSAGE,
  error: { code: "token_limit_exceeded", message: TOKEN_LIMIT_MESSAGE },
} as const;
/** Tokens one user may spend per UTC day unless AI_DAILY_TOKEN_BUDGET says otherwise. */
export const DEFAULT_DAILY_TOKEN_BUDGET = 50_000;

export const AI_TEXT_MAX_LENGTH = 5000;

const contextMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(CHAT_MESSAGE_MAX_LENGTH),
});
export type ContextMessage = z.infer<typeof contextMessageSchema>;

export const translateRequestSchema = z.object({
  type: z.literal("translate"),
  text: z.string().trim().min(1).max(AI_TEXT_MAX_LENGTH),
  targetLanguage: z.enum(translatorLanguageCodes),
  sourceLanguage: z.enum([AUTO_DETECT, ...translatorLanguageCodes]).default(AUTO_DETECT),
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/** A one-shot chat reply (the webhook body of spec §7 minus what the server knows itself). */
export const chatRequestSchema = z.object({
  type: z.literal("chat"),
  message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  context: z.array(contextMessageSchema).max(CHAT_CONTEXT_MESSAGES).default([]),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** "Explain my answer" for a quiz or practice question. */
export const explainRequestSchema = z.object({
  type: z.literal("explain"),
  question: z.string().trim().min(1).max(AI_TEXT_MAX_LENGTH),
  userAnswer: z.string().max(AI_TEXT_MAX_LENGTH).optional(),
  correctAnswer: z.string().max(AI_TEXT_MAX_LENGTH).optional(),
});
export type ExplainRequest = z.infer<typeof explainRequestSchema>;

const pendingRequestSchema = <T extends (typeof PENDING_AI_TASK_TYPES)[number]>(type: T) => z.looseObject({ type: z.literal(type) });

export const aiRequestSchema = z.discriminatedUnion("type", [
  translateRequestSchema,
  chatRequestSchema,
  explainRequestSchema,
  ...PENDING_AI_TASK_TYPES.map(pendingRequestSchema),
]);
export type AiRequest = z.input<typeof aiRequestSchema>;

/** What the offline translator found in the lexicon: a word or a phrase, under its dictionary form. */
export const dictionaryMatchSchema = z.object({
  kind: z.enum(["word", "phrase"]),
  /** The dictionary form looked up: the lemma of an inflected form ("собаки" → "собака", "went" → "go"). */
  headword: z.string(),
  /** Best first: English words for a Russian one; for English, the Russian gloss as the dictionary gives it. */
  translations: z.array(z.string()).min(1),
});
export type DictionaryMatch = z.infer<typeof dictionaryMatchSchema>;

/** A word of a text the offline translator could not translate, with its dictionary form and first translation. */
export const wordGlossSchema = z.object({
  word: z.string(),
  headword: z.string().nullable(),
  translation: z.string().nullable(),
});
export type WordGloss = z.infer<typeof wordGlossSchema>;

/** Words a word-by-word gloss covers at most. */
export const WORD_BY_WORD_MAX_WORDS = 40;

/**
 * `translatedText` and `translation` carry the same text (the SPA reads either, spec §3). `basic`: no
 * model answered. `outcome` "untranslated": offline mode could not translate the text, so both texts
 * are empty and `note` says why, in the request's language; `wordByWord` may gloss its words, which is
 * not a translation. `match`: the lexicon's word or phrase behind an offline translation.
 */
export const translateResponseSchema = z.object({
  translatedText: z.string(),
  translation: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.enum(translatorLanguageCodes),
  basic: z.boolean(),
  outcome: z.enum(["translated", "untranslated"]),
  match: dictionaryMatchSchema.nullable(),
  wordByWord: z.array(wordGlossSchema).nullable(),
  note: z.string().nullable(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

/** POST /api/lexicon/translation (public): the offline translator for a visitor who is not signed in. */
export const offlineTranslateRequestSchema = translateRequestSchema.omit({ type: true });
export type OfflineTranslateRequest = z.infer<typeof offlineTranslateRequestSchema>;

/** chat and explain answer with `output`; `offline` marks a canned or template reply. */
export const textResponseSchema = z.object({ output: z.string(), offline: z.boolean() });
export type TextResponse = z.infer<typeof textResponseSchema>;

/** What the model must return for a translation (validated before it reaches the client). */
export const modelTranslationSchema = z.object({
  translation: z.string().min(1),
  detectedSourceLanguage: z.string().max(32).optional(),
});

// ---- the built-in dictionary (spec §7 "translation fallback") ---------------------------------

const BASIC_DICTIONARY: Record<string, Partial<Record<TranslatorLanguage, string>>> = {
  hello: { ru: "привет", es: "hola", fr: "bonjour", de: "hallo" },
  "thank you": { ru: "спасибо", es: "gracias", fr: "merci", de: "danke" },
  goodbye: { ru: "до свидания", es: "adiós", fr: "au revoir", de: "auf Wiedersehen" },
  yes: { ru: "да", es: "sí", fr: "oui", de: "ja" },
  no: { ru: "нет", es: "no", fr: "non", de: "nein" },
};

/** The text as the built-in dictionary keys it: lower case, single spaces, no closing punctuation. */
export const basicKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, "")
    .replace(/\s+/g, " ");

/** The five phrases of the built-in dictionary into ru, es, fr and de; null for anything else. */
export function basicTranslation(text: string, targetLanguage: TranslatorLanguage): string | null {
  return BASIC_DICTIONARY[basicKey(text)]?.[targetLanguage] ?? null;
}
