import { useId, useState } from "react";
import type { Chat } from "../../../worker/contract/chat";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useChatTranslation } from "./translations";

/** The chats whose title contains `query` (case-insensitive); all of them for a blank query. */
export function filterChats(chats: readonly Chat[], query: string): Chat[] {
  const needle = query.trim().toLocaleLowerCase();
  return needle ? chats.filter((chat) => chat.title.toLocaleLowerCase().includes(needle)) : [...chats];
}

type ChatHistoryProps = {
  chats: readonly Chat[];
  selectedChatId: string | null;
  onSelect: (chatId: string) => void;
  /** Shown as a panel over the conversation (sidebar, phone) with its own close button. */
  onClose?: () => void;
  className?: string;
};

/** 'Ваши чаты' with 'Поиск чатов...' filtering by title; an untitled chat shows 'Untitled' (spec §2). */
export function ChatHistory({ chats, selectedChatId, onSelect, onClose, className }: ChatHistoryProps) {
  const { t, i18n } = useChatTranslation();
  const [query, setQuery] = useState("");
  const headingId = useId();
  const searchId = useId();
  const shown = filterChats(chats, query);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <section aria-labelledby={headingId} className={classNames("flex min-h-0 flex-col bg-white dark:bg-slate-900", className)}>
      <div className="flex items-center justify-between gap-2 px-4 pt-4">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
          {t("history.title")}
        </h2>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={t("history.close")}
            className={classNames(
              "rounded-md p-1 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800",
              focusRing,
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
            </svg>
          </button>
        )}
      </div>
      <div className="px-4 py-3">
        <label htmlFor={searchId} className="sr-only">
          {t("history.searchLabel")}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("history.searchPlaceholder")}
          className={classNames(
            "h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400",
            focusRing,
          )}
        />
      </div>
      <ul className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {shown.map((chat) => {
          const selected = chat.id === selectedChatId;
          return (
            <li key={chat.id}>
              <button
                type="button"
                aria-current={selected ? "true" : undefined}
                onClick={() => onSelect(chat.id)}
                className={classNames(
                  "flex w-full flex-col rounded-lg px-3 py-2 text-left",
                  selected
                    ? "bg-indigo-50 text-indigo-900 dark:bg-indigo-500/20 dark:text-indigo-100"
                    : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                  focusRing,
                )}
              >
                <span className="truncate text-sm font-medium">{chat.title.trim() || t("history.untitled")}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t("history.updated", { date: date.format(new Date(chat.updatedAt)) })}
                </span>
              </button>
            </li>
          );
        })}
        {shown.length === 0 && chats.length > 0 && (
          <li className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t("history.noMatches")}</li>
        )}
      </ul>
    </section>
  );
}
