import { useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClasses } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Loading } from "../../components/ui/Spinner";
import { authPageUrl } from "../auth";
import { useAiMode } from "../../lib/app-config";
import { ChatHistory } from "./ChatHistory";
import { ChatInput } from "./ChatInput";
import { MessageList } from "./MessageList";
import { NewChatDialog } from "./NewChatDialog";
import { OfflineNote } from "../../components/ui/OfflineNote";
import { useChatTranslation } from "./translations";
import { useChat, type ChatController } from "./use-chat";

/**
 * sidebar: the overlay panel, history over the conversation. page: the /ai-chat screen on a desktop,
 * history always beside the conversation. compact: /ai-chat on a phone, history over the conversation.
 */
export type ChatLayout = "sidebar" | "page" | "compact";

type ChatPanelProps = {
  layout: ChatLayout;
  /** The panel's heading, an <h2> in the sidebar (the page has its own <h1>). */
  heading?: ReactNode;
  /** Extra buttons in the header (the sidebar's close button). */
  actions?: ReactNode;
};

const iconButton = classNames(
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  focusRing,
);

function HistoryIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-5">
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 6h16M4 12h16M4 18h10" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10 3.5a1 1 0 0 1 1 1V9h4.5a1 1 0 1 1 0 2H11v4.5a1 1 0 1 1-2 0V11H4.5a1 1 0 1 1 0-2H9V4.5a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

function SignedOutPrompt() {
  const { t } = useChatTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t("chat.signInPrompt")}</p>
      <Link to={authPageUrl({ redirect: `${pathname}${search}` })} className={buttonClasses()}>
        {t("chat.signIn")}
      </Link>
    </div>
  );
}

function EmptyChats({ onNewChat }: { onNewChat: () => void }) {
  const { t } = useChatTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="font-medium text-slate-900 dark:text-white">{t("chat.emptyTitle")}</p>
      <p className="max-w-xs text-sm text-slate-600 dark:text-slate-300">{t("chat.emptyText")}</p>
      <Button onClick={onNewChat}>{t("chat.newChat")}</Button>
    </div>
  );
}

function Conversation({ chat, onNewChat, autoFocus }: { chat: ChatController; onNewChat: () => void; autoFocus: boolean }) {
  const { t } = useChatTranslation();
  let body: ReactNode;
  if (chat.authLoading || chat.chatsLoading) body = <Loading label={t("chat.loadingChats")} className="flex-1" />;
  else if (!chat.signedIn) body = <SignedOutPrompt />;
  else if (!chat.selectedChat) body = <EmptyChats onNewChat={onNewChat} />;
  else body = <MessageList key={chat.selectedChat.id} chat={chat} />;
  return (
    <>
      {body}
      <ChatInput chat={chat} autoFocus={autoFocus} />
    </>
  );
}

/** The AI chat of spec §2: history, 'Новый чат', the conversation and its input; shared by the sidebar and /ai-chat. */
export function ChatPanel({ layout, heading, actions }: ChatPanelProps) {
  const { t } = useChatTranslation();
  const chat = useChat();
  const offline = useAiMode() === "offline";
  const [historyOpen, setHistoryOpen] = useState(false);
  const [newChatOpen, setNewChatOpen] = useState(false);
  const besideHistory = layout === "page";

  const openNewChat = () => {
    if (chat.requireSignIn()) setNewChatOpen(true);
  };
  const select = (chatId: string) => {
    chat.select(chatId);
    setHistoryOpen(false);
  };
  const title = chat.selectedChat ? chat.selectedChat.title.trim() || t("history.untitled") : null;

  return (
    <div className="relative flex min-h-0 flex-1">
      {besideHistory && chat.signedIn && (
        <ChatHistory
          chats={chat.chats}
          selectedChatId={chat.selectedChat?.id ?? null}
          onSelect={select}
          className="w-72 shrink-0 border-r border-slate-200 dark:border-slate-700"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
          {!besideHistory && chat.signedIn && (
            <button
              type="button"
              className={iconButton}
              aria-label={t("chat.history")}
              aria-expanded={historyOpen}
              onClick={() => setHistoryOpen((open) => !open)}
            >
              <HistoryIcon />
            </button>
          )}
          <div className="min-w-0 flex-1">
            {heading}
            {title && (
              <p className="truncate text-sm text-slate-600 dark:text-slate-300" data-testid="selected-chat-title">
                {title}
              </p>
            )}
          </div>
          <Button size="sm" variant="secondary" onClick={openNewChat}>
            <PlusIcon />
            {t("chat.newChat")}
          </Button>
          {actions}
        </div>
        {offline && (
          <div className="border-b border-slate-200 px-3 py-1.5 dark:border-slate-700">
            <OfflineNote label={t("chat.offlineMode")} hint={t("chat.offlineModeHint")} />
          </div>
        )}
        <Conversation chat={chat} onNewChat={openNewChat} autoFocus={layout === "sidebar"} />
      </div>
      {!besideHistory && historyOpen && chat.signedIn && (
        <div
          className="absolute inset-0 z-10 flex"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.stopPropagation();
            setHistoryOpen(false);
          }}
        >
          <ChatHistory
            chats={chat.chats}
            selectedChatId={chat.selectedChat?.id ?? null}
            onSelect={select}
            onClose={() => setHistoryOpen(false)}
            className="w-4/5 max-w-xs border-r border-slate-200 shadow-xl dark:border-slate-700"
          />
          <button type="button" tabIndex={-1} aria-hidden="true" className="flex-1 bg-slate-950/30" onClick={() => setHistoryOpen(false)} />
        </div>
      )}
      <NewChatDialog open={newChatOpen} onClose={() => setNewChatOpen(false)} onCreate={chat.createChat} creating={chat.creating} />
    </div>
  );
}
