import { useEffect, useId, type RefObject } from "react";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useDeviceVariant } from "../../lib/device";
import { ChatPanel } from "./ChatPanel";
import { closeSidebar } from "./overlay-store";
import { useChatTranslation } from "./translations";

/**
 * The AI chat sidebar (spec §2): a panel on the right below the top bar, beside the page rather than
 * over it, so the learner can read while asking. Focus moves into it when it opens and back to the
 * toggle when Escape or the close button closes it.
 */
export default function ChatSidebar({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useChatTranslation();
  const headingId = useId();
  const mobile = useDeviceVariant() === "mobile";
  useEffect(() => {
    const toggle = returnFocusRef.current;
    // Back to the toggle, unless focus already moved on (to the translator that replaced this panel).
    return () => {
      if (document.activeElement === document.body || document.activeElement === null) toggle?.focus();
    };
  }, [returnFocusRef]);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      data-testid="chat-sidebar"
      onKeyDown={(event) => {
        // Keys from the new-chat dialog bubble here through its portal; that dialog handles its own Escape.
        if (event.key === "Escape" && event.currentTarget.contains(event.target as Node)) closeSidebar();
      }}
      className={classNames(
        "fixed right-0 z-40 flex flex-col border-l border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900",
        mobile ? "inset-x-0 top-[calc(3.5rem+env(safe-area-inset-top))] bottom-16" : "top-16 bottom-0 w-[26rem] max-w-full",
      )}
    >
      <ChatPanel
        layout="sidebar"
        heading={
          <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-white">
            {t("chat.title")}
          </h2>
        }
        actions={
          <button
            type="button"
            onClick={closeSidebar}
            aria-label={t("chat.close")}
            className={classNames(
              "inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
              focusRing,
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
            </svg>
          </button>
        }
      />
    </section>
  );
}
