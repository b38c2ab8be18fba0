/**
 * Single-use tickets for opening the UserHub socket. Browsers cannot set headers on a WebSocket,
 * so a signed-in client trades its bearer token for a ticket (POST /api/realtime/ticket) and puts
 * the ticket in the socket URL. Only the ticket's hash is stored; redeeming deletes it atomically.
 * A ticket belongs to the session that asked for it: ending the session deletes its unused tickets
 * (foreign key) and closes the sockets they opened (worker/realtime/sessions.ts).
 */
import { eq, lte } from "drizzle-orm";
import { REALTIME_TICKET_TTL_SECONDS } from "../contract/realtime";
import type { Db } from "../db/client";
import { realtimeTickets } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";

export type RealtimeTicket = { ticket: string; expiresAt: number };
/** Whose socket a redeemed ticket opens. */
export type TicketHolder = { userId: string; sessionId: string };

export async function issueRealtimeTicket(db: Db, { userId, sessionId }: TicketHolder, now = Date.now()): Promise<RealtimeTicket> {
  const ticket = randomToken();
  const expiresAt = now + REALTIME_TICKET_TTL_SECONDS * 1000;
  await db.batch([
    db.delete(realtimeTickets).where(lte(realtimeTickets.expiresAt, now)),
    db.insert(realtimeTickets).values({ tokenHash: await sha256Hex(ticket), userId, sessionId, expiresAt }),
  ]);
  return { ticket, expiresAt };
}

/** Returns the ticket's user and session and consumes the ticket, or null when it is unknown, used or expired. */
export async function redeemRealtimeTicket(db: Db, ticket: string, now = Date.now()): Promise<TicketHolder | null> {
  if (!ticket || ticket.length > 128) return null;
  const [row] = await db
    .delete(realtimeTickets)
    .where(eq(realtimeTickets.tokenHash, await sha256Hex(ticket)))
    .returning({ userId: realtimeTickets.userId, sessionId: realtimeTickets.sessionId, expiresAt: realtimeTickets.expiresAt });
  return row && row.expiresAt > now ? { userId: row.userId, sessionId: row.sessionId } : null;
}
