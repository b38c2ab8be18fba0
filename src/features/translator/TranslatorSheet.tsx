import { useEffect, useId, type RefObject } from "react";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useDeviceVariant } from "../../lib/device";
import { closeSidebar } from "../chat/overlay-store";
import { useChatTranslation } from "../chat/translations";
import { TranslatorForm } from "./TranslatorForm";
import { useTranslator } from "./TranslatorContext";

const headerButton = classNames(
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
  focusRing,
);

export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
    </svg>
  );
}

function PopOutIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-5">
      <path strokeLinecap="round" strokeLinejoin="round" d="M11 3h6v6m0-6-8 8M8 5H4v11h11v-4" />
    </svg>
  );
}

/**
 * The quick translator sheet (spec §2): on the right, below the 64 px top bar, beside the page.
 * Focus moves to the text when it opens and back to the toggle when Escape or × closes it.
 */
export function TranslatorSheet({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useChatTranslation();
  const translator = useTranslator();
  const headingId = useId();
  const mobile = useDeviceVariant() === "mobile";

  useEffect(() => {
    const toggle = returnFocusRef.current;
    return () => {
      if (document.activeElement === document.body || document.activeElement === null) toggle?.focus();
    };
  }, [returnFocusRef]);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      data-testid="translator-sheet"
      onKeyDown={(event) => {
        if (event.key === "Escape") closeSidebar();
      }}
      className={classNames(
        "fixed right-0 z-40 flex flex-col border-l border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900",
        mobile ? "inset-x-0 top-[calc(3.5rem+env(safe-area-inset-top))] bottom-16" : "top-16 bottom-0 w-[26rem] max-w-full",
      )}
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h2 id={headingId} className="flex-1 text-base font-semibold text-slate-900 dark:text-white">
          {t("translator.title")}
        </h2>
        {!mobile && (
          <button type="button" className={headerButton} aria-label={t("translator.floating")} title={t("translator.floating")} onClick={() => translator.setFloating(true)}>
            <PopOutIcon />
          </button>
        )}
        <button type="button" className={headerButton} aria-label={t("translator.close")} title={t("translator.close")} onClick={closeSidebar}>
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <TranslatorForm autoFocus />
      </div>
    </section>
  );
}
