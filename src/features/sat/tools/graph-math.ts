/**
 * The grapher's rules, apart from its screen: what each line the student types means (a function of x, a point,
 * a slider), evaluated by mathjs with the sliders in scope, and the zeros of a function and the intersections of
 * two found numerically over the visible range. The screen draws what these return and lists it as text, so a
 * screen reader gets the same zeros and intersections the picture shows.
 */
import { compile, type EvalFunction } from "mathjs";

export type Slider = { kind: "slider"; name: string; value: number };
export type GraphLine =
  | { kind: "function"; source: string; f: (x: number) => number }
  | { kind: "point"; x: number; y: number }
  | Slider
  | { kind: "empty" }
  | { kind: "invalid" };

/** Slider names: one letter that is not x or y (or e, which mathjs reads as Euler's number). */
const SLIDER = /^\s*([a-df-wz])\s*=\s*(-?(?:\d+(?:\.\d*)?|\.\d+))\s*$/;
const POINT = /^\s*\(([^,()]+(?:\([^()]*\)[^,()]*)*),([^,()]+(?:\([^()]*\)[^,()]*)*)\)\s*$/;
/** "y = …" and "f(x) = …" are the same function as "…". */
const FUNCTION_PREFIX = /^\s*(?:y|[a-z]\s*\(\s*x\s*\))\s*=/;

export const SLIDER_RANGE = { min: -10, max: 10, step: 0.1 } as const;

function number(expression: EvalFunction, scope: Record<string, number>): number | null {
  try {
    const value: unknown = expression.evaluate({ ...scope });
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** The sliders the lines define, by name (a later line with the same name wins). */
export function slidersOf(sources: string[]): Record<string, number> {
  const scope: Record<string, number> = {};
  for (const source of sources) {
    const match = SLIDER.exec(source);
    if (match) scope[match[1]!] = Number(match[2]);
  }
  return scope;
}

/** What one typed line means, with the sliders of all lines in scope. */
export function parseLine(source: string, sliders: Record<string, number>): GraphLine {
  if (source.trim() === "") return { kind: "empty" };
  const slider = SLIDER.exec(source);
  if (slider) return { kind: "slider", name: slider[1]!, value: Number(slider[2]) };
  try {
    const point = POINT.exec(source);
    if (point) {
      const x = number(compile(point[1]!), sliders);
      const y = number(compile(point[2]!), sliders);
      return x === null || y === null ? { kind: "invalid" } : { kind: "point", x, y };
    }
    const body = source.replace(FUNCTION_PREFIX, "");
    const compiled = compile(body);
    // A function of x only: any other free name (a slider not defined, a typo) is an error, not NaN.
    if (number(compiled, { ...sliders, x: 1.2345 }) === null && number(compiled, { ...sliders, x: 0.5 }) === null)
      return { kind: "invalid" };
    const f = (x: number) => number(compiled, { ...sliders, x }) ?? NaN;
    return { kind: "function", source: body.trim(), f };
  } catch {
    return { kind: "invalid" };
  }
}

/** Values this close to zero are zero (the sampling and bisection are good to far better than what we show). */
const EPSILON = 1e-9;

/**
 * The zeros of f in [from, to]: sign changes found by sampling and narrowed by bisection, and zeros where the graph
 * only touches the axis (x² at 0) found as a local minimum of |f| that reaches zero. Sorted, without repeats.
 */
export function zerosOf(f: (x: number) => number, from: number, to: number, samples = 2000): number[] {
  const step = (to - from) / samples;
  const xs = Array.from({ length: samples + 1 }, (_, i) => from + i * step);
  const ys = xs.map(f);
  const found: number[] = [];
  for (let i = 0; i < samples; i++) {
    const [x0, x1, y0, y1] = [xs[i]!, xs[i + 1]!, ys[i]!, ys[i + 1]!];
    if (!Number.isFinite(y0) || !Number.isFinite(y1)) continue;
    if (Math.abs(y0) < EPSILON) found.push(x0);
    else if (y0 * y1 < 0) {
      const root = bisect(f, x0, x1);
      // A jump across the axis (1/x at 0) is no zero: f stays far from 0 at the narrowed point.
      if (Math.abs(f(root)) < 1e-6 * Math.max(1, Math.abs(y0), Math.abs(y1))) found.push(root);
    } else if (i > 0) {
      const yPrev = ys[i - 1]!;
      if (Number.isFinite(yPrev) && Math.abs(y0) < Math.abs(yPrev) && Math.abs(y0) <= Math.abs(y1) && Math.sign(yPrev) === Math.sign(y0)) {
        const touch = minimiseAbs(f, xs[i - 1]!, x1);
        if (Math.abs(f(touch)) < 1e-7) found.push(touch);
      }
    }
  }
  if (Number.isFinite(ys[samples]) && Math.abs(ys[samples]!) < EPSILON) found.push(xs[samples]!);
  return dedupe(found.map(tidy), Math.max(step, 1e-9));
}

/** Where two functions meet in [from, to]: the zeros of their difference, with the height there. */
export function intersectionsOf(f: (x: number) => number, g: (x: number) => number, from: number, to: number) {
  return zerosOf((x) => f(x) - g(x), from, to).map((x) => ({ x, y: tidy(f(x)) }));
}

function bisect(f: (x: number) => number, low: number, high: number): number {
  let [a, b, fa] = [low, high, f(low)];
  for (let i = 0; i < 80 && b - a > 1e-13 * Math.max(1, Math.abs(a)); i++) {
    const mid = (a + b) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (fa * fm < 0) b = mid;
    else [a, fa] = [mid, fm];
  }
  return (a + b) / 2;
}

/** Golden-section search for the smallest |f| in [low, high]. */
function minimiseAbs(f: (x: number) => number, low: number, high: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [a, b] = [low, high];
  for (let i = 0; i < 100 && b - a > 1e-12; i++) {
    const c = b - ratio * (b - a);
    const d = a + ratio * (b - a);
    if (Math.abs(f(c)) < Math.abs(f(d))) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** 1.7320508075688772 stays, 2.0000000000004 becomes 2 and -0 becomes 0. */
function tidy(x: number): number {
  const rounded = Math.round(x * 1e9) / 1e9;
  return Object.is(rounded, -0) ? 0 : rounded;
}

function dedupe(sorted: number[], gap: number): number[] {
  const out: number[] = [];
  for (const x of [...sorted].sort((a, b) => a - b)) if (out.length === 0 || x - out.at(-1)! > gap) out.push(x);
  return out;
}

/** How the grapher shows a coordinate: up to 4 decimals, no trailing zeros (1.7321, -2, 0.5). */
export function formatCoordinate(x: number): string {
  const text = x.toFixed(4).replace(/\.?0+$/, "");
  return text === "-0" ? "0" : text;
}
