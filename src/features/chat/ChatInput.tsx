import { useId, useState, type KeyboardEvent } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../worker/contract/chat";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { enterAction, sendDisabled } from "./chat-input";
import { useChatTranslation } from "./translations";
import type { ChatController } from "./use-chat";

/** 'Спросите что-нибудь...': Enter sends, Shift+Enter adds a line; 'Отправить' waits for the reply (spec §2). */
export function ChatInput({ chat, autoFocus = false }: { chat: ChatController; autoFocus?: boolean }) {
  const { t } = useChatTranslation();
  const [text, setText] = useState("");
  const hintId = useId();
  const streaming = chat.replies.find((reply) => reply.status === "streaming");

  const submit = () => {
    if (chat.waiting) return;
    if (chat.send(text)) setText("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (enterAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) !== "send") return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="border-t border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="sr-only" htmlFor={`${hintId}-input`}>
        {t("chat.inputLabel")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${hintId}-input`}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          autoFocus={autoFocus}
          aria-describedby={hintId}
          placeholder={t("chat.inputPlaceholder")}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={classNames(
            "max-h-40 min-h-[2.75rem] flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400",
            focusRing,
          )}
        />
        {streaming ? (
          <Button variant="secondary" onClick={() => chat.cancel(streaming.requestId)}>
            {t("chat.stop")}
          </Button>
        ) : null}
        <Button type="submit" disabled={sendDisabled({ text, waiting: chat.waiting })}>
          {t("chat.send")}
        </Button>
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t("chat.inputHint")}
      </p>
    </form>
  );
}
