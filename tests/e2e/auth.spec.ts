import { expect, test, type Page } from "@playwright/test";

// The sign-up flow of spec §4 end to end, against the real Worker: confirmation mail goes to the
// development mailbox (GET /auth/v1/dev/mailbox), whose page lets the test follow the link.

test.use({ locale: "en-US", viewport: { width: 1280, height: 800 } });

const SPEC_VALIDATION_MESSAGES = [
  "Please enter a valid email address",
  "Password must contain at least 6 characters",
  "Passwords do not match",
  "Please accept Terms of Use and Privacy Policy",
];

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("sign up, confirm by the emailed link, sign out, sign in again", async ({ page }) => {
  // Every sign-up and sign-in derives a PBKDF2 key with 100,000 iterations on the Worker.
  test.slow();
  const runId = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-${runId}@example.com`;
  const name = `Ada ${runId}`;
  const password = "analytical-engine-1843";
  const header = page.getByRole("banner");
  const account = header.getByRole("button", { name });

  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();

  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("54321");
  await page.getByRole("button", { name: "Create account" }).click();
  for (const message of SPEC_VALIDATION_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: "I accept the Terms of Use" }).check();
  await page.getByRole("checkbox", { name: "I accept the Privacy Policy" }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  for (const message of SPEC_VALIDATION_MESSAGES) await expect(page.getByText(message, { exact: true })).toHaveCount(0);

  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();

  await page.getByRole("link", { name: "Open the development mailbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Development mailbox" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Confirm your email" })).toBeVisible();
  await page.getByRole("link", { name: "Open the link" }).first().click();

  await expect(account).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Profile created successfully!")).toBeVisible();

  await account.click();
  await header.getByRole("button", { name: "Sign out" }).click();
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(account).toHaveCount(0);

  await header.getByRole("link", { name: "Sign in" }).click();
  await signIn(page, email, password);
  await expect(account).toBeVisible();
  await expect(page).toHaveURL("/");

  await account.click();
  await header.getByRole("button", { name: "Sign out" }).click();
  await header.getByRole("link", { name: "Sign in" }).click();
  await signIn(page, email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Login error");
  await expect(account).toHaveCount(0);
});

test("a page that needs an account asks a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/progress");
  await expect(page.getByRole("heading", { level: 1, name: "Progress" })).toBeVisible();
  await page.getByTestId("sign-in-prompt").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL("/auth?redirect=%2Fprogress");
  await expect(page.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
});
