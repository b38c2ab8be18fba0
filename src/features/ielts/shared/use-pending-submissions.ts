/**
 * The pending offline submissions as React state, and the reconnect that sends them: when the browser
 * comes back online, when the realtime socket reconnects, and when a screen that shows them opens.
 * One round at a time per tab; other tabs may send the same entries, which the server stores once.
 * The same outbox carries SAT modules finished offline (`usePendingSatSubmissions`) and SAT essays
 * (`usePendingSatEssays`), each sent to its own endpoint.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, type PendingIeltsSubmission } from "../../../../worker/contract/ielts";
import type { PendingSatSubmission } from "../../../../worker/contract/sat";
import type { PendingSatEssay } from "../../../../worker/contract/sat-essay";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useRealtime } from "../../../lib/realtime/use-realtime";
import { postSatEssay, satEssayKeys, satKeys } from "../../sat";
import { postSubmission } from "../api";
import { ieltsKeys } from "../query-keys";
import {
  addPendingSubmission,
  flushPendingSubmissions,
  isSatEntry,
  isSatEssay,
  pendingSubmissions,
  type FlushResult,
  type PendingEntry,
  type SendOutcome,
} from "./pending-submissions";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_IELTS_SUBMISSIONS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// useSyncExternalStore needs the same value while nothing changed: keyed by the stored text.
let cached: { raw: string | null; list: PendingEntry[] } = { raw: null, list: [] };
function snapshot(): PendingEntry[] {
  const raw = localStorage.getItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, list: pendingSubmissions(localStorage) };
  return cached.list;
}

export function queuePendingSubmission(entry: PendingEntry): void {
  addPendingSubmission(localStorage, entry);
  notify();
}

/** A refused entry would be refused again (bad input); a lost connection, a server error, a sign-in or a rate limit passes. */
async function sendPendingSubmission(entry: PendingEntry): Promise<SendOutcome> {
  try {
    if (isSatEntry(entry)) {
      // Loaded when there is a SAT module to send: the IELTS pages never carry the SAT client.
      const { postSatSubmission } = await import("../../sat/api");
      await postSatSubmission(entry);
    } else if (isSatEssay(entry)) {
      const { section: _section, user_id: _userId, promptTitle: _title, ...essay } = entry;
      await postSatEssay(essay);
    } else await postSubmission(entry);
    return "stored";
  } catch (err) {
    if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && ![401, 403, 408, 429].includes(err.status))
      return "rejected";
    return "retry";
  }
}

let round: Promise<FlushResult> | null = null;

/** Sends the signed-in learner's pending submissions (joining a round that is already running). */
function flushPending(userId: string): Promise<FlushResult> {
  round ??= flushPendingSubmissions(localStorage, userId, sendPendingSubmission).finally(() => {
    round = null;
    notify();
  });
  return round;
}

/**
 * The pending entries of the outbox, sent on every reconnect. `onFlushed` hears what was stored or
 * refused (the screens refresh their History and say so).
 */
function useOutbox(onFlushed?: (result: FlushResult) => void) {
  const pending = useSyncExternalStore(subscribe, snapshot, () => []);
  const { user } = useAuth();
  const { status } = useRealtime();
  const queryClient = useQueryClient();
  const onFlushedRef = useRef(onFlushed);
  useEffect(() => {
    onFlushedRef.current = onFlushed;
  });
  const userId = user?.id ?? null;

  const sendNow = useCallback(async () => {
    if (!userId || !navigator.onLine || pendingSubmissions(localStorage).length === 0) return;
    const result = await flushPending(userId);
    if (result.stored.length > 0 || result.rejected.length > 0) {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ieltsKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: satKeys.all(userId) }),
        queryClient.invalidateQueries({ queryKey: satEssayKeys.all(userId) }),
      ]);
      onFlushedRef.current?.(result);
    }
  }, [userId, queryClient]);

  useEffect(() => {
    void sendNow();
    window.addEventListener("online", sendNow);
    return () => window.removeEventListener("online", sendNow);
  }, [sendNow]);

  // The realtime socket coming back (spec §4 "on reconnect") is a reconnect even when `online` never fired.
  const previousStatus = useRef(status);
  useEffect(() => {
    if (status === "connected" && previousStatus.current !== "connected") void sendNow();
    previousStatus.current = status;
  }, [status, sendNow]);

  const mine = useMemo(() => pending.filter((entry) => entry.user_id === undefined || entry.user_id === userId), [pending, userId]);
  return { pending: mine, sendNow };
}

/** The IELTS submissions waiting on this device, sent on every reconnect. */
export function usePendingSubmissions(onFlushed?: (result: FlushResult) => void) {
  const { pending, sendNow } = useOutbox(onFlushed);
  const ielts = useMemo(
    () => pending.filter((entry): entry is PendingIeltsSubmission => !isSatEntry(entry) && !isSatEssay(entry)),
    [pending],
  );
  return { pending: ielts, sendNow };
}

/** The SAT modules waiting on this device, sent by the same outbox. */
export function usePendingSatSubmissions(onFlushed?: (result: FlushResult) => void) {
  const { pending, sendNow } = useOutbox(onFlushed);
  const sat = useMemo(() => pending.filter((entry): entry is PendingSatSubmission => isSatEntry(entry)), [pending]);
  return { pending: sat, sendNow };
}

/** The SAT essays written offline and waiting on this device, sent by the same outbox. */
export function usePendingSatEssays(onFlushed?: (result: FlushResult) => void) {
  const { pending, sendNow } = useOutbox(onFlushed);
  const essays = useMemo(() => pending.filter((entry): entry is PendingSatEssay => isSatEssay(entry)), [pending]);
  return { pending: essays, sendNow };
}
