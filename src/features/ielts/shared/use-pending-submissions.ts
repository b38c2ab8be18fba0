/**
 * The pending offline submissions as React state, and the reconnect that sends them: when the browser
 * comes back online, when the realtime socket reconnects, and when a screen that shows them opens.
 * One round at a time per tab; other tabs may send the same entries, which the server stores once. SAT essays
 * share the queue and go to their own endpoint.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, type PendingIeltsSubmission } from "../../../../worker/contract/ielts";
import type { PendingSatEssay } from "../../../../worker/contract/sat-essay";
import { ApiRequestError } from "../../../lib/api";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { useRealtime } from "../../../lib/realtime/use-realtime";
import { postSatEssay } from "../../sat/essay/api";
import { satEssayKeys } from "../../sat/essay/query-keys";
import { postSubmission } from "../api";
import { ieltsKeys } from "../query-keys";
import {
  addPendingSubmission,
  flushPendingSubmissions,
  pendingSubmissions,
  type FlushResult,
  type PendingSubmission,
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
let cached: { raw: string | null; list: PendingSubmission[] } = { raw: null, list: [] };
function snapshot(): PendingSubmission[] {
  const raw = localStorage.getItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY);
  if (raw !== cached.raw) cached = { raw, list: pendingSubmissions(localStorage) };
  return cached.list;
}

export function queuePendingSubmission(entry: PendingSubmission): void {
  addPendingSubmission(localStorage, entry);
  notify();
}

/** A refused entry would be refused again (bad input); a lost connection, a server error, a sign-in or a rate limit passes. */
async function sendPendingSubmission(entry: PendingSubmission): Promise<SendOutcome> {
  try {
    if (isSatEssay(entry)) {
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

const isSatEssay = (entry: PendingSubmission): entry is PendingSatEssay => entry.section === "sat_essay";

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
 * The pending submissions, sent on every reconnect. `onFlushed` hears what was stored or refused
 * (the screens refresh their History and say so).
 */
export function usePendingSubmissions(onFlushed?: (result: FlushResult) => void) {
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
  const ielts = useMemo(() => mine.filter((entry): entry is PendingIeltsSubmission => !isSatEssay(entry)), [mine]);
  const satEssays = useMemo(() => mine.filter(isSatEssay), [mine]);
  return { pending: ielts, pendingSatEssays: satEssays, sendNow };
}
