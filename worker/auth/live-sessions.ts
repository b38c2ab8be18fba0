/**
 * This isolate's memory of sessions it recently found alive in D1, so a signed-in read does not
 * cost a D1 round trip (D1 sits in one region, far from most edges). An entry lives at most
 * `ttlMs`; the map holds at most `maxEntries` (the oldest go first). Ending a session here forgets
 * it at once; an isolate that did not see the sign-out forgets it when the entry expires.
 */
type Entry = { userId: string; until: number };

export class LiveSessions {
  private readonly entries = new Map<string, Entry>();
  /** The clock, replaceable so a test can move past the TTL without waiting. */
  clock: () => number = Date.now;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** True when this session was seen alive for this user less than `ttlMs` ago. */
  isLive(sessionId: string, userId: string): boolean {
    const entry = this.entries.get(sessionId);
    if (!entry) return false;
    if (entry.until > this.clock() && entry.userId === userId) return true;
    this.entries.delete(sessionId);
    return false;
  }

  remember(sessionId: string, userId: string): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { userId, until: this.clock() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  /** Forgets every session of a user, or all but `keep`. */
  forgetUser(userId: string, keep?: string): void {
    for (const [sessionId, entry] of this.entries) {
      if (entry.userId === userId && sessionId !== keep) this.entries.delete(sessionId);
    }
  }

  /** Forgets everything, as a fresh isolate would. */
  clear(): void {
    this.entries.clear();
  }
}

/** Revocation reaches reads in other isolates within this time (writes always ask D1). */
export const LIVE_SESSION_TTL_MS = 60_000;

export const liveSessions = new LiveSessions(LIVE_SESSION_TTL_MS, 1_000);
