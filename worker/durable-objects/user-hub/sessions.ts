/**
 * Which session each socket belongs to, and whether that session is still live. The attachment
 * carries the session id (it survives hibernation); whatever ends sessions tells the hub directly
 * (UserHub.closeSocketsOfEndedSessions, which asks D1 which sessions remain), and a frame that writes
 * checks the session in D1 first. That check trusts a session it found live less than a minute ago,
 * since the direct call already closed the sockets of every ended session.
 */
import { and, eq } from "drizzle-orm";
import { LIVE_SESSION_TTL_MS, LiveSessions } from "../../auth/live-sessions";
import { createDb } from "../../db/client";
import { sessions } from "../../db/schema";
import { attachmentOf } from "./sockets";

/** A user has few sessions; this only bounds the memory of a hub that saw many. */
const REMEMBERED_SESSIONS = 100;

export class HubSessions {
  private readonly live = new LiveSessions(LIVE_SESSION_TTL_MS, REMEMBERED_SESSIONS);

  constructor(
    private readonly db: D1Database,
    private readonly userId: string,
  ) {}

  async isLive(sessionId: string | undefined): Promise<boolean> {
    // A socket from before sockets knew their session cannot be checked: it reconnects with a ticket.
    if (!sessionId) return false;
    if (this.live.isLive(sessionId, this.userId)) return true;
    const row = await createDb(this.db).query.sessions.findFirst({
      where: and(eq(sessions.id, sessionId), eq(sessions.userId, this.userId)),
      columns: { id: true },
    });
    if (!row) return false;
    this.live.remember(sessionId, this.userId);
    return true;
  }

  /** Asks D1 which of the user's sessions still exist, remembers those and returns the sockets of the others. */
  async ended(sockets: WebSocket[]): Promise<WebSocket[]> {
    const rows = await createDb(this.db).select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, this.userId));
    const live = new Set(rows.map((row) => row.id));
    this.live.forgetUser(this.userId);
    for (const sessionId of live) this.live.remember(sessionId, this.userId);
    return sockets.filter((ws) => {
      const sessionId = attachmentOf(ws)?.sessionId;
      return sessionId === undefined || !live.has(sessionId);
    });
  }
}
