/**
 * The Math module's tools: three buttons that open the calculator, the grapher or the reference sheet in a panel
 * beside the question on a wide screen (the question stays readable and answerable, as in the digital test) and
 * in a sheet from the bottom on a phone. The panel (mathjs, function-plot, KaTeX) loads on the first press, never
 * with the module itself.
 *
 *   const tools = useMathTools(label);
 *   <header>{tools.toolbar}</header>
 *   <div className={tools.docked ? "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] …" : ""}>{question}{tools.panel}</div>
 */
import { Suspense, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "../../../components/ui/Button";
import { lazyWhenOnline } from "../../../lib/load-when-online";
import type { SatMathTool } from "./SatMathTools";
import { useSatToolsTranslation } from "./translations";

const SatMathTools = lazyWhenOnline(() => import("./SatMathTools"));

const TOOLS = [
  ["calculator", "calculator.title"],
  ["grapher", "grapher.title"],
  ["reference", "reference.title"],
] as const satisfies readonly (readonly [SatMathTool, string])[];

/** Tailwind's `lg`: from here the panel fits beside the question. */
const WIDE = "(min-width: 1024px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
const useWide = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

/** The grid that puts the question and the docked panel side by side. */
export const DOCKED_LAYOUT = "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(20rem,28rem)] lg:items-start lg:gap-4";

export function useMathTools(label: string) {
  const { t } = useSatToolsTranslation();
  const wide = useWide();
  const [tool, setTool] = useState<SatMathTool>("calculator");
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing keeps the calculator's history and the graphs.
  const [opened, setOpened] = useState(false);
  const buttons = useRef<Partial<Record<SatMathTool, HTMLButtonElement | null>>>({});
  const close = () => {
    setOpen(false);
    buttons.current[tool]?.focus();
  };

  const toolbar = (
    <div role="toolbar" aria-label={label} data-testid="sat-math-tools" className="flex flex-wrap gap-2">
      {TOOLS.map(([name, title]) => (
        <Button
          key={name}
          ref={(element) => {
            buttons.current[name] = element;
          }}
          variant="secondary"
          size="sm"
          aria-pressed={open && tool === name}
          onClick={() => {
            if (open && tool === name) return close();
            setTool(name);
            setOpen(true);
            setOpened(true);
          }}
        >
          {t(title)}
        </Button>
      ))}
    </div>
  );
  const panel = opened ? (
    <Suspense fallback={null}>
      <SatMathTools open={open} onClose={close} tool={tool} onTool={setTool} docked={wide} />
    </Suspense>
  ) : null;
  return { toolbar, panel, docked: open && wide };
}
