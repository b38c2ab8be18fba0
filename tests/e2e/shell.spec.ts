import { expect as baseExpect, test, type Page } from "@playwright/test";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import * as OTPAuth from "otpauth";
import { bearer, createAccount, signIn, signUpAndSignIn, type TestAccount } from "./support/account";

// Sign-in derives PBKDF2 keys and lazy screens load on a shared, busy machine: give the UI time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

// The app shell on the real Worker: the first-visit tutorial and its persistence (spec §4), the
// community-chat invitation, profile settings with two-factor authentication and account deletion,
// and the service worker with its update banner.

test.use({ viewport: { width: 1280, height: 800 } });

const tutorial = (page: Page) => page.getByTestId("onboarding-tutorial");
const customizationOf = async (page: Page, account: TestAccount) =>
  (await (await page.request.get("/api/customization", { headers: bearer(account) })).json()) as {
    onboardingCompleted: boolean;
    onboardingStep: number;
    completedSteps: string[];
  } | null;
/** The profile's language wins over `?lng=` once the account is loaded (AccountSync), so tests set it. */
async function speak(page: Page, account: TestAccount, language: "en" | "ru") {
  const res = await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: language } });
  expect(res.status()).toBe(200);
}
const savedAfter = (page: Page) =>
  page.waitForResponse((res) => res.url().endsWith("/api/customization") && res.request().method() === "PUT");

test.describe("onboarding tutorial", () => {
  test("a new user sees 'Шаг 1 из 8', skips it, and does not see it again after a reload", async ({ page }) => {
    const account = await signUpAndSignIn(page, "onboarding", { tutorial: "new" });
    await speak(page, account, "ru");
    expect(await customizationOf(page, account)).toBeNull();
    await page.goto("/?lng=ru");
    await expect(tutorial(page)).toBeVisible();
    await expect(tutorial(page).getByText("Шаг 1 из 8")).toBeVisible();
    await expect(tutorial(page).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

    const saved = savedAfter(page);
    await tutorial(page).getByRole("button", { name: "Пропустить обучение" }).click();
    await saved;
    await expect(tutorial(page)).toHaveCount(0);
    expect(await customizationOf(page, account)).toMatchObject({ onboardingCompleted: true, onboardingStep: 8 });

    const statusChecked = page.waitForResponse((res) => res.url().endsWith("/api/customization") && res.request().method() === "GET");
    await page.reload();
    await statusChecked;
    await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible();
    await expect(tutorial(page)).toHaveCount(0);
  });

  test("Next saves the step, Back only moves locally, the tutorial resumes at the saved step and Finish completes it", async ({ page }) => {
    const account = await signUpAndSignIn(page, "onboarding", { tutorial: "new" });
    await speak(page, account, "ru");
    await page.goto("/?lng=ru");
    const next = tutorial(page).getByRole("button", { name: "Далее" });
    for (const step of [2, 3]) {
      const saved = savedAfter(page);
      await next.click();
      await saved;
      await expect(tutorial(page).getByText(`Шаг ${step} из 8`)).toBeVisible();
    }
    await expect(tutorial(page).getByText("Попробуйте сами!")).toBeVisible();
    expect(await customizationOf(page, account)).toMatchObject({
      onboardingStep: 2,
      completedSteps: ["welcome", "vocabulary"],
      onboardingCompleted: false,
    });

    await tutorial(page).getByRole("button", { name: "Назад" }).click();
    await expect(tutorial(page).getByText("Шаг 2 из 8")).toBeVisible();
    expect(await customizationOf(page, account)).toMatchObject({ onboardingStep: 2 });

    await page.reload();
    await expect(tutorial(page).getByText("Шаг 3 из 8")).toBeVisible();
    for (let step = 4; step <= 8; step++) {
      const saved = savedAfter(page);
      await next.click();
      await saved;
      await expect(tutorial(page).getByText(`Шаг ${step} из 8`)).toBeVisible();
    }
    await expect(next).toHaveCount(0);
    const finished = savedAfter(page);
    await tutorial(page).getByRole("button", { name: "Завершить" }).click();
    await finished;
    await expect(tutorial(page)).toHaveCount(0);
    expect(await customizationOf(page, account)).toMatchObject({
      onboardingCompleted: true,
      onboardingStep: 8,
      completedSteps: ["welcome", "vocabulary", "ai-chat", "tests", "progress", "achievements", "settings", "complete"],
    });
  });

  test("a user whose status check fails sees the tutorial from step 0", async ({ page }) => {
    const account = await createAccount(page.request, "onboarding");
    await page.route("**/api/customization", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "The status check failed." } } })
        : route.continue(),
    );
    await speak(page, account, "ru");
    await signIn(page, account);
    await page.goto("/?lng=ru");
    await expect(tutorial(page).getByText("Шаг 1 из 8")).toBeVisible();
    await expect(tutorial(page).getByRole("heading", { name: "Добро пожаловать в Lexora!" })).toBeVisible();
  });
});

