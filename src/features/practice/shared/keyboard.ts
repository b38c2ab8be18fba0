/** Typing in a field, or a focused control that handles the key itself, keeps its key presses from a screen's shortcuts. */
export function keyBelongsToControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return true;
  return (key === " " || key === "Enter") && target.closest("button, a, [role='button'], [role='tab'], summary") !== null;
}
