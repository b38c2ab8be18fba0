/**
 * Sockets end with their session. The Worker hands the hub the session id of the ticket that opened
 * a socket (in HUB_SESSION_HEADER, which only the Worker can set: the hub has no public route), and
 * tells the hub directly when sessions end, so their sockets close at once rather than when a frame
 * next finds the session gone.
 */
import type { LogoutScope } from "../auth/sessions";

/** Carries the ticket's session id from GET /api/realtime to the hub's upgrade. */
export const HUB_SESSION_HEADER = "X-Lexora-Session";

/**
 * Closes the sockets of the sessions a sign-out (or password change) of `currentSessionId` ended;
 * call it once that is committed. A failure is logged, not thrown: the sessions have ended already,
 * and the hub's own check refuses their next write.
 */
export async function closeEndedSessionSockets(
  env: Pick<Env, "USER_HUB">,
  userId: string,
  scope: LogoutScope,
  currentSessionId: string,
): Promise<void> {
  try {
    await env.USER_HUB.getByName(userId).endSessions(scope, currentSessionId);
  } catch (err) {
    console.error("closing the sockets of ended sessions failed", err);
  }
}

/**
 * Closes the sockets of sessions that ended without a sign-out (a reused refresh token, a second
 * factor ending the aal1 sessions); the hub asks D1 which sessions remain. Logged, not thrown, as above.
 */
export async function closeGoneSessionSockets(env: Pick<Env, "USER_HUB">, userId: string): Promise<void> {
  try {
    await env.USER_HUB.getByName(userId).closeSocketsOfGoneSessions();
  } catch (err) {
    console.error("closing the sockets of ended sessions failed", err);
  }
}