test.describe("community-chat invitation", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  const invitation = (page: Page) => page.getByRole("dialog", { name: "Join the Lexora community" });

  test("waits for the tutorial, then 'Maybe Later' snoozes it and 'Don't show again' is remembered", async ({ page }) => {
    const account = await createAccount(page.request, "community", { tutorial: "new" });
    await speak(page, account, "en");
    await signIn(page, account);
    // The page's timers run when the test moves its clock: the invitation's delay passes at once, and
    // "it did not appear" means its timer, had it been set, has fired.
    await page.clock.install();
    const statusLoaded = () => page.waitForResponse((res) => res.url().endsWith("/api/customization") && res.request().method() === "GET");
    // Five seconds: more than the invitation waits for (INVITATION_DELAY_MS, 3 s).
    const afterTheDelay = () => page.clock.runFor("00:05");

    await page.goto("/?lng=en");
    await expect(tutorial(page)).toBeVisible();
    await afterTheDelay();
    await expect(invitation(page)).toHaveCount(0);

    await tutorial(page).getByRole("button", { name: "Skip tutorial" }).click();
    await expect(tutorial(page)).toHaveCount(0);
    await afterTheDelay();
    // The dialog element itself has no box of its own; its panel is what shows.
    await expect(invitation(page).getByRole("link", { name: "Join Now" })).toBeVisible();
    await expect(invitation(page).getByRole("link", { name: "Join Now" })).toHaveAttribute("href", /^https:\/\//);
    await invitation(page).getByRole("button", { name: "Maybe Later" }).click();
    await expect(invitation(page)).toHaveCount(0);

    let loaded = statusLoaded();
    await page.reload();
    await loaded;
    await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible();
    await afterTheDelay();
    await expect(invitation(page)).toHaveCount(0);

    // A week later it asks again; 'Don't show again' ends it for good.
    await page.evaluate(() =>
      localStorage.setItem("lexora-community-invitation", JSON.stringify({ snoozedUntil: "2000-01-01T00:00:00.000Z" })),
    );
    await page.reload();
    await afterTheDelay();
    await invitation(page).getByRole("button", { name: "Don't show again" }).click();
    await expect(invitation(page)).toHaveCount(0);
    loaded = statusLoaded();
    await page.reload();
    await loaded;
    await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible();
    await afterTheDelay();
    await expect(invitation(page)).toHaveCount(0);
  });
});

test.describe("profile settings", () => {
  test("changes to details, language, theme and study goals persist", async ({ page }) => {
    const account = await signUpAndSignIn(page, "profile");
    await speak(page, account, "en");
    await page.goto("/profile?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Profile settings" })).toBeVisible();

    await page.getByLabel("Full name").fill("Dana Seitkali");
    await page.getByLabel("Role").selectOption("teacher");
    await page.getByLabel("Time zone").selectOption("Asia/Almaty");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Your details were saved.")).toBeVisible();

    await page.getByLabel("Daily goal (activities per day)").fill("6");
    await page.getByLabel("Target IELTS band").selectOption("7.5");
    await page.getByLabel("Exam date").fill("2027-06-15");
    await page.getByRole("slider").fill("0.85");
    await page.getByRole("button", { name: "Save goals" }).click();
    await expect(page.getByText("Your study goals were saved.")).toBeVisible();

    await page.getByLabel("Theme", { exact: true }).last().selectOption("dark");
    await expect(page.locator("html")).toHaveClass(/dark/);

    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Dana Seitkali");
    await expect(page.getByLabel("Role")).toHaveValue("teacher");
    await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Almaty");
    await expect(page.getByLabel("Daily goal (activities per day)")).toHaveValue("6");
    await expect(page.getByLabel("Target IELTS band")).toHaveValue("7.5");
    await expect(page.getByLabel("Exam date")).toHaveValue("2027-06-15");
    await expect(page.getByRole("slider")).toHaveValue("0.85");
    await expect(page.getByRole("banner").getByRole("button", { name: "Dana Seitkali" })).toBeVisible();
    expect(await (await page.request.get("/api/preferences", { headers: bearer(account) })).json()).toEqual({ theme: "dark" });

    await page.getByLabel("Interface language").selectOption("kk");
    await expect(page.getByRole("heading", { level: 1, name: "Профиль баптаулары" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Профиль баптаулары" })).toBeVisible();
  });

  test("two-factor authentication: enrol with the QR code, verify a TOTP code, then remove it", async ({ page }) => {
    const account = await signUpAndSignIn(page, "mfa");
    await speak(page, account, "en");
    await page.goto("/profile?lng=en");
    await expect(page.getByTestId("two-factor-status")).toHaveText("Two-factor authentication is off.");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();

    const qr = page.getByRole("img", { name: "QR code to add Lexora to your authenticator app" });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

    await page.getByLabel("6-digit code").fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("The code is not correct. Enter the current 6-digit code.")).toBeVisible();

    await page.getByLabel("6-digit code").fill(totp.generate());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Two-factor authentication is now on.")).toBeVisible();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Two-factor authentication is on.");

    await page.reload();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Two-factor authentication is on.");
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Two-factor authentication was turned off.")).toBeVisible();
    await expect(page.getByTestId("two-factor-status")).toHaveText("Two-factor authentication is off.");
  });

  test("deleting the account asks for the email address, deletes it and signs out", async ({ page }) => {
    const account = await signUpAndSignIn(page, "delete");
    await speak(page, account, "en");
    await page.goto("/profile?lng=en");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete forever" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${account.email} to confirm`).fill("someone@example.com");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${account.email} to confirm`).fill(account.email);
    await confirm.click();

    await expect(page.getByText("Your account and all its data were deleted.")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    const signInAgain = await page.request.post("/auth/v1/token?grant_type=password", {
      headers: { apikey: "lexora-dev-publishable-key" },
      data: { email: account.email, password: account.password },
    });
    expect(signInAgain.status()).toBe(400);
  });
});

