import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  authClient,
  authFetch,
  confirmedUser,
  fragmentParams,
  latestMail,
  mailbox,
  PASSWORD,
  uniqueEmail,
  workerFetch,
  AUTH_URL,
  BASE,
} from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("sign-up with email confirmation", () => {
  it("creates the user without a session and mails a confirmation link and a code", async () => {
    const client = authClient();
    const email = uniqueEmail();
    const { data, error } = await client.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: "Aida Nurlanovna", role: "teacher" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: "authenticated",
      role: "authenticated",
      user_metadata: { full_name: "Aida Nurlanovna" },
      app_metadata: { provider: "email", providers: ["email"], role: "teacher" },
      identities: [{ provider: "email", identity_data: { email, email_verified: false } }],
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const mail = await latestMail(email);
    expect(mail.subject).toBe("Confirm your email");
    expect(mail.link).toBe(`${AUTH_URL}/verify?token=${mail.token_hash}&type=signup&redirect_to=${encodeURIComponent(`${BASE}/`)}`);
    expect(mail.token).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain(mail.token);
  });

  it("refuses password sign-in until the address is confirmed", async () => {
    const email = uniqueEmail();
    await authClient().signUp({ email, password: PASSWORD });
    const { error } = await authClient().signInWithPassword({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });
  });

  it("signs in through the emailed link: 303 back to the app with the session in the fragment", async () => {
    const email = uniqueEmail();
    await authClient().signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${BASE}/welcome` } });
    const mail = await latestMail(email);
    const res = await workerFetch()(mail.link, { redirect: "manual" });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    expect(location.startsWith(`${BASE}/welcome#`)).toBe(true);
    const params = fragmentParams(location);
    expect(params.get("token_type")).toBe("bearer");
    expect(params.get("type")).toBe("signup");
    expect(Number(params.get("expires_in"))).toBe(3600);

    // auth-js takes the fragment's tokens as its session.
    const client = authClient();
    const { data, error } = await client.setSession({
      access_token: params.get("access_token")!,
      refresh_token: params.get("refresh_token")!,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, identities: [{ identity_data: { email_verified: true } }] });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    // The link works once.
    const again = await workerFetch()(mail.link, { redirect: "manual" });
    const failed = fragmentParams(again.headers.get("Location")!);
    expect(failed.get("error_code")).toBe("otp_expired");
    expect(failed.get("error_description")).toBe("Email link is invalid or has expired");
  });

  it("never sends the browser to a foreign redirect_to", async () => {
    const email = uniqueEmail();
    await authClient().signUp({ email, password: PASSWORD, options: { emailRedirectTo: "https://evil.example/steal" } });
    const mail = await latestMail(email);
    expect(mail.link).toContain(`redirect_to=${encodeURIComponent(`${BASE}/`)}`);
    const forged = new URL(mail.link);
    forged.searchParams.set("redirect_to", "https://evil.example/steal");
    const res = await workerFetch()(forged.toString(), { redirect: "manual" });
    expect(res.headers.get("Location")!.startsWith(`${BASE}/#access_token=`)).toBe(true);
  });

  it("confirms with the six-digit code typed by hand (verifyOtp with email and token)", async () => {
    const email = uniqueEmail();
    const client = authClient();
    await client.signUp({ email, password: PASSWORD });
    const { token } = await latestMail(email);
    const wrong = await client.verifyOtp({ email, token: token === "000000" ? "111111" : "000000", type: "signup" });
    expect(wrong.error).toMatchObject({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" });
    const { data, error } = await client.verifyOtp({ email, token, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const claims = await client.getClaims();
    expect(claims.data?.claims.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }]);
  });

  it("lets a PKCE client finish sign-up with ?code= and its verifier", async () => {
    const email = uniqueEmail();
    const client = authClient({ flowType: "pkce" });
    await client.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${BASE}/auth/callback` } });
    const mail = await latestMail(email);
    const res = await workerFetch()(mail.link, { redirect: "manual" });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("Location")!);
    expect(location.pathname).toBe("/auth/callback");
    const code = location.searchParams.get("code")!;
    expect(location.hash).toBe("");

    // Another browser (without the verifier) cannot use the code.
    const stranger = await authClient({ flowType: "pkce" }).exchangeCodeForSession(code);
    expect(stranger.error).toBeTruthy();

    const { data, error } = await client.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const claims = await client.getClaims();
    expect(claims.data?.claims.amr).toEqual([{ method: "email/signup", timestamp: expect.any(Number) }]);

    const replay = await authClient({ flowType: "pkce" }).exchangeCodeForSession(code);
    expect(replay.error).toBeTruthy();
  });

  it("answers a repeated sign-up of a confirmed address exactly like a new one, and tells the owner by mail", async () => {
    const { email, user } = await confirmedUser();
    const before = (await mailbox(email)).length;
    const newEmail = uniqueEmail();
    const derive = vi.spyOn(crypto.subtle, "deriveBits");
    const signUp = async (address: string) => {
      derive.mockClear();
      const res = await authFetch("/signup", {
        method: "POST",
        json: { email: address, password: "another password", data: { full_name: "Ada" } },
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown>, hashes: derive.mock.calls.length };
    };
    const repeat = await signUp(email);
    const fresh = await signUp(newEmail);

    // Same status, same fields, same values once ids, times and the address itself are set aside.
    const comparable = ({ status, body, hashes }: Awaited<ReturnType<typeof signUp>>, address: string) =>
      JSON.parse(
        JSON.stringify({ status, body, hashes })
          .replaceAll(address, "<email>")
          .replace(/"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"/g, '"<uuid>"')
          .replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '"<time>"'),
      ) as unknown;
    expect(comparable(repeat, email)).toEqual(comparable(fresh, newEmail));
    expect(repeat).toMatchObject({ status: 200, hashes: 1, body: { role: "authenticated", identities: [{ provider: "email" }] } });
    expect(Object.keys(repeat.body)).toEqual(Object.keys(fresh.body));
    expect(repeat.body.id).not.toBe(user.id);
    // Nothing is stored for the look-alike: its id is no account.
    expect(await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(repeat.body.id).first("n")).toBe(0);

    // Each address gets one mail: the new one its confirmation, the owner a notice without a token.
    const notices = await mailbox(email);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]).toMatchObject({ subject: "Someone tried to sign up with your email", token: "", token_hash: "" });
    expect(await mailbox(newEmail)).toHaveLength(1);
  });

  it("shows the look-alike to auth-js as a new, unconfirmed user", async () => {
    const { email, user } = await confirmedUser();
    const { data, error } = await authClient().signUp({ email, password: "another password" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(data.user).toMatchObject({
      email,
      role: "authenticated",
      identities: [{ provider: "email", identity_data: { email_verified: false } }],
    });
  });

  it("re-sends the confirmation to an unconfirmed address on a repeated sign-up, keeping the first password", async () => {
    const email = uniqueEmail();
    const first = await authClient().signUp({ email, password: PASSWORD });
    const second = await authClient().signUp({ email, password: "a different one" });
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(await mailbox(email)).toHaveLength(2);
    const { token_hash } = await latestMail(email);
    await authClient().verifyOtp({ token_hash, type: "signup" });
    expect((await authClient().signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await authClient().signInWithPassword({ email, password: "a different one" })).error?.code).toBe("invalid_credentials");
  });

  it("resends the confirmation mail and answers {} for any address", async () => {
    const email = uniqueEmail();
    const client = authClient();
    await client.signUp({ email, password: PASSWORD });
    const first = await latestMail(email);
    const { data, error } = await client.resend({ type: "signup", email });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const second = await latestMail(email);
    expect(second.token_hash).not.toBe(first.token_hash);
    // The old link died with the new one.
    expect((await client.verifyOtp({ token_hash: first.token_hash, type: "signup" })).error?.code).toBe("otp_expired");

    const res = await authFetch("/resend", { method: "POST", json: { type: "signup", email: uniqueEmail("nobody") } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
  });

  it.each([
    [{ email: "not-an-email", password: PASSWORD }, 400, "validation_failed", "Unable to validate email address: invalid format"],
    [{ email: "short@example.com", password: "12345" }, 422, "weak_password", "Password should be at least 6 characters."],
    [{ email: "long@example.com", password: "x".repeat(73) }, 400, "validation_failed", "Password cannot be longer than 72 characters"],
    [
      { email: "role@example.com", password: PASSWORD, data: { role: "admin" } },
      400,
      "validation_failed",
      "role must be one of: learner, teacher",
    ],
    [
      { email: "bidi@example.com", password: PASSWORD, data: { full_name: "\u202eAdmin" } },
      400,
      "validation_failed",
      "full_name must not contain control characters, text-direction overrides or broken characters",
    ],
  ])("rejects the sign-up %j", async (body, status, code, message) => {
    const { email, password, data } = body as { email: string; password: string; data?: Record<string, unknown> };
    const { error } = await authClient().signUp({ email, password, options: { data } });
    expect(error).toMatchObject({ status, code, message });
    if (code === "weak_password") expect(error).toMatchObject({ name: "AuthWeakPasswordError", reasons: ["length"] });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("accepts passwords of exactly 6 and 72 characters", async () => {
    for (const password of ["abcdef", "p".repeat(72)]) {
      const { error } = await authClient().signUp({ email: uniqueEmail(), password });
      expect(error).toBeNull();
    }
  });
});

describe("the first confirmed sign-in", () => {
  it("creates the profile with the sign-up name and role, and every sign-in updates last_login", async () => {
    const email = uniqueEmail();
    await authClient().signUp({ email, password: PASSWORD, options: { data: { full_name: "Dana", role: "teacher" } } });
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>())!.id;
    expect(await env.DB.prepare("SELECT * FROM profiles WHERE id = ?").bind(userId).first()).toBeNull();

    const { token_hash } = await latestMail(email);
    await authClient().verifyOtp({ token_hash, type: "signup" });
    const created = await env.DB.prepare("SELECT * FROM profiles WHERE id = ?").bind(userId).first<Record<string, string>>();
    expect(created).toMatchObject({ full_name: "Dana", role: "teacher", preferred_language: "ru" });
    expect(created?.last_login).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await authClient().signInWithPassword({ email, password: PASSWORD });
    const after = await env.DB.prepare("SELECT * FROM profiles WHERE id = ?").bind(userId).first<Record<string, string>>();
    expect(after!.last_login! > created!.last_login!).toBe(true);
  });
});
