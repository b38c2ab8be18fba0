import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import type { ChatMessageStatus } from "../../../worker/contract/chat";
import { classNames } from "../../components/ui/class-names";
import { useChatTranslation } from "./translations";

/**
 * Replies are Markdown from a model: rendered without raw HTML (react-markdown escapes it) and with
 * its safe URL filter; links open in a new tab without access to this one.
 */
const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" className="underline" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="my-2 list-disc space-y-1 pl-5" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="my-2 list-decimal space-y-1 pl-5" />,
  // Models (and the greeting) put one point per line without Markdown list syntax: keep those lines.
  p: ({ node: _node, ...props }) => <p {...props} className="my-2 whitespace-pre-line first:mt-0 last:mb-0" />,
  code: ({ node: _node, ...props }) => (
    <code {...props} className="rounded bg-slate-200/70 px-1 py-0.5 text-[0.9em] dark:bg-slate-700/70" />
  ),
  pre: ({ node: _node, ...props }) => <pre {...props} className="my-2 overflow-x-auto rounded-lg bg-slate-200/70 p-3 dark:bg-slate-900" />,
  h1: ({ node: _node, ...props }) => <p {...props} className="my-2 text-base font-semibold" />,
  h2: ({ node: _node, ...props }) => <p {...props} className="my-2 text-base font-semibold" />,
  h3: ({ node: _node, ...props }) => <p {...props} className="my-2 font-semibold" />,
};

type MessageBubbleProps = {
  role: "user" | "assistant";
  content: string;
  status?: ChatMessageStatus | "streaming";
};

/**
 * One message: the learner's on the right, the assistant's on the left (spec §2). Memoised: while a
 * reply streams, only its own bubble parses Markdown again for each new chunk.
 */
export const MessageBubble = memo(function MessageBubble({ role, content, status = "complete" }: MessageBubbleProps) {
  const { t } = useChatTranslation();
  const mine = role === "user";
  const note = status === "partial" ? t("chat.status.partial") : status === "error" ? t("chat.status.error") : null;
  return (
    <li className={classNames("flex", mine ? "justify-end" : "justify-start")} data-role={role} data-status={status}>
      <div
        className={classNames(
          "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words shadow-sm",
          mine
            ? "rounded-br-md bg-indigo-600 text-white dark:bg-indigo-500"
            : "rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
        )}
      >
        <span className="sr-only">{mine ? t("chat.you") : t("chat.assistant")}: </span>
        {mine ? <p className="whitespace-pre-wrap">{content}</p> : <Markdown components={markdownComponents}>{content}</Markdown>}
        {note && <p className="mt-1 text-xs font-medium text-amber-700 dark:text-amber-300">{note}</p>}
      </div>
    </li>
  );
});

/** 'Печатает...' while the reply's first words are awaited. */
export function TypingBubble() {
  const { t } = useChatTranslation();
  return (
    <li className="flex justify-start" data-role="assistant" data-status="typing">
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-slate-100 px-4 py-2.5 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.3s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:-0.15s]" />
          <span className="size-1.5 animate-bounce rounded-full bg-current" />
        </span>
        {t("chat.typing")}
      </div>
    </li>
  );
}
