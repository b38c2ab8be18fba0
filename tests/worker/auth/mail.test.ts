import { afterEach, describe, expect, it, vi } from "vitest";
import { authFetch, PASSWORD, uniqueEmail } from "./helpers";

afterEach(() => vi.restoreAllMocks());

const resend = {
  EMAIL_PROVIDER: "resend",
  EMAIL_API_KEY: "re_test_key",
  EMAIL_FROM: "Lexora <no-reply@lexora.test>",
  EMAIL_API_URL: "https://mail.provider.test/emails",
};

function mockProvider(status = 200) {
  const realFetch = globalThis.fetch;
  const sent: { url: string; headers: Headers; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin !== "https://mail.provider.test") return realFetch(input, init);
    sent.push({ url: request.url, headers: request.headers, body: (await request.json()) as Record<string, unknown> });
    return Response.json(status === 200 ? { id: "email-id" } : { message: "rejected" }, { status });
  });
  return sent;
}

describe("sending auth mail in production", () => {
  it("posts the confirmation to the HTTP email API with the key, sender, link and code", async () => {
    const sent = mockProvider();
    const email = uniqueEmail();
    const res = await authFetch("/signup", { method: "POST", json: { email, password: PASSWORD }, overrides: resend });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("https://mail.provider.test/emails");
    expect(sent[0]!.headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(sent[0]!.body).toMatchObject({ from: "Lexora <no-reply@lexora.test>", to: [email], subject: "Confirm your email" });
    expect(sent[0]!.body.text).toMatch(/\/auth\/v1\/verify\?token=[\w-]+&type=signup/);
    expect(sent[0]!.body.html).toContain("<a href=");
    // Nothing lands in the development mailbox.
    const mailbox = await authFetch(`/dev/mailbox?email=${encodeURIComponent(email)}`);
    expect(await mailbox.json()).toEqual({ messages: [] });
  });

  it("writes the mail in the language of the request that asked for it", async () => {
    const sent = mockProvider();
    const email = uniqueEmail();
    const res = await authFetch("/signup", {
      method: "POST",
      json: { email, password: PASSWORD },
      headers: { "Accept-Language": "ru" },
      overrides: resend,
    });
    expect(res.status).toBe(200);
    expect(sent[0]!.body).toMatchObject({ subject: "Подтвердите адрес электронной почты" });
    expect(sent[0]!.body.text).toMatch(/^Добро пожаловать в Lexora!/);
    expect(sent[0]!.body.text).toMatch(/Или введите этот код: \d{6}/);
    const inKazakh = await authFetch("/signup", {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD },
      headers: { "Accept-Language": "kk" },
      overrides: resend,
    });
    expect(inKazakh.status).toBe(200);
    expect(sent[1]!.body).toMatchObject({ subject: "Электрондық поштаңызды растаңыз" });
  });

  it("reports a provider failure as a 500 the client may retry", async () => {
    mockProvider(503);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await authFetch("/recover", { method: "POST", json: { email: uniqueEmail() }, overrides: resend });
    expect(res.status).toBe(200); // no such account: nothing to send
    const signup = await authFetch("/signup", { method: "POST", json: { email: uniqueEmail(), password: PASSWORD }, overrides: resend });
    expect(signup.status).toBe(500);
    expect(await signup.json()).toEqual({ code: "unexpected_failure", message: "Error sending email" });
  });

  it("refuses to pretend in production without a provider", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await authFetch("/signup", {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD },
      overrides: { ENVIRONMENT: "production" },
    });
    expect(res.status).toBe(500);
  });
});

describe("the development mailbox", () => {
  it("does not exist in production", async () => {
    const res = await authFetch(`/dev/mailbox?email=${encodeURIComponent(uniqueEmail())}`, { overrides: { ENVIRONMENT: "production" } });
    expect(res.status).toBe(404);
  });
});
