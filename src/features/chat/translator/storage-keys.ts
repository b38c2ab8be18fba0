/** Local storage keys of the floating translator panel (spec §9); no imports, so the overlay toggles stay tiny. */
export const TRANSLATOR_POSITION_KEY = "translatorPosition";
export const TRANSLATOR_PINNED_KEY = "translatorPinned";

export function readPinned(storage: Pick<Storage, "getItem">): boolean {
  return storage.getItem(TRANSLATOR_PINNED_KEY) === "true";
}
