/**
 * Sockets end with their session. The Worker hands the hub the session id of the ticket that opened
 * a socket (in HUB_SESSION_HEADER, which only the Worker can set: the hub has no public route), and
 * tells the hub directly when sessions end, so their sockets close at once rather than when a frame
 * next finds the session gone.
 */
/** Carries the ticket's session id from GET /api/realtime to the hub's upgrade. */
export const HUB_SESSION_HEADER = "X-Lexora-Session";

/**
 * Closes at once the sockets of every session of the user that D1 no longer has: after a sign-out of
 * any scope, a password change, a reused refresh token or a second factor ending the aal1 sessions.
 * Call it once the sessions' end is committed; the hub asks D1 which sessions remain. A failure is
 * logged, not thrown: the sessions have ended already, and the hub's own check refuses their next write.
 */
export async function closeEndedSessionSockets(env: Pick<Env, "USER_HUB">, userId: string): Promise<void> {
  try {
    await env.USER_HUB.getByName(userId).closeSocketsOfEndedSessions();
  } catch (err) {
    console.error("closing the sockets of ended sessions failed", err);
  }
}
