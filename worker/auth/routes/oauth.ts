/**
 * Google sign-in and identity linking: GET /authorize (browser navigation → 302 to Google),
 * GET /user/identities/authorize (for linking, `{ url }` with skip_http_redirect), GET|POST
 * /callback (Google's return: 302 to the app signed in, or with `?code=` under PKCE) and
 * DELETE /user/identities/:identity_id.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { randomToken } from "../../lib/crypto";
import { flowStates } from "../../db/auth-schema";
import type { AuthEnv } from "../context";
import { commit } from "../../db/client";
import { AuthError, validationFailed } from "../errors";
import { issueAuthCode, newFlowState, parseCodeChallenge } from "../flow-states";
import { exchangeGoogleCode, FORWARDED_PARAMS, googleAuthorizationUrl, verifyGoogleIdToken } from "../google";
import { sendJson } from "../http";
import { googleAccount, unlinkIdentityStatements } from "../identities";
import { errorRedirectUrl, safeRedirect, withQuery } from "../redirects";
import { requireSession } from "../require-session";
import { requester, sessionRedirectUrl, startSession } from "../sessions";

/** The time a person has to get through Google's screens. */
const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

function enabledGoogle(c: Context<AuthEnv>) {
  const provider = c.req.query("provider");
  const { google } = c.var.config;
  if (provider !== "google" || !google) throw validationFailed(`Unsupported provider: ${provider ?? "none"} is not enabled`);
  return google;
}

/** Starts a flow and answers with a 302 to Google, or with `{ url }` when the app navigates itself. */
async function startGoogleFlow(c: Context<AuthEnv>, linkingTargetId?: string) {
  const { db, config } = c.var;
  const google = enabledGoogle(c);
  const query = c.req.query();
  const challenge = parseCodeChallenge({ code_challenge: query.code_challenge, code_challenge_method: query.code_challenge_method });
  const redirectTo = safeRedirect(config, query.redirect_to);
  const codeVerifier = randomToken(32);
  const nonce = randomToken(16);
  const now = Date.now();
  const flow = newFlowState(
    db,
    { method: "oauth", challenge, provider: "google", providerCodeVerifier: codeVerifier, nonce, redirectTo, linkingTargetId },
    now,
  );
  await commit(db, flow.statements);
  const forwarded = Object.fromEntries(FORWARDED_PARAMS.flatMap((name) => (query[name] ? [[name, query[name]]] : [])));
  const url = await googleAuthorizationUrl(google, {
    redirectUri: `${config.apiUrl}/callback`,
    state: flow.id,
    nonce,
    codeVerifier,
    scopes: query.scopes,
    forwarded,
  });
  return query.skip_http_redirect === "true" ? sendJson(c, { url }) : c.redirect(url, 302);
}

const callbackParams = z.object({
  state: z.string().max(64).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

async function readCallbackParams(c: Context<AuthEnv>) {
  const raw = c.req.method === "POST" ? await c.req.parseBody().catch(() => ({})) : c.req.query();
  const parsed = callbackParams.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

const stateId = z.uuid();

async function finishGoogleFlow(c: Context<AuthEnv>) {
  const { db, config } = c.var;
  const params = await readCallbackParams(c);
  const now = Date.now();
  const flow =
    params.state && stateId.safeParse(params.state).success
      ? await db.query.flowStates.findFirst({ where: and(eq(flowStates.id, params.state), isNotNull(flowStates.provider)) })
      : undefined;
  if (!flow || now - flow.createdAt > OAUTH_FLOW_TTL_MS) {
    const error = { code: "bad_oauth_state", message: "OAuth state parameter is invalid or has expired" };
    return c.redirect(errorRedirectUrl(config.siteUrl, error, "invalid_request"), 303);
  }
  const target = safeRedirect(config, flow.redirectTo);
  try {
    // Claim the flow: its verifier can be used once, so a replayed callback finds nothing.
    const [claimed] = await db
      .update(flowStates)
      .set({ providerCodeVerifier: null })
      .where(and(eq(flowStates.id, flow.id), isNotNull(flowStates.providerCodeVerifier)))
      .returning({ id: flowStates.id });
    if (!claimed || !flow.providerCodeVerifier || !flow.nonce) {
      throw new AuthError(400, "flow_state_already_used", "State has already been used");
    }
    if (params.error) throw new AuthError(400, params.error, params.error_description ?? params.error);
    if (!params.code) throw new AuthError(400, "bad_oauth_callback", "OAuth callback with missing authorization code");
    const google = config.google;
    if (!google) throw validationFailed("Unsupported provider: google is not enabled");
    const idToken = await exchangeGoogleCode(google, params.code, `${config.apiUrl}/callback`, flow.providerCodeVerifier);
    const claims = await verifyGoogleIdToken(google, idToken, flow.nonce);
    const account = await googleAccount(db, claims, google.issuer, flow.linkingTargetId, now);
    if (flow.codeChallenge) {
      const { code, statement } = await issueAuthCode(db, flow.id, account.userId, now);
      await commit(db, [...account.statements, statement]);
      return c.redirect(withQuery(target, { code }), 302);
    }
    const session = await startSession(db, config, account.userId, "oauth", requester(c), account.statements, now);
    await commit(db, [db.delete(flowStates).where(eq(flowStates.id, flow.id))]);
    return c.redirect(sessionRedirectUrl(target, session), 302);
  } catch (err) {
    if (!(err instanceof AuthError) || err.status >= 500) throw err;
    return c.redirect(errorRedirectUrl(target, err, err.code === "bad_oauth_callback" ? "server_error" : "access_denied"), 303);
  }
}

const identityId = z.uuid();

export const oauthRoutes = new Hono<AuthEnv>()
  .get("/authorize", (c) => startGoogleFlow(c))
  .get("/user/identities/authorize", requireSession, (c) => startGoogleFlow(c, c.var.signedIn.record.user.id))
  .get("/callback", finishGoogleFlow)
  .post("/callback", finishGoogleFlow)
  .delete("/user/identities/:identity_id", requireSession, async (c) => {
    const { db, signedIn } = c.var;
    const id = c.req.param("identity_id");
    if (!identityId.safeParse(id).success) throw new AuthError(404, "validation_failed", "identity_id must be an UUID");
    await commit(db, await unlinkIdentityStatements(db, signedIn.record, id, Date.now()));
    return sendJson(c, {});
  });
