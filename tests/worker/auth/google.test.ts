import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGoogle, throughGoogle, type FakeGoogle } from "./fake-google";
import {
  accessToken,
  authClient,
  authFetch,
  confirmedUser,
  fragmentParams,
  PASSWORD,
  uniqueEmail,
  workerFetch,
  AUTH_URL,
  BASE,
} from "./helpers";

let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.stop());

const person = (email = uniqueEmail("gmail")) => ({
  sub: crypto.randomUUID(),
  email,
  email_verified: true,
  name: "Timur Google",
  picture: "https://example.com/t.png",
});

async function oauthUrl(client = authClient({ flowType: "pkce" })) {
  const { data, error } = await client.signInWithOAuth({
    provider: "google",
    options: { redirectTo: `${BASE}/auth/callback`, skipBrowserRedirect: true },
  });
  if (error) throw error;
  return { client, url: data.url! };
}

describe("Google sign-in (OIDC code flow with PKCE and state)", () => {
  it("signs a new person in and creates their confirmed account, identity and profile", async () => {
    const { client, url } = await oauthUrl();
    expect(url.startsWith(`${AUTH_URL}/authorize?provider=google`)).toBe(true);
    const who = person();
    const { response } = await throughGoogle(google, url, who);
    expect(response.status).toBe(302);
    const back = new URL(response.headers.get("Location")!);
    expect(back.origin + back.pathname).toBe(`${BASE}/auth/callback`);

    const { data, error } = await client.exchangeCodeForSession(back.searchParams.get("code")!);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: who.email,
      app_metadata: { provider: "google", providers: ["google"], role: "learner" },
      user_metadata: { full_name: "Timur Google", avatar_url: "https://example.com/t.png", email_verified: true },
      identities: [{ provider: "google", id: who.sub, identity_data: { sub: who.sub, email: who.email } }],
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.getClaims()).data?.claims.amr?.[0]).toMatchObject({ method: "oauth" });
    const profile = await env.DB.prepare("SELECT full_name FROM profiles WHERE id = ?").bind(data.user!.id).first();
    expect(profile).toEqual({ full_name: "Timur Google" });

    // Signing in again reuses the identity.
    const again = await oauthUrl();
    const second = await throughGoogle(google, again.url, who);
    const code = new URL(second.response.headers.get("Location")!).searchParams.get("code")!;
    expect((await again.client.exchangeCodeForSession(code)).data.user?.id).toBe(data.user!.id);
  });

  it("signs in without PKCE by putting the session in the fragment", async () => {
    const { url } = await oauthUrl(authClient({ flowType: "implicit" }));
    expect(url).not.toContain("code_challenge");
    const { response } = await throughGoogle(google, url, person());
    const params = fragmentParams(response.headers.get("Location")!);
    expect(params.get("access_token")).toBeTruthy();
    expect(params.get("refresh_token")).toBeTruthy();
  });

  it("rejects a callback with a wrong state and creates nobody", async () => {
    const { url } = await oauthUrl();
    const start = await workerFetch()(url, { redirect: "manual" });
    const callback = new URL(google.consent(start.headers.get("Location")!, person("forged@example.com")));
    callback.searchParams.set("state", crypto.randomUUID());
    const res = await workerFetch()(callback.toString(), { redirect: "manual" });
    expect(res.status).toBe(303);
    const params = fragmentParams(res.headers.get("Location")!);
    expect(params.get("error_code")).toBe("bad_oauth_state");
    expect(params.get("access_token")).toBeNull();
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = 'forged@example.com'").first()).toBeNull();
  });

  it("uses a state once", async () => {
    const { url } = await oauthUrl();
    const { callbackUrl, response } = await throughGoogle(google, url, person());
    expect(response.status).toBe(302);
    const replay = await workerFetch()(callbackUrl, { redirect: "manual" });
    expect(fragmentParams(replay.headers.get("Location")!).get("error_code")).toBe("flow_state_already_used");
  });

  it("refuses an ID token with the wrong nonce, audience, issuer, expiry or signature", async () => {
    const { generateKeyPair, SignJWT } = await import("jose");
    const stranger = await generateKeyPair("RS256");
    type Forge = NonNullable<Parameters<FakeGoogle["forgeIdToken"]>[0]>;
    const forgeries: Forge[] = [
      (p, sign) => sign(p, { nonce: "replayed" }),
      (p, sign) => sign(p, { aud: "someone-else" }),
      (p, sign) => sign(p, { iss: "https://accounts.evil.example" }),
      (p, sign) => sign(p, { exp: Math.floor(Date.now() / 1000) - 60 }),
      (p) =>
        new SignJWT({ ...p.user, nonce: p.nonce })
          .setProtectedHeader({ alg: "RS256", kid: "google-test-key" })
          .setIssuer("https://issuer.google.test")
          .setAudience("lexora-test-client")
          .setExpirationTime("5m")
          .sign(stranger.privateKey),
    ];
    for (const forge of forgeries) {
      google.forgeIdToken(forge);
      const who = person();
      const { url } = await oauthUrl();
      const { response } = await throughGoogle(google, url, who);
      expect(fragmentParams(response.headers.get("Location")!).get("error_code")).toBe("bad_oauth_callback");
      expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(who.email).first()).toBeNull();
    }
    google.forgeIdToken(null);
  });

  it("links to the existing account of a verified Google address", async () => {
    const { email, user } = await confirmedUser();
    const { client, url } = await oauthUrl();
    const { response } = await throughGoogle(google, url, person(email));
    const { data } = await client.exchangeCodeForSession(new URL(response.headers.get("Location")!).searchParams.get("code")!);
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.identities?.map((i) => i.provider).sort()).toEqual(["email", "google"]);
    expect((await authClient().signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it("takes the password away from an unconfirmed sign-up of the same address (pre-hijack)", async () => {
    const email = uniqueEmail("victim");
    await authClient().signUp({ email, password: "attacker's password" });
    const { client, url } = await oauthUrl();
    const { response } = await throughGoogle(google, url, person(email));
    const { data } = await client.exchangeCodeForSession(new URL(response.headers.get("Location")!).searchParams.get("code")!);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect((await authClient().signInWithPassword({ email, password: "attacker's password" })).error?.code).toBe("invalid_credentials");
  });

  it("refuses an address Google has not verified", async () => {
    const { url } = await oauthUrl();
    const { response } = await throughGoogle(google, url, { ...person(), email_verified: false });
    expect(fragmentParams(response.headers.get("Location")!).get("error_code")).toBe("provider_email_needs_verification");
  });

  it("says so when Google is not configured or the provider is unknown", async () => {
    const res = await workerFetch({ GOOGLE_CLIENT_ID: undefined })(`${AUTH_URL}/authorize?provider=google`, { redirect: "manual" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("validation_failed");
    expect((await workerFetch()(`${AUTH_URL}/authorize?provider=github`, { redirect: "manual" })).status).toBe(400);
  });
});

describe("linking and unlinking identities", () => {
  it("links a Google identity to the signed-in user and unlinks it again", async () => {
    const { client, user } = await confirmedUser();
    const linking = await client.linkIdentity({
      provider: "google",
      options: { redirectTo: `${BASE}/profile`, skipBrowserRedirect: true },
    });
    expect(linking.error).toBeNull();
    // auth-js fetched the Google URL from the Worker; the browser goes straight there.
    expect(linking.data.url!.startsWith("https://issuer.google.test/authorize?")).toBe(true);
    const back = await workerFetch()(google.consent(linking.data.url!, person()), { redirect: "manual" });
    const params = fragmentParams(back.headers.get("Location")!);
    expect(params.get("access_token")).toBeTruthy();

    const identities = await client.getUserIdentities();
    expect(identities.data?.identities.map((i) => i.provider).sort()).toEqual(["email", "google"]);
    const googleIdentity = identities.data!.identities.find((i) => i.provider === "google")!;
    expect(googleIdentity.user_id).toBe(user.id);

    expect((await client.unlinkIdentity(googleIdentity)).error).toBeNull();
    expect((await client.getUserIdentities()).data?.identities.map((i) => i.provider)).toEqual(["email"]);

    const last = (await client.getUserIdentities()).data!.identities[0]!;
    expect((await client.unlinkIdentity(last)).error).toMatchObject({ status: 422, code: "single_identity_not_deletable" });
  });

  it("answers linkIdentity with the provider URL for the app to navigate to", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    const res = await authFetch("/user/identities/authorize?provider=google&skip_http_redirect=true", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url.startsWith("https://issuer.google.test/authorize?")).toBe(true);
  });

  it("refuses to link a Google identity that belongs to someone else", async () => {
    const who = person();
    const first = await oauthUrl(authClient({ flowType: "implicit" }));
    await throughGoogle(google, first.url, who);
    const { client } = await confirmedUser();
    const linking = await client.linkIdentity({ provider: "google", options: { skipBrowserRedirect: true } });
    const response = await workerFetch()(google.consent(linking.data.url!, who), { redirect: "manual" });
    expect(fragmentParams(response.headers.get("Location")!).get("error_code")).toBe("identity_already_exists");
  });

  it("rejects unlinking an identity that is not the caller's or not a UUID", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    const headers = { Authorization: `Bearer ${token}` };
    expect((await authFetch(`/user/identities/${crypto.randomUUID()}`, { method: "DELETE", headers })).status).toBe(422);
    expect((await authFetch("/user/identities/nope", { method: "DELETE", headers })).status).toBe(404);
  });
});
