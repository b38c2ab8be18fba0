import { useLayoutEffect, useRef } from "react";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Loading } from "../../components/ui/Spinner";
import { MessageBubble, TypingBubble } from "./MessageBubble";
import { useChatTranslation } from "./translations";
import type { ChatController } from "./use-chat";

/** How close to the bottom (px) the reader must be for new words to keep the view scrolled down. */
const FOLLOW_THRESHOLD_PX = 80;

/** The selected chat's messages oldest first, then the replies streaming in (spec §2, §4). */
export function MessageList({ chat }: { chat: ChatController }) {
  const { t } = useChatTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const lastText = chat.replies.map((reply) => reply.text).join("");

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages.length, lastText, chat.replies.length, chat.selectedChat?.id]);

  const onScroll = () => {
    const element = scroller.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD_PX;
  };

  if (chat.messagesLoading) return <Loading label={t("chat.loadingMessages")} className="flex-1" />;
  return (
    // Focusable so the conversation scrolls from the keyboard too.
    <div
      ref={scroller}
      onScroll={onScroll}
      role="region"
      aria-label={t("chat.messagesLabel")}
      tabIndex={0}
      className={classNames("min-h-0 flex-1 overflow-y-auto px-4 py-4", focusRing)}
    >
      <ol aria-busy={chat.waiting} className="flex flex-col gap-3">
        {chat.messages.map((message) => (
          <MessageBubble key={message.id} role={message.role} content={message.content} status={message.status} />
        ))}
        {chat.replies.map((reply) =>
          reply.text === "" ? (
            <TypingBubble key={reply.requestId} />
          ) : (
            <MessageBubble key={reply.requestId} role="assistant" content={reply.text} status="streaming" />
          ),
        )}
      </ol>
      <p role="status" className="sr-only">
        {chat.waiting ? t("chat.typing") : ""}
      </p>
    </div>
  );
}
