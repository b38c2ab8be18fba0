/** The REST side of the AI chats (docs/architecture.md §5): list, create, read messages, stop a reply. */
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { API_BASE_URL } from "../../lib/config";

export const chatsQueryKey = (userId: string) => [...accountQueryKey(userId), "chats"] as const;
export const messagesQueryKey = (userId: string, chatId: string) => [...chatsQueryKey(userId), chatId, "messages"] as const;

export const chatPath = (chatId: string) => `${API_BASE_URL}/api/chats/${encodeURIComponent(chatId)}`;

export const fetchChats = () => call(api.chats.$get());

export const fetchMessages = (chatId: string) => call(api.chats[":id"].messages.$get({ param: { id: encodeURIComponent(chatId) } }));

export const createChat = (title: string) => call(api.chats.$post({ json: { title: title.trim() } }));
