/**
 * PKCE (RFC 7636) flow states. A flow that starts with a `code_challenge` (email sign-up, recovery,
 * email change, OAuth) ends with `?code=<auth code>` instead of tokens in the URL; the app trades
 * the code plus its verifier at `POST /token?grant_type=pkce`. Codes are single-use and stored hashed.
 */
import { eq, lt } from "drizzle-orm";
import { z } from "zod";
import { base64Url, sha256Hex } from "../lib/crypto";
import { flowStates } from "../db/auth-schema";
import { commit, type Db } from "../db/client";
import { AuthError, validationFailed } from "./errors";
import type { AuthenticationMethod } from "./sessions";

export type FlowStateRow = typeof flowStates.$inferSelect;
export type CodeChallenge = { challenge: string; method: "s256" | "plain" };

/** An issued auth code must be exchanged within this time (GoTrue's minimum flow state expiry). */
export const AUTH_CODE_TTL_SECONDS = 300;
/** Flow states nobody finished are removed after this long. */
const ABANDONED_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

export const pkceFields = {
  code_challenge: z.string().max(1024).nullish(),
  code_challenge_method: z.string().max(32).nullish(),
};

export function parseCodeChallenge(body: { code_challenge?: string | null; code_challenge_method?: string | null }): CodeChallenge | null {
  const { code_challenge: challenge, code_challenge_method: method } = body;
  if (!challenge && !method) return null;
  if (!challenge || !method) throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") throw validationFailed(`Unsupported code_challenge_method: ${method}`);
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed("code challenge has to be between 43 and 128 characters");
  if (!PKCE_VALUE.test(challenge)) throw validationFailed("code challenge contains characters outside [A-Za-z0-9._~-]");
  return { challenge, method: normalized };
}

export function newFlowState(
  db: Db,
  values: {
    method: AuthenticationMethod;
    challenge: CodeChallenge | null;
    userId?: string | null;
    provider?: string;
    providerCodeVerifier?: string;
    nonce?: string;
    redirectTo?: string;
    linkingTargetId?: string;
  },
  now: number,
) {
  const id = crypto.randomUUID();
  const statements = [
    db.delete(flowStates).where(lt(flowStates.createdAt, now - ABANDONED_AFTER_MS)),
    db.insert(flowStates).values({
      id,
      userId: values.userId ?? null,
      authenticationMethod: values.method,
      codeChallenge: values.challenge?.challenge ?? null,
      codeChallengeMethod: values.challenge?.method ?? null,
      provider: values.provider ?? null,
      providerCodeVerifier: values.providerCodeVerifier ?? null,
      nonce: values.nonce ?? null,
      redirectTo: values.redirectTo ?? null,
      linkingTargetId: values.linkingTargetId ?? null,
      createdAt: now,
    }),
  ];
  return { id, statements };
}

/** Statement that hands the flow to its user and issues the auth code put in the redirect. */
export async function issueAuthCode(db: Db, flowStateId: string, userId: string, now: number) {
  const code = crypto.randomUUID();
  const statement = db
    .update(flowStates)
    .set({ userId, authCodeHash: await sha256Hex(code), authCodeIssuedAt: now })
    .where(eq(flowStates.id, flowStateId));
  return { code, statement };
}

async function challengeOf(verifier: string, method: CodeChallenge["method"]): Promise<string> {
  if (method === "plain") return verifier;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * Checks the code and verifier and consumes the flow state, so a code works once. Returns the
 * flow's user and how they authenticated.
 */
export async function redeemAuthCode(
  db: Db,
  authCode: string,
  verifier: string,
  now = Date.now(),
): Promise<FlowStateRow & { userId: string }> {
  const flow = await db.query.flowStates.findFirst({ where: eq(flowStates.authCodeHash, await sha256Hex(authCode)) });
  if (!flow?.userId || flow.authCodeIssuedAt == null) {
    throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  }
  if (now - flow.authCodeIssuedAt > AUTH_CODE_TTL_SECONDS * 1000) {
    await commit(db, [db.delete(flowStates).where(eq(flowStates.id, flow.id))]);
    throw new AuthError(422, "flow_state_expired", "Flow state has expired");
  }
  if (!flow.codeChallenge || !flow.codeChallengeMethod || !PKCE_VALUE.test(verifier)) {
    throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  const expected = new TextEncoder().encode(flow.codeChallenge);
  const actual = new TextEncoder().encode(await challengeOf(verifier, flow.codeChallengeMethod));
  if (expected.length !== actual.length || !crypto.subtle.timingSafeEqual(expected, actual)) {
    throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  const claimed = await db.delete(flowStates).where(eq(flowStates.id, flow.id)).returning({ id: flowStates.id });
  if (!claimed.length) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  return { ...flow, userId: flow.userId };
}
