/**
 * The SAT Math tools' panel, loaded on the first press of a tool (useMathTools): beside the question on a wide
 * screen, not modal, so the question stays readable and answerable while the student calculates or graphs; on a
 * phone a modal sheet from the bottom (Headless UI: focus kept inside, Escape and the backdrop close it). Tabs
 * switch between the calculator, the grapher and the reference sheet; each stays mounted once shown, so its
 * history and graphs survive switching and closing.
 */
import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { CloseIcon } from "../../../components/icons";
import { Calculator } from "./Calculator";
import { Grapher } from "./Grapher";
import { ReferenceSheet } from "./ReferenceSheet";
import { useSatToolsTranslation } from "./translations";

export type SatMathTool = "calculator" | "grapher" | "reference";
export type SatMathToolsProps = { open: boolean; onClose(): void; tool: SatMathTool; onTool(tool: SatMathTool): void; docked: boolean };

const TITLES = { calculator: "calculator.title", grapher: "grapher.title", reference: "reference.title" } as const;
const ORDER: SatMathTool[] = ["calculator", "grapher", "reference"];

export function SatMathTools({ open, onClose, tool, onTool, docked }: SatMathToolsProps) {
  const { t } = useSatToolsTranslation();
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [shown, setShown] = useState<SatMathTool[]>([tool]);
  if (!shown.includes(tool)) setShown([...shown, tool]);

  // Docked, the panel takes the focus when a tool is opened, as a dialog would, without trapping it.
  useEffect(() => {
    if (open && docked) heading.current?.focus();
  }, [open, docked, tool]);

  const tabs = (
    <div role="tablist" aria-label={t("panel.tools")} className="flex gap-1 overflow-x-auto">
      {ORDER.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={tool === name}
          onClick={() => onTool(name)}
          className={classNames(
            "rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap",
            tool === name ? "bg-indigo-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
            focusRing,
          )}
        >
          {t(TITLES[name])}
        </button>
      ))}
    </div>
  );
  const body: ReactNode = ORDER.filter((name) => shown.includes(name)).map((name) => (
    <div key={name} role="tabpanel" aria-label={t(TITLES[name])} hidden={name !== tool}>
      {name === "calculator" ? <Calculator /> : name === "grapher" ? <Grapher /> : <ReferenceSheet />}
    </div>
  ));
  const closeClasses = classNames(
    "rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200",
    focusRing,
  );

  if (docked) {
    if (!open) return <div hidden>{body}</div>;
    return (
      <aside
        aria-labelledby={headingId}
        data-testid="sat-math-panel"
        className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:mt-0 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            {t(TITLES[tool])}
          </h2>
          <button type="button" aria-label={tCommon("dialog.close")} onClick={onClose} className={closeClasses}>
            <CloseIcon />
          </button>
        </div>
        {tabs}
        {body}
      </aside>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-x-0 bottom-0 flex max-h-[90dvh]">
        <DialogPanel
          data-testid="sat-math-panel"
          className="flex w-full flex-col rounded-t-2xl bg-white pb-[env(safe-area-inset-bottom)] shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <DialogTitle className="text-base font-semibold">{t(TITLES[tool])}</DialogTitle>
            <CloseButton aria-label={tCommon("dialog.close")} className={closeClasses}>
              <CloseIcon />
            </CloseButton>
          </div>
          <div className="flex flex-col gap-3 overflow-y-auto px-4 py-3">
            {tabs}
            {body}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export default SatMathTools;
