/** The REST side of the AI chats (DESIGN.md §5): list, create, read messages, stop a reply. */
import type { ChatListResponse, ChatMessagesResponse, CreateChatResponse } from "../../../worker/contract/chat";
import { apiFetch } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const chatsQueryKey = (userId: string) => [...accountQueryKey(userId), "chats"] as const;
export const messagesQueryKey = (userId: string, chatId: string) => [...chatsQueryKey(userId), chatId, "messages"] as const;

export const chatPath = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}`;

export const fetchChats = () => apiFetch<ChatListResponse>("/api/chats");

export const fetchMessages = (chatId: string) => apiFetch<ChatMessagesResponse>(`${chatPath(chatId)}/messages`);

export const createChat = (title: string) =>
  apiFetch<CreateChatResponse>("/api/chats", { method: "POST", body: JSON.stringify({ title: title.trim() }) });
