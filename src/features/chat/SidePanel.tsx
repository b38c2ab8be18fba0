import { useEffect, type ReactNode, type RefObject } from "react";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useDeviceVariant } from "../../lib/device";
import { closeSidebar } from "./overlay-store";
import { CloseIcon } from "../../components/icons";

/** A square icon button of a side panel's header. */
export const panelHeaderButton = classNames(
  "inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
  focusRing,
);

/** The × of a side panel: closes whichever panel is open. */
export function PanelCloseButton({ label }: { label: string }) {
  return (
    <button type="button" className={panelHeaderButton} aria-label={label} title={label} onClick={closeSidebar}>
      <CloseIcon />
    </button>
  );
}

/**
 * The frame of the AI chat sidebar and the translator sheet (spec §2): on the right below the top bar,
 * beside the page rather than over it, so the learner can read while using it. Escape closes it, and
 * focus goes back to the toggle unless it already moved on (to the panel that replaced this one).
 */
export function SidePanel({
  returnFocusRef,
  labelledBy,
  testId,
  children,
}: {
  returnFocusRef: RefObject<HTMLElement | null>;
  labelledBy: string;
  testId: string;
  children: ReactNode;
}) {
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
      aria-labelledby={labelledBy}
      data-testid={testId}
      onKeyDown={(event) => {
        // Keys from a dialog opened inside (through its portal) bubble here; such a dialog handles its own Escape.
        if (event.key === "Escape" && event.currentTarget.contains(event.target as Node)) closeSidebar();
      }}
      className={classNames(
        "fixed right-0 z-40 flex flex-col border-l border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900",
        mobile ? "inset-x-0 top-[calc(3.5rem+env(safe-area-inset-top))] bottom-16" : "top-16 bottom-0 w-(--overlay-sidebar) max-w-full",
      )}
    >
      {children}
    </section>
  );
}
