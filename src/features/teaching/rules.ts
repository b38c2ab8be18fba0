/** The teaching screens' small rules, kept apart from the components so they are unit-tested. */
import { targetKind, type ClassFocus } from "../../../worker/contract/classes";

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
