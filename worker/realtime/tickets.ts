/**
 * Single-use tickets for opening the UserHub socket. Browsers cannot set headers on a WebSocket,
 * so a signed-in client trades its bearer token for a ticket (POST /api/realtime/ticket) and puts
 * the ticket in the socket URL. Only the ticket's hash is stored; redeeming deletes it atomically.
 */
import { REALTIME_TICKET_TTL_SECONDS } from "../contract/realtime";
import { randomToken, sha256Hex } from "../lib/crypto";

export type RealtimeTicket = { ticket: string; expiresAt: number };

export async function issueRealtimeTicket(db: D1Database, userId: string, now = Date.now()): Promise<RealtimeTicket> {
  const ticket = randomToken();
  const expiresAt = now + REALTIME_TICKET_TTL_SECONDS * 1000;
  await db.batch([
    db.prepare("DELETE FROM realtime_tickets WHERE expires_at <= ?").bind(now),
    db
      .prepare("INSERT INTO realtime_tickets (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256Hex(ticket), userId, expiresAt),
  ]);
  return { ticket, expiresAt };
}

/** Returns the ticket's user id and consumes the ticket, or null when it is unknown, used or expired. */
export async function redeemRealtimeTicket(db: D1Database, ticket: string, now = Date.now()): Promise<string | null> {
  if (!ticket || ticket.length > 128) return null;
  const row = await db
    .prepare("DELETE FROM realtime_tickets WHERE token_hash = ? RETURNING user_id, expires_at")
    .bind(await sha256Hex(ticket))
    .first<{ user_id: string; expires_at: number }>();
  return row && row.expires_at > now ? row.user_id : null;
}
