import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  accessToken,
  authClient,
  authFetch,
  confirmedUser,
  fragmentParams,
  latestMail,
  mailbox,
  PASSWORD,
  signIn,
  uniqueEmail,
  workerFetch,
  BASE,
} from "./helpers";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("password recovery", () => {
  it("answers {} whether or not the address has an account, and mails only a real one", async () => {
    const nobody = uniqueEmail("nobody");
    const { data, error } = await authClient().resetPasswordForEmail(nobody);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailbox(nobody)).toEqual([]);

    const { email } = await confirmedUser();
    expect((await authClient().resetPasswordForEmail(email)).data).toEqual({});
    expect((await latestMail(email)).subject).toBe("Reset your password");
  });

  it("recovers through the link, sets a new password and ends the other sessions", async () => {
    const { email, client: oldDevice } = await confirmedUser();
    const oldToken = await accessToken(oldDevice);
    await authClient().resetPasswordForEmail(email, { redirectTo: `${BASE}/reset-password` });
    const mail = await latestMail(email);
    expect(mail.link).toContain("type=recovery");

    const res = await workerFetch()(mail.link, { redirect: "manual" });
    const location = res.headers.get("Location")!;
    expect(location.startsWith(`${BASE}/reset-password#`)).toBe(true);
    const params = fragmentParams(location);
    expect(params.get("type")).toBe("recovery");

    const recovering = authClient();
    await recovering.setSession({ access_token: params.get("access_token")!, refresh_token: params.get("refresh_token")! });
    const updated = await recovering.updateUser({ password: "brand new secret" });
    expect(updated.error).toBeNull();

    expect((await authFetch("/user", { headers: bearer(oldToken) })).status).toBe(403);
    expect((await recovering.getUser()).error).toBeNull();
    expect((await authClient().signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials");
    expect((await authClient().signInWithPassword({ email, password: "brand new secret" })).error).toBeNull();
    // The recovery link is spent.
    expect((await authClient().verifyOtp({ token_hash: mail.token_hash, type: "recovery" })).error?.code).toBe("otp_expired");
  });

  it("tells a PKCE client that the session is a password recovery", async () => {
    const { email } = await confirmedUser();
    const client = authClient({ flowType: "pkce" });
    const events: string[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    await client.resetPasswordForEmail(email, { redirectTo: `${BASE}/reset-password` });
    const res = await workerFetch()((await latestMail(email)).link, { redirect: "manual" });
    const code = new URL(res.headers.get("Location")!).searchParams.get("code")!;
    const { data, error } = await client.exchangeCodeForSession(code);
    expect(error).toBeNull();
    // auth-js reports the flow kind beside the session (not in its declared type).
    expect((data as { redirectType?: string | null }).redirectType).toBe("recovery");
    expect(events).toContain("PASSWORD_RECOVERY");
    expect((await client.getClaims()).data?.claims.amr?.[0]).toMatchObject({ method: "recovery" });
  });

  it("confirms an unconfirmed address through recovery, since the mail arrived", async () => {
    const email = uniqueEmail();
    await authClient().signUp({ email, password: PASSWORD });
    await authClient().resetPasswordForEmail(email);
    const { data } = await authClient().verifyOtp({ token_hash: (await latestMail(email)).token_hash, type: "recovery" });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});

describe("updating the user", () => {
  it("merges user metadata, removing keys set to null", async () => {
    const { client } = await confirmedUser(uniqueEmail(), PASSWORD, { full_name: "Old Name", city: "Almaty" });
    const { data, error } = await client.updateUser({ data: { full_name: "New Name", city: null, level: "B2" } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: "New Name", level: "B2" });
    expect((await client.getSession()).data.session?.user.user_metadata).toEqual({ full_name: "New Name", level: "B2" });
  });

  it("refuses app_metadata, the same password and a weak one", async () => {
    const { client } = await confirmedUser();
    const token = await accessToken(client);
    const admin = await authFetch("/user", { method: "PUT", headers: bearer(token), json: { app_metadata: { role: "teacher" } } });
    expect(admin.status).toBe(403);
    expect(((await admin.json()) as { code: string }).code).toBe("not_admin");
    expect((await client.updateUser({ password: PASSWORD })).error).toMatchObject({ status: 422, code: "same_password" });
    expect((await client.updateUser({ password: "123" })).error).toMatchObject({ status: 422, code: "weak_password" });
  });

  it("changes the email only after the new address confirms it", async () => {
    const { client, email, password } = await confirmedUser();
    const newEmail = uniqueEmail("moved");
    const { data, error } = await client.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const mail = await latestMail(newEmail);
    expect(mail.subject).toBe("Confirm your new email");

    const verified = await client.verifyOtp({ email: newEmail, token: mail.token, type: "email_change" });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ email: newEmail });
    expect(verified.data.user?.new_email).toBeUndefined();
    expect((await authClient().signInWithPassword({ email: newEmail, password })).error).toBeNull();
    expect((await authClient().signInWithPassword({ email, password })).error?.code).toBe("invalid_credentials");
  });

  it("refuses an email that another account uses", async () => {
    const { email: taken } = await confirmedUser();
    const { client } = await confirmedUser();
    const { error } = await client.updateUser({ email: taken });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("needs a bearer token and a live session", async () => {
    const res = await authFetch("/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: "no_authorization", message: "This endpoint requires a valid Bearer token" });
    const { client, email, password } = await confirmedUser();
    const token = await accessToken(client);
    await (await signIn(email, password)).client.signOut({ scope: "global" });
    const dead = await authFetch("/user", { headers: bearer(token) });
    expect(dead.status).toBe(403);
    expect(((await dead.json()) as { code: string }).code).toBe("session_not_found");
  });

  it("keeps no recovery token usable after the password changed", async () => {
    const { client, email } = await confirmedUser();
    await authClient().resetPasswordForEmail(email);
    const { token_hash } = await latestMail(email);
    await client.updateUser({ password: "changed meanwhile" });
    expect((await authClient().verifyOtp({ token_hash, type: "recovery" })).error?.code).toBe("otp_expired");
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM one_time_tokens JOIN users ON users.id = one_time_tokens.user_id WHERE token_type = 'recovery' AND users.email = ?",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
