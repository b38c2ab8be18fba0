/**
 * The SAT Math tools in one accessible dialog (Headless UI through components/ui/Dialog: focus kept inside,
 * Escape closes, full width on a 390 px phone). Load it dynamically so neither mathjs, function-plot nor KaTeX
 * ever enters the first route's bundle:
 *
 *   const SatMathTools = lazyWhenOnline(() => import("../tools/SatMathTools"));
 *   <Suspense fallback={null}><SatMathTools open={open} onClose={() => setOpen(false)} tool="calculator" /></Suspense>
 *
 * `tool` picks what the dialog shows: the scientific calculator, the function grapher or the reference sheet.
 */
import { Dialog } from "../../../components/ui/Dialog";
import { Calculator } from "./Calculator";
import { Grapher } from "./Grapher";
import { ReferenceSheet } from "./ReferenceSheet";
import { useSatToolsTranslation } from "./translations";

export type SatMathTool = "calculator" | "grapher" | "reference";
export type SatMathToolsProps = { open: boolean; onClose(): void; tool: SatMathTool };

const TITLES = { calculator: "calculator.title", grapher: "grapher.title", reference: "reference.title" } as const;

export function SatMathTools({ open, onClose, tool }: SatMathToolsProps) {
  const { t } = useSatToolsTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t(TITLES[tool])} className="max-w-2xl p-4 sm:p-6">
      {tool === "calculator" ? <Calculator /> : tool === "grapher" ? <Grapher /> : <ReferenceSheet />}
    </Dialog>
  );
}

export default SatMathTools;
