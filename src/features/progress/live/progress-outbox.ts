/**
 * Progress events the client reports itself (a finished lesson…) go through this outbox (spec §4
 * "failed progress event posts are kept and retried"). Each event is written to local storage with
 * its client event id BEFORE it is posted, so a failed post, a closed tab or a lost connection loses
 * nothing; it is removed only once the server has accepted it. Retries reuse the same client event
 * id and the server stores an id once, so a post that succeeded but whose answer was lost, or two tabs
 * sending the same entry, still count once. Failures wait 1 s, 2 s, 4 s … up to 30 s between tries.
 */
import type { EventData, TrackEventRequest } from "../../../../worker/contract/progress";
import { queryRetryDelay } from "../../../lib/query-client";

/** What a feature reports: the spec's event fields (timestamp defaults to now). */
export type ClientProgressEvent = { event_type: string; event_data?: EventData; timestamp?: number };

export type OutboxEntry = {
  userId: string;
  body: TrackEventRequest & { client_event_id: string; timestamp: number };
  /** Failed tries so far. */
  attempts: number;
  /** Epoch ms before which the entry is not sent again. */
  nextAttemptAt: number;
};

/**
 * `accepted`: stored now or earlier (a duplicate); `retry`: offline, server busy or down, signed out
 * for the moment; `rejected`: the server will never take this body (it is dropped and logged).
 */
export type SendOutcome = "accepted" | "retry" | "rejected";

export type OutboxOptions = {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;
  send: (entry: OutboxEntry) => Promise<SendOutcome>;
  now?: () => number;
  isOnline?: () => boolean;
  /** Runs `flush` again when the next retry is due. */
  schedule?: (run: () => void, ms: number) => () => void;
  newId?: () => string;
};

const OUTBOX_KEY_PREFIX = "lexora:progress-outbox:";
const entryKey = (userId: string, clientEventId: string) => `${OUTBOX_KEY_PREFIX}${userId}:${clientEventId}`;

/** The wait after the n-th failed try: the data cache's backoff (spec §9), 1 s doubling to 30 s. */
export const outboxRetryDelay = (attempts: number) => queryRetryDelay(Math.max(0, attempts - 1));

export class ProgressOutbox {
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly schedule: (run: () => void, ms: number) => () => void;
  private readonly newId: () => string;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private cancelTimer: (() => void) | null = null;
  /** Entries this tab saw refused, by client event id (an entry gone without a record here was accepted). */
  private readonly settled = new Map<string, "rejected">();

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
    this.schedule =
      options.schedule ??
      ((run, ms) => {
        const handle = setTimeout(run, ms);
        return () => clearTimeout(handle);
      });
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  /** Keeps the event for `userId` under a new client event id; `flush` sends it. */
  add(userId: string, event: ClientProgressEvent): OutboxEntry {
    const entry: OutboxEntry = {
      userId,
      body: {
        action: "track_event",
        event_type: event.event_type,
        event_data: event.event_data ?? {},
        timestamp: event.timestamp ?? this.now(),
        client_event_id: this.newId(),
      },
      attempts: 0,
      nextAttemptAt: 0,
    };
    this.write(entry);
    return entry;
  }

  /** The user's waiting entries, oldest first. */
  pending(userId: string): OutboxEntry[] {
    const prefix = `${OUTBOX_KEY_PREFIX}${userId}:`;
    const { storage } = this.options;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    const entries: OutboxEntry[] = [];
    for (const key of keys) {
      const entry = parseEntry(storage.getItem(key));
      if (entry) entries.push(entry);
      else storage.removeItem(key);
    }
    return entries.sort((a, b) => a.body.timestamp - b.body.timestamp);
  }

  /** Whether the entry is still waiting (not yet accepted nor rejected). */
  has(userId: string, clientEventId: string): boolean {
    return this.options.storage.getItem(entryKey(userId, clientEventId)) !== null;
  }

  /** Where an entry added by this tab stands. */
  status(userId: string, clientEventId: string): "waiting" | "accepted" | "rejected" {
    if (this.has(userId, clientEventId)) return "waiting";
    return this.settled.get(clientEventId) ?? "accepted";
  }

  /** Sends every due entry of `userId`, one at a time; one flush runs at once, a call meanwhile runs another after it. */
  flush(userId: string): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.sendDue(userId);
      } while (this.flushAgain);
    })().finally(() => {
      this.flushing = null;
      this.scheduleNext(userId);
    });
    return this.flushing;
  }

  /** Stops the retry timer (sign-out); the entries stay for the next sign-in of their user. */
  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private async sendDue(userId: string): Promise<void> {
    for (const entry of this.pending(userId)) {
      if (!this.isOnline()) return;
      if (entry.nextAttemptAt > this.now()) continue;
      // Another tab may have delivered it meanwhile.
      if (!this.has(userId, entry.body.client_event_id)) continue;
      let outcome: SendOutcome;
      try {
        outcome = await this.options.send(entry);
      } catch {
        outcome = "retry";
      }
      if (outcome === "accepted") {
        this.remove(entry);
      } else if (outcome === "rejected") {
        console.warn(`progress event ${entry.body.event_type} (${entry.body.client_event_id}) was refused by the server and dropped`);
        this.settled.set(entry.body.client_event_id, "rejected");
        this.remove(entry);
      } else {
        const attempts = entry.attempts + 1;
        this.write({ ...entry, attempts, nextAttemptAt: this.now() + outboxRetryDelay(attempts) });
      }
    }
  }

  private scheduleNext(userId: string): void {
    this.stop();
    const waiting = this.pending(userId);
    if (waiting.length === 0) return;
    const due = Math.min(...waiting.map((e) => e.nextAttemptAt));
    this.cancelTimer = this.schedule(() => void this.flush(userId), Math.max(0, due - this.now()));
  }

  private write(entry: OutboxEntry): void {
    this.options.storage.setItem(entryKey(entry.userId, entry.body.client_event_id), JSON.stringify(entry));
  }

  private remove(entry: OutboxEntry): void {
    this.options.storage.removeItem(entryKey(entry.userId, entry.body.client_event_id));
  }
}

function parseEntry(raw: string | null): OutboxEntry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as OutboxEntry;
    const valid =
      typeof entry.userId === "string" &&
      typeof entry.body?.client_event_id === "string" &&
      typeof entry.body.timestamp === "number" &&
      typeof entry.attempts === "number";
    return valid ? entry : null;
  } catch {
    return null;
  }
}

/** How the server's answer to a post decides the entry's fate. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return "accepted";
  // 401: the session is being refreshed or the user signs in again; 408/409/429: try later.
  if (status === 401 || status === 408 || status === 409 || status === 429) return "retry";
  return status >= 400 && status < 500 ? "rejected" : "retry";
}
