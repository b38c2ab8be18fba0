import { env } from "cloudflare:workers";
import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { signAccessToken } from "../../../worker/auth/jwt";
import { accessToken, authFetch, BASE, confirmedUser, signIn, workerFetch } from "./helpers";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** What an authenticator app shows for the secret, `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

/** Waits out the end of a 30 s step, so codes computed now still belong to the step the server sees. */
async function freshTotpStep(marginMs = 5000) {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function enrolledUser() {
  const user = await confirmedUser();
  const { data, error } = await user.client.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (error || !data || data.type !== "totp") throw error ?? new Error("enroll failed");
  return { ...user, factorId: data.id, secret: data.totp.secret };
}

describe("TOTP multi-factor authentication", () => {
  it("enrolls a factor with an SVG QR code, a base32 secret and an otpauth URI", async () => {
    const { client, email } = await confirmedUser();
    const { data, error } = await client.mfa.enroll({ factorType: "totp", friendlyName: "Phone", issuer: "Lexora" });
    expect(error).toBeNull();
    if (data?.type !== "totp") throw new Error("not a totp factor");
    expect(data.friendly_name).toBe("Phone");
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.uri).toBe(
      `otpauth://totp/Lexora:${encodeURIComponent(email)}?issuer=Lexora&secret=${data.totp.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // auth-js turns the raw SVG the server sends into a data URL.
    expect(data.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);

    const token = await accessToken(client);
    const raw = await authFetch("/factors", {
      method: "POST",
      headers: bearer(token),
      json: { factor_type: "totp", friendly_name: "Tablet" },
    });
    const body = (await raw.json()) as { totp: { qr_code: string } };
    expect(body.totp.qr_code.startsWith("<svg")).toBe(true);

    const listed = await client.mfa.listFactors();
    expect(listed.data?.all.map((f) => f.status)).toEqual(["unverified", "unverified"]);
    expect(listed.data?.totp).toEqual([]);
  });

  it("verifies a challenge: the session becomes aal2 and the user's other aal1 sessions end", async () => {
    const { client, factorId, secret, email, password } = await enrolledUser();
    const { client: otherDevice } = await signIn(email, password);
    const otherToken = await accessToken(otherDevice);

    const challenge = await client.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ id: expect.any(String), type: "totp" });
    expect(challenge.data!.expires_at - Math.floor(Date.now() / 1000)).toBeGreaterThan(290);

    const wrong = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 5) });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed", message: "Invalid TOTP code entered" });

    const { data, error } = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret) });
    expect(error).toBeNull();
    expect(data).toMatchObject({ token_type: "bearer", user: { factors: [{ id: factorId, status: "verified", factor_type: "totp" }] } });

    const aal = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    expect(aal.data?.currentAuthenticationMethods).toMatchObject([{ method: "totp" }, { method: "otp" }]);
    expect((await authFetch("/user", { headers: bearer(otherToken) })).status).toBe(403);

    // A refreshed session stays aal2.
    await client.refreshSession();
    expect((await client.getClaims()).data?.claims.aal).toBe("aal2");
  });

  it("accepts a challenge once and a code once", async () => {
    const { client, factorId, secret } = await enrolledUser();
    await freshTotpStep();
    const first = await client.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    expect(first.error).toBeNull();
    const challenge = await client.mfa.challenge({ factorId });
    const replayedCode = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret) });
    expect(replayedCode.error?.code).toBe("mfa_verification_failed");
    const next = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 1) });
    expect(next.error).toBeNull();
    const replayedChallenge = await client.mfa.verify({ factorId, challengeId: challenge.data!.id, code: codeFor(secret, 1) });
    expect(replayedChallenge.error?.code).toBe("mfa_factor_not_found");
  });

  it("asks for aal2 before a second factor, an unenroll, or a password change", async () => {
    const { client, factorId, secret, email, password } = await enrolledUser();
    await client.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    const { client: aal1 } = await signIn(email, password);
    expect((await aal1.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    expect((await aal1.mfa.enroll({ factorType: "totp" })).error).toMatchObject({ status: 403, code: "insufficient_aal" });
    expect((await aal1.mfa.unenroll({ factorId })).error).toMatchObject({ status: 422, code: "insufficient_aal" });
    expect((await aal1.updateUser({ password: "something else" })).error).toMatchObject({ status: 401, code: "insufficient_aal" });
  });

  it("unenrolls from an aal2 session, which then counts as aal1 again", async () => {
    const { client, factorId, secret } = await enrolledUser();
    await client.mfa.challengeAndVerify({ factorId, code: codeFor(secret) });
    const { data, error } = await client.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    await client.refreshSession();
    const claims = (await client.getClaims()).data?.claims;
    expect(claims?.aal).toBe("aal1");
    expect(claims?.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);
    expect((await client.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("rejects factors that are not the caller's, malformed ids, and other factor types", async () => {
    const { factorId } = await enrolledUser();
    const { client: stranger } = await confirmedUser();
    expect((await stranger.mfa.challenge({ factorId })).error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
    const token = await accessToken(stranger);
    const malformed = await authFetch("/factors/not-a-uuid/challenge", { method: "POST", headers: bearer(token), json: {} });
    expect(malformed.status).toBe(404);
    expect((await stranger.mfa.enroll({ factorType: "phone", phone: "+77010000000" })).error?.code).toBe("mfa_phone_enroll_not_enabled");
    const bad = await authFetch("/factors", { method: "POST", headers: bearer(token), json: { factor_type: "sms" } });
    expect(bad.status).toBe(400);
  });

  it("refuses a second factor with the same friendly name", async () => {
    const { client } = await confirmedUser();
    await client.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect((await client.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })).error?.code).toBe("mfa_factor_name_conflict");
  });
});

/** A call of the product API with a bearer token. */
const api = (path: string, token: string, init: RequestInit = {}) => workerFetch()(`${BASE}${path}`, { ...init, headers: bearer(token) });

const MFA_REQUIRED = {
  error: { code: "mfa_required", message: "A two-factor code is needed to finish signing in: enter the code from your authenticator app." },
};

/** An account whose factor is verified, and a fresh password sign-in of it (aal1). */
async function twoFactorAccount() {
  const user = await enrolledUser();
  await freshTotpStep();
  const raised = await user.client.mfa.challengeAndVerify({ factorId: user.factorId, code: codeFor(user.secret) });
  if (raised.error) throw raised.error;
  const { client: device } = await signIn(user.email, user.password);
  return { ...user, device };
}

describe("two-factor sign-in enforced on /api", () => {
  it("refuses an aal1 token of an account with a verified factor until a code raises it", async () => {
    const { device, factorId, secret } = await twoFactorAccount();
    const token = await accessToken(device);
    expect((await device.getClaims()).data?.claims).toMatchObject({ aal: "aal1", next_aal: "aal2" });

    for (const [method, path] of [
      ["GET", "/api/profile"],
      ["GET", "/api/words"],
      ["POST", "/api/realtime/ticket"],
    ] as const) {
      const res = await api(path, token, { method });
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toEqual(MFA_REQUIRED);
    }
    // Public routes answer it as a visitor.
    expect((await api("/api/health", token)).status).toBe(200);

    // What completes the sign-in stays open at aal1: the user, a refresh, challenge and verify.
    expect((await authFetch("/user", { headers: bearer(token) })).status).toBe(200);
    expect((await device.refreshSession()).error).toBeNull();
    const wrong = await device.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 5) });
    expect(wrong.error?.code).toBe("mfa_verification_failed");
    expect((await api("/api/profile", await accessToken(device))).status).toBe(403);
    const right = await device.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(right.error).toBeNull();

    const raised = await accessToken(device);
    expect((await device.getClaims()).data?.claims).toMatchObject({ aal: "aal2", next_aal: "aal2" });
    expect((await api("/api/profile", raised)).status).toBe(200);
    expect((await api("/api/realtime/ticket", raised, { method: "POST" })).status).toBe(200);
  });

  it("looks the factor up for an aal1 token issued before tokens said next_aal", async () => {
    const { device } = await twoFactorAccount();
    const { next_aal: _nextAal, exp: _exp, iat: _iat, aud: _aud, role: _role, ...claims } = (await device.getClaims()).data!.claims;
    const { token } = await signAccessToken(
      (env as unknown as Env).JWT_SIGNING_KEY!,
      claims as unknown as Parameters<typeof signAccessToken>[1],
    );
    expect((await api("/api/profile", token)).status).toBe(403);
  });

  it("lets the aal1 session sign out", async () => {
    const { device, email, password } = await twoFactorAccount();
    const token = await accessToken(device);
    expect((await device.signOut({ scope: "local" })).error).toBeNull();
    expect((await authFetch("/user", { headers: bearer(token) })).status).toBe(403);
    // The account's other sessions are untouched by a local sign-out.
    expect((await signIn(email, password)).session).toBeTruthy();
  });

  it("leaves accounts without a verified factor alone, unenrolled ones included", async () => {
    const { client } = await confirmedUser();
    expect((await client.getClaims()).data?.claims).toMatchObject({ aal: "aal1", next_aal: "aal1" });
    expect((await api("/api/profile", await accessToken(client))).status).toBe(200);
    // An unverified factor does not count.
    await client.mfa.enroll({ factorType: "totp" });
    const { client: device } = await signIn((await client.getUser()).data.user!.email!);
    expect((await api("/api/profile", await accessToken(device))).status).toBe(200);

    const { client: owner, factorId, email, password, device: pending } = await twoFactorAccount();
    expect((await api("/api/profile", await accessToken(pending))).status).toBe(403);
    expect((await owner.mfa.unenroll({ factorId })).error).toBeNull();
    // A sign-in that was waiting for its code gets through once its token is refreshed.
    expect((await pending.refreshSession()).error).toBeNull();
    expect((await api("/api/profile", await accessToken(pending))).status).toBe(200);
    const { client: later } = await signIn(email, password);
    expect((await api("/api/profile", await accessToken(later))).status).toBe(200);
  });

  it("ends the aal1 sessions that predate a factor, so their tokens cannot skip the code", async () => {
    const { client, factorId, secret, email, password } = await enrolledUser();
    const { client: before } = await signIn(email, password);
    const token = await accessToken(before);
    expect((await api("/api/profile", token)).status).toBe(200);
    await freshTotpStep();
    expect((await client.mfa.challengeAndVerify({ factorId, code: codeFor(secret) })).error).toBeNull();
    const res = await api("/api/realtime/ticket", token, { method: "POST" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("session_not_found");
  });
});
