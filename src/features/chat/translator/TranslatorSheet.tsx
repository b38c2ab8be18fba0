import { useId, type RefObject } from "react";
import { useDeviceVariant } from "../../../lib/device";
import { PanelCloseButton, panelHeaderButton, SidePanel } from "../SidePanel";
import { useChatTranslation } from "../translations";
import { TranslatorForm } from "./TranslatorForm";
import { useTranslator } from "./TranslatorContext";

function PopOutIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} className="size-5">
      <path strokeLinecap="round" strokeLinejoin="round" d="M11 3h6v6m0-6-8 8M8 5H4v11h11v-4" />
    </svg>
  );
}

/** The quick translator sheet (spec §2): beside the page, focus on the text while it is open. */
export function TranslatorSheet({ returnFocusRef }: { returnFocusRef: RefObject<HTMLElement | null> }) {
  const { t } = useChatTranslation();
  const translator = useTranslator();
  const headingId = useId();
  const mobile = useDeviceVariant() === "mobile";
  return (
    <SidePanel returnFocusRef={returnFocusRef} labelledBy={headingId} testId="translator-sheet">
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h2 id={headingId} className="flex-1 text-base font-semibold text-slate-900 dark:text-white">
          {t("translator.title")}
        </h2>
        {!mobile && (
          <button
            type="button"
            className={panelHeaderButton}
            aria-label={t("translator.floating")}
            title={t("translator.floating")}
            onClick={() => translator.setFloating(true)}
          >
            <PopOutIcon />
          </button>
        )}
        <PanelCloseButton label={t("translator.close")} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        <TranslatorForm autoFocus />
      </div>
    </SidePanel>
  );
}
