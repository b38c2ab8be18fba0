/**
 * The Math module's tools: three buttons that open the calculator, the grapher or the reference sheet.
 * The dialog (mathjs, function-plot, KaTeX) loads on the first press, never with the module itself.
 */
import { Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import type { SatMathTool } from "./SatMathTools";
import { useSatToolsTranslation } from "./translations";
import { lazyWhenOnline } from "../../../lib/load-when-online";

const SatMathTools = lazyWhenOnline(() => import("./SatMathTools"));

const TOOLS = [
  ["calculator", "calculator.title"],
  ["grapher", "grapher.title"],
  ["reference", "reference.title"],
] as const satisfies readonly (readonly [SatMathTool, string])[];

export function MathToolbar({ label }: { label: string }) {
  const { t } = useSatToolsTranslation();
  const [tool, setTool] = useState<SatMathTool>("calculator");
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so closing keeps the calculator's history and the graphs.
  const [opened, setOpened] = useState(false);
  return (
    <div role="toolbar" aria-label={label} data-testid="sat-math-tools" className="flex flex-wrap gap-2">
      {TOOLS.map(([name, title]) => (
        <Button
          key={name}
          variant="secondary"
          size="sm"
          onClick={() => {
            setTool(name);
            setOpen(true);
            setOpened(true);
          }}
        >
          {t(title)}
        </Button>
      ))}
      {opened ? (
        <Suspense fallback={null}>
          <SatMathTools open={open} onClose={() => setOpen(false)} tool={tool} />
        </Suspense>
      ) : null}
    </div>
  );
}
