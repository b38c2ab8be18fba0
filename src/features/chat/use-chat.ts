/**
 * Everything a chat screen needs (spec §4 "Chat"): the user's chats newest-updated first with the
 * first one selected after sign-in, the selected chat's messages oldest first, the replies streaming
 * in, and the actions: create, select, send, stop. The sidebar and the /ai-chat page share it.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { toast } from "sonner";
import type { Chat, ChatMessagesResponse, ChatListResponse } from "../../../worker/contract/chat";
import type { ChatReply } from "../../lib/realtime/chat";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useRealtime } from "../../lib/realtime/use-realtime";
import { chatsQueryKey, createChat, fetchChats, fetchMessages, messagesQueryKey } from "./api";
import { checkSend } from "./chat-input";
import { chatSessionFor } from "./chat-session";
import { clearSelection, selectChat, useSelection } from "./selection";
import { useChatTranslation } from "./translations";

const noReplies: readonly ChatReply[] = [];
const noSubscription = () => () => {};

export function useChat() {
  const { t, i18n } = useChatTranslation();
  const { user, status: authStatus } = useAuth();
  const { connection, status: connectionStatus } = useRealtime();
  const queryClient = useQueryClient();
  const userId = user?.id ?? "";
  const session = user && connection ? chatSessionFor(user.id, connection, queryClient, i18n) : null;

  const chatsQuery = useQuery({ queryKey: chatsQueryKey(userId), queryFn: fetchChats, enabled: Boolean(user) });
  const chats: Chat[] = chatsQuery.data?.chats ?? [];
  const selection = useSelection();
  const selectedChat = (selection?.userId === userId ? chats.find((chat) => chat.id === selection.chatId) : undefined) ?? chats[0] ?? null;
  const selectedChatId = selectedChat?.id ?? null;

  const messagesQuery = useQuery({
    queryKey: messagesQueryKey(userId, selectedChatId ?? ""),
    queryFn: () => fetchMessages(selectedChatId ?? ""),
    enabled: Boolean(user && selectedChatId),
  });

  const replies = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.replies ?? (() => noReplies));
  const chatReplies = replies.filter((reply) => reply.chatId === selectedChatId);

  useEffect(() => {
    if (authStatus === "signedOut") clearSelection();
  }, [authStatus]);

  // Sonner replaces a toast with the same id, so the sidebar and the page never show one twice.
  useEffect(() => {
    if (chatsQuery.isError) toast.error(t("errors.title"), { id: "chat-load-chats", description: t("errors.loadChats") });
  }, [chatsQuery.isError, chatsQuery.errorUpdateCount, t]);
  useEffect(() => {
    if (messagesQuery.isError) toast.error(t("errors.title"), { id: "chat-load-messages", description: t("errors.loadMessages") });
  }, [messagesQuery.isError, messagesQuery.errorUpdateCount, t]);

  const showError = (description: string) => toast.error(t("errors.title"), { description });

  const create = useMutation({
    mutationFn: createChat,
    retry: false,
    onSuccess: ({ chat, messages }) => {
      queryClient.setQueryData<ChatMessagesResponse>(messagesQueryKey(userId, chat.id), { messages });
      queryClient.setQueryData<ChatListResponse>(chatsQueryKey(userId), (data) => ({
        chats: [chat, ...(data?.chats ?? []).filter((known) => known.id !== chat.id)],
      }));
      selectChat(userId, chat.id);
    },
    onError: () => showError(t("errors.createChat")),
  });

  /** True when someone is signed in; otherwise shows 'Пожалуйста, войдите в систему'. */
  function requireSignIn(): boolean {
    if (!user) showError(t("errors.signIn"));
    return Boolean(user);
  }

  /** Sends `text` if the rules of spec §5 allow it; false (after the spec's toast) when they do not. */
  function send(text: string): boolean {
    const check = checkSend({ signedIn: Boolean(user), chatId: selectedChatId, text });
    if (!check.ok) {
      showError(t(check.reason === "signIn" ? "errors.signIn" : "errors.selectChat"));
      return false;
    }
    if (!session || !selectedChatId) return false;
    session.send(selectedChatId, text);
    return true;
  }

  return {
    signedIn: Boolean(user),
    authLoading: authStatus === "loading",
    connectionStatus,
    chats,
    chatsLoading: chatsQuery.isPending && Boolean(user),
    selectedChat,
    select: (chatId: string) => selectChat(userId, chatId),
    messages: messagesQuery.data?.messages ?? [],
    messagesLoading: messagesQuery.isPending && Boolean(selectedChatId),
    /** Replies of the selected chat still streaming (normally at most one). */
    replies: chatReplies,
    waiting: chatReplies.length > 0,
    createChat: (title: string) =>
      create.mutateAsync(title).then(
        () => true,
        () => false,
      ),
    creating: create.isPending,
    send,
    requireSignIn,
    cancel: (requestId: string) => session?.cancel(requestId),
  };
}

export type ChatController = ReturnType<typeof useChat>;
