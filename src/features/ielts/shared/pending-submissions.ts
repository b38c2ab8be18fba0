/**
 * Submissions made offline (spec §3, §4): kept in local storage under `pending_ielts_submissions`
 * with the fields of ielts_writing_history plus the request body and a client id. On reconnect they
 * are sent one by one, in the order they were made, and then the list is deleted. Entries that are
 * not objects are skipped. The server stores a client id once, so sending an entry twice (two tabs,
 * a response lost on the way back) never makes a duplicate. SAT modules finished offline
 * (`kind: "sat_module"`) and SAT essays (section "sat_essay") wait in the same list, so there is one
 * offline mechanism to trust.
 */
import { PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, type PendingIeltsSubmission } from "../../../../worker/contract/ielts";
import type { PendingSatSubmission } from "../../../../worker/contract/sat";
import type { PendingSatEssay } from "../../../../worker/contract/sat-essay";

/** Anything kept to send when the connection returns. */
export type PendingEntry = PendingIeltsSubmission | PendingSatSubmission | PendingSatEssay;
export const isSatEntry = (entry: PendingEntry): entry is PendingSatSubmission => "kind" in entry && entry.kind === "sat_module";
export const isSatEssay = (entry: PendingEntry): entry is PendingSatEssay => entry.section === "sat_essay";

export type PendingStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** What became of one entry: stored (or stored before), refused for good, or to try again later. */
export type SendOutcome = "stored" | "rejected" | "retry";

export type FlushResult = { stored: PendingEntry[]; rejected: PendingEntry[]; remaining: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const isEntry = (value: unknown): value is PendingEntry =>
  isObject(value) && typeof value.clientId === "string" && typeof value.section === "string";

function readList(storage: PendingStorage): unknown[] {
  const raw = storage.getItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function writeList(storage: PendingStorage, list: unknown[]): void {
  if (list.length === 0) storage.removeItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY);
  else storage.setItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, JSON.stringify(list));
}

/** The pending submissions, oldest first (anything that is not a submission is left out). */
export function pendingSubmissions(storage: PendingStorage): PendingEntry[] {
  return readList(storage).filter(isEntry);
}

/** Keeps a submission to send later; the same client id is kept once. */
export function addPendingSubmission(storage: PendingStorage, entry: PendingEntry): void {
  const list = readList(storage);
  if (list.some((item) => isEntry(item) && item.clientId === entry.clientId)) return;
  writeList(storage, [...list, entry]);
}

/**
 * Sends the pending entries of `userId` one by one, oldest first, and deletes the list when nothing
 * is left. An entry the server refuses for good is dropped (and returned, so the screen can say so);
 * a network failure stops the round and keeps that entry and the ones after it for the next
 * reconnect. Entries of another account on this browser wait for that account. Entries added while
 * this runs are kept.
 */
export async function flushPendingSubmissions(
  storage: PendingStorage,
  userId: string,
  send: (entry: PendingEntry) => Promise<SendOutcome>,
): Promise<FlushResult> {
  const done = new Set<string>();
  const stored: PendingEntry[] = [];
  const rejected: PendingEntry[] = [];
  for (const item of readList(storage)) {
    if (!isEntry(item)) continue;
    if (item.user_id !== undefined && item.user_id !== userId) continue;
    if (done.has(item.clientId)) continue;
    const outcome = await send(item);
    if (outcome === "retry") break;
    done.add(item.clientId);
    (outcome === "stored" ? stored : rejected).push(item);
  }
  // Read again: another submission may have been queued while these were on their way.
  const left = readList(storage).filter((item) => isEntry(item) && !done.has(item.clientId));
  writeList(storage, left);
  return { stored, rejected, remaining: left.length };
}
