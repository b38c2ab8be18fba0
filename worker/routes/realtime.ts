/**
 * GET /api/realtime?ticket=… upgrades to the caller's UserHub socket. The header middleware leaves
 * the 101 response alone (its headers are immutable) and marks only the refusals.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { errorJson } from "../lib/errors";
import { HUB_SESSION_HEADER } from "../realtime/sessions";
import { redeemRealtimeTicket } from "../realtime/tickets";

export const realtimeRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const ticket = c.req.query("ticket");
  const holder = ticket ? await redeemRealtimeTicket(c.var.db, ticket) : null;
  if (!holder) {
    return errorJson(c, 401, "invalid_ticket");
  }
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return errorJson(c, 426, "upgrade_required");
  }
  // Set here, over anything the client sent, so the hub knows which session the socket belongs to.
  const upgrade = new Request(c.req.raw);
  upgrade.headers.set(HUB_SESSION_HEADER, holder.sessionId);
  return c.env.USER_HUB.getByName(holder.userId).fetch(upgrade);
});
