/**
 * Single-use tickets for opening the UserHub socket. Browsers cannot set headers on a WebSocket,
 * so a signed-in client trades its bearer token for a ticket (POST /api/realtime/ticket) and puts
 * the ticket in the socket URL. Only the ticket's hash is stored; redeeming deletes it atomically.
 */
import { eq, lte } from "drizzle-orm";
import { REALTIME_TICKET_TTL_SECONDS } from "../contract/realtime";
import type { Db } from "../db/client";
import { realtimeTickets } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";

export type RealtimeTicket = { ticket: string; expiresAt: number };

export async function issueRealtimeTicket(db: Db, userId: string, now = Date.now()): Promise<RealtimeTicket> {
  const ticket = randomToken();
  const expiresAt = now + REALTIME_TICKET_TTL_SECONDS * 1000;
  await db.batch([
    db.delete(realtimeTickets).where(lte(realtimeTickets.expiresAt, now)),
    db.insert(realtimeTickets).values({ tokenHash: await sha256Hex(ticket), userId, expiresAt }),
  ]);
  return { ticket, expiresAt };
}

/** Returns the ticket's user id and consumes the ticket, or null when it is unknown, used or expired. */
export async function redeemRealtimeTicket(db: Db, ticket: string, now = Date.now()): Promise<string | null> {
  if (!ticket || ticket.length > 128) return null;
  const [row] = await db
    .delete(realtimeTickets)
    .where(eq(realtimeTickets.tokenHash, await sha256Hex(ticket)))
    .returning({ userId: realtimeTickets.userId, expiresAt: realtimeTickets.expiresAt });
  return row && row.expiresAt > now ? row.userId : null;
}
