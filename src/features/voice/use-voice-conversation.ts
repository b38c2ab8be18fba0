/**
 * One voice conversation: a chat of kind "voice" whose turns go through the learner's chat session
 * (the hub socket, or its HTTP fallback: src/features/chat/chat-session.ts), so replies stream, resume
 * and are saved exactly like the AI chat's. Each reply is fed to the speech queue as it streams.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { ChatListResponse, ChatMessagesResponse } from "../../../worker/contract/chat";
import { useAuth } from "../../lib/auth/AuthProvider";
import type { ChatReply } from "../../lib/realtime/chat";
import { useRealtime } from "../../lib/realtime/use-realtime";
import { chatsQueryKey, fetchMessages, messagesQueryKey, chatSessionFor } from "../chat";
import { createVoiceChat, fetchVoiceFeedback } from "./api";
import { SpeechQueue } from "./speech-queue";
import { useVoiceTranslation } from "./translations";

const noReplies: readonly ChatReply[] = [];
const noSubscription = () => () => {};

export function useVoiceConversation() {
  const { t, i18n } = useVoiceTranslation();
  const { user } = useAuth();
  const { connection } = useRealtime();
  const queryClient = useQueryClient();
  const userId = user?.id ?? "";
  const session = user && connection ? chatSessionFor(user.id, connection, queryClient, i18n) : null;
  const [chatId, setChatId] = useState<string | null>(null);
  const [speakReplies, setSpeakReplies] = useState(true);
  const queue = useMemo(() => new SpeechQueue(typeof speechSynthesis === "undefined" ? null : speechSynthesis), []);
  const [spoken, setSpoken] = useState<{ speaking: boolean; sentence: string | null }>({ speaking: false, sentence: null });
  useEffect(() => queue.onChange(setSpoken), [queue]);
  useEffect(() => () => queue.interrupt(), [queue]);

  const messagesQuery = useQuery({
    queryKey: messagesQueryKey(userId, chatId ?? ""),
    queryFn: () => fetchMessages(chatId ?? ""),
    enabled: Boolean(user && chatId),
  });
  const messages = messagesQuery.data?.messages ?? [];
  const replies = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.replies ?? (() => noReplies));
  const reply = replies.find((r) => r.chatId === chatId) ?? null;

  /** The reply this screen asked for and speaks; a turn said while it still streams waits for it. */
  const followed = useRef<string | null>(null);
  const waitingTurn = useRef<string | null>(null);

  const sendNow = (text: string) => {
    if (!session || !chatId) return;
    followed.current = session.send(chatId, text);
  };

  useEffect(() => {
    const requestId = followed.current;
    if (!requestId) return;
    if (reply?.requestId === requestId) {
      if (speakReplies) queue.feed(requestId, reply.text, false);
      return;
    }
    // The reply has ended: its saved message is already in the cache (chat-session.ts saves it first).
    const last = messages.at(-1);
    if (last?.role === "assistant" && speakReplies) queue.feed(requestId, last.content, true);
    followed.current = null;
    const next = waitingTurn.current;
    waitingTurn.current = null;
    if (next) sendNow(next);
  });

  const start = useMutation({
    mutationFn: () => createVoiceChat(t("chatTitle", { date: new Date().toLocaleString(i18n.language) })),
    onSuccess: ({ chat, messages: first }) => {
      queryClient.setQueryData<ChatMessagesResponse>(messagesQueryKey(userId, chat.id), { messages: first });
      queryClient.setQueryData<ChatListResponse>(chatsQueryKey(userId), (data) => data && { chats: [chat, ...data.chats] });
      setChatId(chat.id);
      feedback.reset();
      // The greeting is spoken too: the conversation starts with the tutor's voice.
      if (speakReplies && first[0]) queue.feed(`greeting-${chat.id}`, first[0].content, true);
    },
  });

  const feedback = useMutation({ mutationFn: (id: string) => fetchVoiceFeedback(id), retry: false });

  return {
    signedIn: Boolean(user),
    chatId,
    messages,
    /** The reply streaming in, if any. */
    reply,
    start: () => start.mutate(),
    starting: start.isPending,
    startFailed: start.isError,
    /** Sends one turn of the learner's (spoken, transcribed or typed). */
    say(text: string) {
      const turn = text.trim();
      if (!turn) return;
      queue.interrupt();
      if (followed.current) waitingTurn.current = turn;
      else sendNow(turn);
    },
    /** Stops the tutor speaking (the learner started talking or pressed the button). */
    interrupt: () => queue.interrupt(),
    speaking: spoken.speaking,
    spokenSentence: spoken.sentence,
    speechAvailable: typeof speechSynthesis !== "undefined",
    speakReplies,
    setSpeakReplies(on: boolean) {
      if (!on) queue.interrupt();
      setSpeakReplies(on);
    },
    feedback,
    finish() {
      queue.interrupt();
      if (chatId) feedback.mutate(chatId);
    },
    reset() {
      queue.interrupt();
      setChatId(null);
      feedback.reset();
    },
  };
}

export type VoiceConversation = ReturnType<typeof useVoiceConversation>;
