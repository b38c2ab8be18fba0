/** The profile's target SAT score as typed: empty = no target; otherwise 400–1600 in steps of 10. */
import { SAT_TARGET_MAX, SAT_TARGET_MIN, SAT_TARGET_STEP } from "../../../../worker/contract/sat-progress";

export function parseTargetSat(text: string): { valid: true; value: number | null } | { valid: false } {
  const trimmed = text.trim();
  if (trimmed === "") return { valid: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { valid: false };
  const value = Number(trimmed);
  const inRange = value >= SAT_TARGET_MIN && value <= SAT_TARGET_MAX && value % SAT_TARGET_STEP === 0;
  return inRange ? { valid: true, value } : { valid: false };
}
