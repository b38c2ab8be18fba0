/**
 * Accounts for browser tests: a confirmed learner created through the real auth service (sign-up,
 * the development mailbox's link, password grant), then signed in through the real /auth screen.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The development publishable key (wrangler.toml AUTH_PUBLISHABLE_KEYS). */
const API_KEY = "lexora-dev-publishable-key";

export type TestAccount = { email: string; password: string; name: string; accessToken: string };

const uniqueId = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * An address of its own for each new account (198.18.0.0/15, reserved for tests), as different people
 * sign up from different places. Without it every account of the suite counts against one IP's auth
 * limits (30 sign-ups per 5 minutes), and a fast run is refused; the limits have their worker tests.
 */
const ownAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * What a new account has seen of the first-visit tutorial: "done" (the default, so the tutorial
 * panel never covers the screen under test) or "new", a user who has never seen it.
 */
export type AccountOptions = { tutorial?: "done" | "new" };

/** A fresh access token of the account (the password grant), with the claims its profile has now. */
export async function passwordGrant(request: APIRequestContext, account: Pick<TestAccount, "email" | "password">): Promise<string> {
  const token = await request.post("/auth/v1/token?grant_type=password", {
    headers: { apikey: API_KEY, "Content-Type": "application/json", "CF-Connecting-IP": ownAddress() },
    data: { email: account.email, password: account.password },
  });
  expect(token.status(), await token.text()).toBe(200);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** Signs up a new account, follows its confirmation link and returns it with an access token. */
export async function createAccount(
  request: APIRequestContext,
  prefix = "learner",
  { tutorial = "done" }: AccountOptions = {},
): Promise<TestAccount> {
  const id = uniqueId();
  const account = { email: `${prefix}-${id}@example.com`, password: `pw-${id}`, name: `${prefix} ${id}` };
  const headers = { apikey: API_KEY, "Content-Type": "application/json", "CF-Connecting-IP": ownAddress() };
  const signUp = await request.post("/auth/v1/signup", {
    headers,
    data: { email: account.email, password: account.password, data: { full_name: account.name } },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  const mailbox = await request.get(`/auth/v1/dev/mailbox?email=${encodeURIComponent(account.email)}`, { headers });
  const { messages } = (await mailbox.json()) as { messages: { link: string }[] };
  const link = messages[0]?.link;
  expect(link, "a confirmation mail in the development mailbox").toBeTruthy();
  const verify = await request.get(link!, { maxRedirects: 0, headers: { "CF-Connecting-IP": headers["CF-Connecting-IP"] } });
  expect(verify.status()).toBe(303);

  const accessToken = await passwordGrant(request, account);
  if (tutorial === "done") {
    const finished = await request.put("/api/customization", {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { onboardingStep: 8, onboardingCompleted: true },
    });
    expect(finished.status(), await finished.text()).toBe(200);
  }
  return { ...account, accessToken };
}

/** Signs `account` in through the /auth screen (English interface) and waits for the header to show it. */
export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/auth?lng=en");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Generous: the password hash and the lazy account screens take a while on a busy machine.
  await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible({ timeout: 20_000 });
}

/** A new confirmed account, signed in on `page`. */
export async function signUpAndSignIn(page: Page, prefix?: string, options?: AccountOptions): Promise<TestAccount> {
  const account = await createAccount(page.request, prefix, options);
  await signIn(page, account);
  return account;
}

/** Headers for calling the API directly as `account`. */
export const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.accessToken}` });