/**
 * The app served through a small proxy that plays the deploy: once `deploy()` is called, /sw.js comes
 * back with other bytes, as a new build's worker would (everything else passes through unchanged).
 */
async function deployingProxy(target: string): Promise<{ origin: string; deploy: () => void; close: () => Promise<void> }> {
  let build = 0;
  const server = createServer((incoming, outgoing) => {
    const newWorker = build > 0 && incoming.url?.startsWith("/sw.js") === true;
    const headers = { ...incoming.headers, host: new URL(target).host };
    if (newWorker) {
      // Asked in full and uncompressed (the server compresses like the edge), so the changed bytes are what the browser compares.
      delete headers["if-none-match"];
      delete headers["if-modified-since"];
      delete headers["accept-encoding"];
    }
    const upstream = request(new URL(incoming.url ?? "/", target), { method: incoming.method, headers }, (response) => {
      if (newWorker) {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = `${Buffer.concat(chunks).toString("utf8")}\n// build ${build}\n`;
          const headers = { ...response.headers, "content-length": String(Buffer.byteLength(body)) };
          delete headers.etag;
          outgoing.writeHead(response.statusCode ?? 200, headers);
          outgoing.end(body);
        });
        return;
      }
      outgoing.writeHead(response.statusCode ?? 200, response.headers);
      response.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    deploy: () => void (build += 1),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe("service worker and update banner", () => {
  test.use({ serviceWorkers: "allow" });

  test("registers /sw.js with scope / and offers a newly served build with 'Update' and 'Later'", async ({ page, baseURL }) => {
    const proxy = await deployingProxy(baseURL!);
    try {
      await page.goto(`${proxy.origin}/?lng=en`);
      const registration = await page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        return { scope: ready.scope, script: ready.active?.scriptURL ?? "" };
      });
      expect(registration.scope).toBe(`${proxy.origin}/`);
      expect(new URL(registration.script).pathname).toBe("/sw.js");
      // From the next visit on, the installed worker serves the app.
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${proxy.origin}/sw.js`);
      const banner = page.getByRole("status").filter({ hasText: "A new version is available!" });
      await expect(banner).toHaveCount(0);

      proxy.deploy();
      // What the app does hourly and when the tab comes back into view.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(banner).toBeVisible({ timeout: 30_000 });
      await banner.getByRole("button", { name: "Later" }).click();
      await expect(banner).toHaveCount(0);

      // The new version still waits: the next visit offers it again, and 'Update' switches to it.
      await page.reload();
      await expect(banner).toBeVisible({ timeout: 30_000 });
      const reloaded = page.waitForEvent("load");
      await banner.getByRole("button", { name: "Update" }).click();
      await reloaded;
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    } finally {
      await proxy.close();
    }
  });

  test("the app shell opens offline once the service worker is installed", async ({ page, context }) => {
    await page.goto("/privacy?lng=en");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await page.goto("/");
    await expect(page.locator("h1").first()).toBeVisible();
    await context.setOffline(false);
  });
});
