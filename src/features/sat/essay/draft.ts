/**
 * The essay being written, kept on the device as it is typed (per learner and passage), with the moment the
 * 50 minutes started, so a reload keeps both the words and the time left.
 */
import { SAT_ESSAY_MINUTES, satEssayDraftStorageKey } from "../../../../worker/contract/sat-essay";

export type EssayDraft = { text: string; startedAt: number };

export function readDraft(storage: Pick<Storage, "getItem">, userId: string, promptId: string): EssayDraft | null {
  const raw = storage.getItem(satEssayDraftStorageKey(userId, promptId));
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<EssayDraft>;
    return typeof parsed.text === "string" && typeof parsed.startedAt === "number"
      ? { text: parsed.text, startedAt: parsed.startedAt }
      : null;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Pick<Storage, "setItem">, userId: string, promptId: string, draft: EssayDraft): void {
  storage.setItem(satEssayDraftStorageKey(userId, promptId), JSON.stringify(draft));
}

export function clearDraft(storage: Pick<Storage, "removeItem">, userId: string, promptId: string): void {
  storage.removeItem(satEssayDraftStorageKey(userId, promptId));
}

/** Seconds left of the essay's 50 minutes (0 once they are up). */
export function secondsLeft(startedAt: number, now: number): number {
  return Math.max(0, SAT_ESSAY_MINUTES * 60 - Math.floor((now - startedAt) / 1000));
}
