/**
 * The scientific calculator's rules, apart from its screen: expressions are parsed and evaluated by mathjs (no
 * parsing of our own), trigonometry in degrees or radians, `ans` the last result, a short history. Functions that
 * would let an expression change the calculator itself (import, createUnit, evaluate, parse…) are switched off,
 * as mathjs advises for untrusted input.
 */
import { all, create, type MathJsInstance } from "mathjs";

export type AngleUnit = "deg" | "rad";
export type HistoryEntry = { expression: string; result: string };
export type Outcome = { ok: true; result: string; value: unknown } | { ok: false; error: string };

export const HISTORY_LIMIT = 20;

// `all` is typed as possibly undefined, but mathjs always exports it.
const math: MathJsInstance = create(all!, { number: "number", precision: 64 });
const evaluate = math.evaluate.bind(math);
const disabled = () => {
  throw new Error("This function is not available in the calculator.");
};
math.import(
  {
    import: disabled,
    createUnit: disabled,
    evaluate: disabled,
    parse: disabled,
    simplify: disabled,
    derivative: disabled,
    resolve: disabled,
  },
  { override: true },
);

const toRadians = (x: number) => (x * Math.PI) / 180;
const toDegrees = (x: number) => (x * 180) / Math.PI;

/** Trigonometry in degrees: the functions take (and the inverses give) degrees; scope entries shadow mathjs's own. */
const DEGREE_FUNCTIONS = {
  sin: (x: number) => math.sin(toRadians(x)),
  cos: (x: number) => math.cos(toRadians(x)),
  tan: (x: number) => math.tan(toRadians(x)),
  asin: (x: number) => toDegrees(math.asin(x) as number),
  acos: (x: number) => toDegrees(math.acos(x) as number),
  atan: (x: number) => toDegrees(math.atan(x)),
};

/** Calculators print 0.5 for sin(30°), not 0.49999999999999994: ten significant digits, as the SAT's own calculator shows. */
export function formatResult(value: unknown): string {
  return math.format(value as number, { precision: 10 });
}

export function calculate(expression: string, angle: AngleUnit, ans: unknown = 0): Outcome {
  const trimmed = expression.trim();
  if (trimmed === "") return { ok: false, error: "empty" };
  const scope = new Map<string, unknown>([["ans", ans], ...(angle === "deg" ? Object.entries(DEGREE_FUNCTIONS) : [])]);
  try {
    const value: unknown = evaluate(trimmed.replaceAll("×", "*").replaceAll("÷", "/").replaceAll("√", "sqrt").replaceAll("π", "pi"), scope);
    if (typeof value === "function" || value === undefined) return { ok: false, error: "not a value" };
    return { ok: true, value, result: formatResult(value) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

/** The newest first, at most HISTORY_LIMIT. */
export function addToHistory(history: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, HISTORY_LIMIT);
}
