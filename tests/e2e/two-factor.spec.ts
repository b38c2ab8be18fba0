import { expect as baseExpect, test, type Page } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { bearer, signUpAndSignIn } from "./support/account";

// Two-factor sign-in on the real Worker: once an account has a verified TOTP factor, a
// password sign-in is not enough — the /auth screen asks for the code and the API refuses the
// session's token until the code is entered.

// Sign-in derives PBKDF2 keys and lazy screens load on a shared, busy machine: give the UI time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const WORD = "lantern";
const header = (page: Page) => page.getByRole("banner");
const codeStep = (page: Page) => page.getByRole("heading", { name: "Two-factor authentication" });

/** The access token the app keeps for this tab (src/lib/auth/config.ts AUTH_STORAGE_KEY, "Remember me" on). */
const storedAccessToken = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("lexora-auth") ?? "{}") as { access_token?: string }).access_token ?? "");

test("a password sign-in of an account with two-factor authentication asks for the code before anything else", async ({ page }) => {
  const account = await signUpAndSignIn(page, "two-factor");
  expect((await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } })).status()).toBe(200);
  const word = await page.request.post("/api/words", { headers: bearer(account), data: { word: WORD } });
  expect(word.status(), await word.text()).toBe(201);

  // Turn two-factor authentication on, as a person does on the profile page.
  await page.goto("/profile?lng=en");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel("6-digit code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText("Two-factor authentication is on.");

  await header(page).getByRole("button", { name: account.name }).click();
  await header(page).getByRole("button", { name: "Sign out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/auth?lng=en&redirect=%2Fdictionary");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(codeStep(page)).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  await expect(header(page).getByRole("button", { name: account.name })).toHaveCount(0);
  // The password alone opens nothing on the API either.
  const refused = await page.request.get("/api/words", { headers: { Authorization: `Bearer ${await storedAccessToken(page)}` } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("mfa_required");

  // A reload keeps asking for the code.
  await page.reload();
  await expect(codeStep(page)).toBeVisible();

  await page.getByLabel("6-digit code").fill("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("The code is not correct. Enter the current 6-digit code.");
  await expect(header(page).getByRole("button", { name: account.name })).toHaveCount(0);

  // The next period's code: the one used to turn two-factor on cannot be used twice.
  await page.getByLabel("6-digit code").fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(header(page).getByRole("button", { name: account.name })).toBeVisible();
  await expect(page).toHaveURL(/\/dictionary/);
  await expect(page.getByRole("article", { name: WORD })).toBeVisible();
});
