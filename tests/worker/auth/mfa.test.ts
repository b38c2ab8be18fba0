import { TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { accessToken, authFetch, confirmedUser, signIn } from "./helpers";

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
