/**
 * AI chats (spec §2 "AI chat sidebar", §3 tables chats and chat_messages, §4 "Chat"): the REST
 * bodies of /api/chats and the message shape the socket's chat frames carry.
 */
import { z } from "zod";
import { nameText } from "./text";

/** How many earlier messages of the chat the model sees with a new message (spec §9). */
export const CHAT_CONTEXT_MESSAGES = 10;
export const CHAT_TITLE_MAX_LENGTH = 120;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** complete: a finished reply; partial: cut short (cancelled, or the hub restarted); error: the provider failed. */
export const CHAT_MESSAGE_STATUSES = ["complete", "partial", "error"] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

/** The first message of every new chat (spec §4). */
export const NEW_CHAT_GREETING = [
  "Здравствуйте! Я ваш AI-помощник по английскому языку. Вот чем я могу помочь:",
  "",
  "• **Уроки** — объясню грамматику и трудные темы простыми словами, с примерами.",
  "• **Словарный запас** — подберу слова по теме, объясню значения, синонимы и употребление.",
  "• **Практика** — составлю упражнения, проверю ваши предложения и исправлю ошибки.",
  "• **Подготовка к экзаменам** — помогу с IELTS и SAT: задания, стратегии, разбор эссе и ответов.",
  "",
  "С чего начнём?",
].join("\n");

/** text: the AI chat; voice: a spoken conversation of the voice assistant (short, plain spoken replies). */
export const CHAT_KINDS = ["text", "voice"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** The first message of a voice conversation: English, short, to be spoken aloud. */
export const VOICE_CHAT_GREETING =
  "Hi! I'm your speaking partner. Talk to me in English about anything you like, and I'll keep the conversation going and help with your mistakes. What would you like to talk about?";

export const chatSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(CHAT_KINDS),
  updatedAt: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  status: z.enum(CHAT_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatIdSchema = z.string().min(1).max(64);
/** Chosen by the client so it can match the reply's frames to the message it sent. */
export const requestIdSchema = z.string().regex(/^[\w-]{1,64}$/, "1–64 letters, digits, _ or -");

/** The text of a new chat message: not blank after trimming (spec §5). */
export const chatMessageTextSchema = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH)
  .refine((text) => text.trim().length > 0, "The message is blank");

export const createChatRequestSchema = z
  .object({ title: nameText("chat title", CHAT_TITLE_MAX_LENGTH), kind: z.enum(CHAT_KINDS).default("text") })
  .strict();
export const sendChatMessageRequestSchema = z.object({ content: chatMessageTextSchema, requestId: requestIdSchema.optional() }).strict();

/** POST /api/chats/:id/cancel: stops a reply followed over SSE, as chat.cancel does on the socket. */
export const cancelChatReplyRequestSchema = z.object({ requestId: requestIdSchema }).strict();
export type CancelChatReplyResponse = { cancelled: boolean };

export type ChatListResponse = { chats: Chat[] };
export type CreateChatResponse = { chat: Chat; messages: ChatMessage[] };
export type ChatMessagesResponse = { messages: ChatMessage[] };

/** Why a reply stopped without finishing; `message` texts below are what the chat shows. */
export const CHAT_ERROR_CODES = [
  "model_error",
  "cancelled",
  "interrupted",
  "token_limit_exceeded",
  "chat_not_found",
  "busy",
  "duplicate_request",
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** Shown under 'Ошибка AI Чата' when the provider gives no message of its own (spec §8). */
export const CHAT_REPLY_FAILED_MESSAGE = "Не удалось получить ответ от AI";
export const CHAT_ERROR_MESSAGES: Record<Exclude<ChatErrorCode, "model_error" | "token_limit_exceeded">, string> = {
  cancelled: "Ответ остановлен.",
  interrupted: "Ответ прервался: сервер перезапустился. Сохранена полученная часть ответа.",
  chat_not_found: "Чат не найден.",
  busy: "Дождитесь окончания текущего ответа в этом чате.",
  duplicate_request: "Это сообщение уже отправлено.",
};
