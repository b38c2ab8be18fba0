/** POST /api/realtime/ticket: a signed-in user trades their access token for a single-use socket ticket. */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { issueRealtimeTicket } from "../realtime/tickets";

export const realtimeTicketRoutes = new Hono<AppEnv>().use(signedIn).post("/", async (c) => {
  const { userId, sessionId } = c.var.user;
  return c.json(await issueRealtimeTicket(c.var.db, { userId, sessionId }));
});
