/** The user's AI chats and their messages in the hub's SQLite (spec §3 chats, chat_messages). */
import type { ContextMessage } from "../../contract/ai";
import {
  NEW_CHAT_GREETING,
  VOICE_CHAT_GREETING,
  type Chat,
  type ChatKind,
  type ChatMessage,
  type ChatMessageStatus,
} from "../../contract/chat";

type ChatRow = { id: string; title: string; kind: ChatKind; updated_at: string };
type MessageRow = {
  id: number;
  chat_id: string;
  role: "user" | "assistant";
  content: string;
  status: ChatMessageStatus;
  created_at: string;
};

const toChat = (row: ChatRow): Chat => ({ id: row.id, title: row.title, kind: row.kind, updatedAt: row.updated_at });
const CHAT_COLUMNS = "id, title, kind, updated_at";
const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  chatId: row.chat_id,
  role: row.role,
  content: row.content,
  status: row.status,
  createdAt: row.created_at,
});

const MESSAGE_COLUMNS = "id, chat_id, role, content, status, created_at";

/** Newest-updated first (spec §4: the first one is selected after sign-in). */
export function listChats(sql: SqlStorage): Chat[] {
  return sql.exec<ChatRow>(`SELECT ${CHAT_COLUMNS} FROM chats ORDER BY updated_at DESC, rowid DESC`).toArray().map(toChat);
}

export function getChat(sql: SqlStorage, chatId: string): Chat | null {
  const row = sql.exec<ChatRow>(`SELECT ${CHAT_COLUMNS} FROM chats WHERE id = ?`, chatId).toArray()[0];
  return row ? toChat(row) : null;
}

/** A new chat starts with the assistant's greeting (spec §4); a voice conversation with a spoken one. */
export function createChat(
  sql: SqlStorage,
  title: string,
  kind: ChatKind = "text",
  now = new Date(),
): { chat: Chat; messages: ChatMessage[] } {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  sql.exec("INSERT INTO chats (id, title, kind, created_at, updated_at) VALUES (?, ?, ?, ?, ?)", id, title, kind, at, at);
  const greeting = appendMessage(sql, id, "assistant", kind === "voice" ? VOICE_CHAT_GREETING : NEW_CHAT_GREETING, "complete", now);
  return { chat: { id, title, kind, updatedAt: at }, messages: [greeting] };
}

/** Oldest first (spec §4: a selected chat's messages load ascending). */
export function listMessages(sql: SqlStorage, chatId: string): ChatMessage[] {
  return sql
    .exec<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE chat_id = ? ORDER BY id`, chatId)
    .toArray()
    .map(toMessage);
}

export function getMessage(sql: SqlStorage, id: number): ChatMessage | null {
  const row = sql.exec<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE id = ?`, id).toArray()[0];
  return row ? toMessage(row) : null;
}

/** Saves a message and moves the chat to the top of the list. */
export function appendMessage(
  sql: SqlStorage,
  chatId: string,
  role: ChatMessage["role"],
  content: string,
  status: ChatMessageStatus,
  now = new Date(),
): ChatMessage {
  const at = now.toISOString();
  const row = sql
    .exec<MessageRow>(
      `INSERT INTO chat_messages (chat_id, role, content, status, created_at) VALUES (?, ?, ?, ?, ?) RETURNING ${MESSAGE_COLUMNS}`,
      chatId,
      role,
      content,
      status,
      at,
    )
    .one();
  sql.exec("UPDATE chats SET updated_at = ? WHERE id = ?", at, chatId);
  return toMessage(row);
}

/**
 * The chat's last `limit` messages before message `beforeId`, oldest first: the model's context
 * (spec §7 "last 10 messages as role and content, oldest first").
 */
export function contextBefore(sql: SqlStorage, chatId: string, beforeId: number, limit: number): ContextMessage[] {
  return sql
    .exec<Pick<MessageRow, "role" | "content">>(
      "SELECT role, content FROM chat_messages WHERE chat_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
      chatId,
      beforeId,
      limit,
    )
    .toArray()
    .reverse();
}
