/**
 * Which session each socket belongs to, and whether that session is still live. The attachment
 * carries the session id (it survives hibernation); the sign-out path tells the hub directly
 * (UserHub.endSessions), and a frame that writes checks the session in D1 first. That check trusts
 * a session it found live less than a minute ago, since the direct calls already closed the sockets
 * of a sign-out (endSessions) and of sessions ended some other way, a reused refresh token or a
 * second factor ending the aal1 sessions (closeSocketsOfGoneSessions).
 */
import { and, eq } from "drizzle-orm";
import { LIVE_SESSION_TTL_MS, LiveSessions } from "../../worker/auth/live-sessions";
import type { LogoutScope } from "../../worker/auth/sessions";
import { createDb } from "../../worker/db/client";
import { sessions } from "../../worker/db/schema";
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

  /** Forgets the sessions a sign-out of `currentSessionId` with `scope` ended and returns their sockets. */
  ended(sockets: WebSocket[], scope: LogoutScope, currentSessionId: string): WebSocket[] {
    if (scope === "local") this.live.forget(currentSessionId);
    else this.live.forgetUser(this.userId, scope === "others" ? currentSessionId : undefined);
    return sockets.filter((ws) => {
      const sessionId = attachmentOf(ws)?.sessionId;
      if (scope === "local") return sessionId === currentSessionId;
      if (scope === "others") return sessionId !== currentSessionId;
      return true;
    });
  }

  /** Asks D1 which of the user's sessions still exist, remembers those and returns the sockets of the others. */
  async gone(sockets: WebSocket[]): Promise<WebSocket[]> {
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
