/**
 * GET /api/game-socket?game=…&ticket=… (the host: a realtime ticket of the game's teacher) or
 * ?game=…&player=… (a player's token from POST /api/games/join) upgrades to the game's socket.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { games } from "../db/schema";
import type { AppEnv } from "../env";
import { HOST_HEADER } from "../games/registry";
import { errorJson } from "../lib/errors";
import { redeemRealtimeTicket } from "../realtime/tickets";

export const gameSocketRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const gameId = c.req.query("game") ?? "";
  const ticket = c.req.query("ticket");
  const player = c.req.query("player");
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return errorJson(c, 426, "upgrade_required");
  if (!gameId || gameId.length > 64) return errorJson(c, 404, "game_not_found");
  const upgrade = new Request(c.req.raw);
  // Only this route says who hosts: whatever a client sent in the header is dropped.
  upgrade.headers.delete(HOST_HEADER);
  if (ticket) {
    const holder = await redeemRealtimeTicket(c.var.db, ticket);
    if (!holder) return errorJson(c, 401, "invalid_ticket");
    const [game] = await c.var.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.id, gameId), eq(games.teacherId, holder.userId)));
    if (!game) return errorJson(c, 404, "game_not_found");
    upgrade.headers.set(HOST_HEADER, "1");
  } else if (!player) return errorJson(c, 401, "invalid_ticket");
  else {
    const [game] = await c.var.db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (!game) return errorJson(c, 404, "game_not_found");
  }
  const res = await c.env.CLASS_GAME.getByName(gameId).fetch(upgrade);
  if (res.status === 401) return errorJson(c, 401, "invalid_ticket");
  if (res.status === 403) return errorJson(c, 403, "game_kicked");
  return res;
});
