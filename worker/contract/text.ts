/**
 * One rule for the names and titles people give things (display names, category names, chat titles,
 * words): no control characters (NUL included), no bidi embedding/override/isolate characters, which
 * can make a name read backwards in someone else's list, and no lone UTF-16 surrogates. Refused with
 * 400 rather than silently changed, so what is stored is what the person typed.
 */
import { z } from "zod";

const isUnsafeUnit = (unit: number) =>
  unit < 0x20 || unit === 0x7f || (unit >= 0x202a && unit <= 0x202e) || (unit >= 0x2066 && unit <= 0x2069);
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

export function isSafeText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (isUnsafeUnit(unit) || isLowSurrogate(unit)) return false;
    if (isHighSurrogate(unit)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return false;
      i++;
    }
  }
  return true;
}

/**
 * Written text (a forum post, a lesson's written or typed spoken answer): the same rule, but line breaks
 * and tabs are part of it. Trimmed, 1..`max` characters; `label` names it in the messages.
 */
export const proseText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} must not be empty`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .refine(
      (text) => isSafeText(text.replace(/[\n\r\t]/g, " ")),
      `The ${label} must not contain control characters, text-direction overrides or broken characters`,
    );

/** A trimmed name or title of 1..`max` characters that keeps the rule above; `label` names it in the messages. */
export const nameText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} must not be empty`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .refine(isSafeText, `The ${label} must not contain control characters, text-direction overrides or broken characters`);
