/**
 * Email confirmation, recovery and email-change tokens. Each mail carries two ways to prove it was
 * received: a link with a random `token_hash`, and a six-digit code for `verifyOtp({ email, token })`.
 * Only hashes are stored; issuing a new token of a kind replaces the previous one.
 */
import { and, eq, inArray } from "drizzle-orm";
import { randomToken, sha256Hex } from "../lib/crypto";
import { oneTimeTokens } from "../db/auth-schema";
import type { Db } from "../db/client";

export type OneTimeTokenType = (typeof oneTimeTokens.$inferSelect)["tokenType"];
export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;

export const OTP_LENGTH = 6;

/** A uniformly random numeric code (rejection sampling, no modulo bias). */
function randomOtp(): string {
  const limit = 10 ** OTP_LENGTH;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value !== undefined && value < ceiling) return String(value % limit).padStart(OTP_LENGTH, "0");
  }
}

const otpHash = (email: string, otp: string) => sha256Hex(`${email}:${otp}`);

export type IssuedToken = { tokenHash: string; otp: string };

export async function issueOneTimeToken(
  db: Db,
  input: { userId: string; type: OneTimeTokenType; email: string; flowStateId?: string | null },
  now: number,
) {
  const issued: IssuedToken = { tokenHash: randomToken(32), otp: randomOtp() };
  const statements = [
    db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.tokenType, input.type))),
    db.insert(oneTimeTokens).values({
      id: crypto.randomUUID(),
      userId: input.userId,
      tokenType: input.type,
      linkHash: await sha256Hex(issued.tokenHash),
      otpHash: await otpHash(input.email, issued.otp),
      relatesTo: input.email,
      flowStateId: input.flowStateId ?? null,
      createdAt: now,
    }),
  ];
  return { issued, statements };
}

export type TokenProof = { tokenHash: string } | { email: string; otp: string };

/** The unexpired token matching the proof, of one of the accepted types. */
export async function findOneTimeToken(
  db: Db,
  proof: TokenProof,
  types: OneTimeTokenType[],
  maxAgeSeconds: number,
  now: number,
): Promise<OneTimeTokenRow | null> {
  if (!types.length) return null;
  const match =
    "tokenHash" in proof
      ? eq(oneTimeTokens.linkHash, await sha256Hex(proof.tokenHash))
      : and(eq(oneTimeTokens.otpHash, await otpHash(proof.email, proof.otp)), eq(oneTimeTokens.relatesTo, proof.email));
  const row = await db.query.oneTimeTokens.findFirst({ where: and(match, inArray(oneTimeTokens.tokenType, types)) });
  if (!row || now - row.createdAt > maxAgeSeconds * 1000) return null;
  return row;
}

export function deleteOneTimeTokens(db: Db, userId: string, types: OneTimeTokenType[]) {
  return db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.userId, userId), inArray(oneTimeTokens.tokenType, types)));
}
