/** The teaching screens' small rules, kept apart from the components so they are unit-tested. */
import { targetKind, type ClassFocus, type ClassHeatmap, type HeatmapColumn } from "../../../worker/contract/classes";

/** The address a student opens to join (the /join/:code route). */
export const joinLink = (code: string, origin: string) => `${origin}/join/${encodeURIComponent(code)}`;

/** The code shown in two halves, easier to read aloud to a class: "ABCD EFGH". */
export const spacedCode = (code: string) => (code.length === 8 ? `${code.slice(0, 4)} ${code.slice(4)}` : code);

/** Whole days since an instant, for "active 3 days ago" (0 = today). */
export const daysSince = (iso: string, now: number) => Math.max(0, Math.floor((now - Date.parse(iso)) / 86_400_000));

/** A target typed in the form: empty is none, otherwise a number the server checks against the focus. */
export function parseTarget(text: string): number | null | "invalid" {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : "invalid";
}

/** The form field's label key for the class's target: an IELTS band or an SAT score. */
export const targetLabelKey = (focus: ClassFocus) => (targetKind(focus) === "sat_score" ? "form.targetScore" : "form.targetBand");

/** What went wrong, for the "failed: …" messages (the server's message when it sent one). */
export const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type HeatmapTone = "low" | "fair" | "good" | "strong";

/** A heatmap cell's colour band: below band 5 / 50 %, 6 / 65 %, 7 / 80 %, and from there up. */
export function heatmapTone(value: number, unit: HeatmapColumn["unit"]): HeatmapTone {
  const limits = unit === "band" ? [5, 6, 7] : [50, 65, 80];
  if (value < limits[0]!) return "low";
  if (value < limits[1]!) return "fair";
  if (value < limits[2]!) return "good";
  return "strong";
}

/** The column with the lowest class average, bands and percentages compared on one 0–1 scale; null with no scores. */
export function weakestColumn(heatmap: Pick<ClassHeatmap, "columns" | "averages">): string | null {
  let weakest: { id: string; share: number } | null = null;
  for (const column of heatmap.columns) {
    const average = heatmap.averages[column.id];
    if (average === null || average === undefined) continue;
    const share = column.unit === "band" ? average / 9 : average / 100;
    if (!weakest || share < weakest.share) weakest = { id: column.id, share };
  }
  return weakest?.id ?? null;
}
