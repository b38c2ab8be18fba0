import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { ROUTES } from "../../src/app/route-table";
import { bearer, createAccount, signIn, type AccountOptions } from "./support/account";
import { seriousViolationsInBothThemes } from "./support/axe";
import { openInApp } from "./support/navigation";

// Sign-in derives PBKDF2 keys and lazy screens load on a shared, busy machine: give the UI time.
const expect = baseExpect.configure({ timeout: 20_000 });

// axe-core on every route of src/app/route-table.ts (screens shared by many routes once), in the light
// and the dark theme, signed out and signed in, plus the shell's overlays (tutorial, dialogs,
// invitation): no serious or critical violation anywhere. Each test writes its per-screen result to
// accessibility.json in its own folder under test-results/, for the report.

type Finding = { route: string; theme: "light and dark"; signedIn: boolean; violations: string[] };

/**
 * A page whose theme follows the system preference (nothing stored), so each screen is scanned in the
 * light theme and then, switched live by the app's own media-query listener, in the dark one.
 */
async function systemThemedPage(browser: Browser, storageState?: string): Promise<Page> {
  const context = await browser.newContext({ colorScheme: "light", storageState, viewport: { width: 1280, height: 800 }, locale: "en-US" });
  return context.newPage();
}

/** Scans what is on screen in both themes (tests/e2e/support/axe.ts); leaves the page in the light theme. */
async function scanBothThemes(page: Page, label: string, signedIn: boolean): Promise<Finding[]> {
  return [{ route: label, theme: "light and dark", signedIn, violations: await seriousViolationsInBothThemes(page, { label }) }];
}

/**
 * Screens whose own specs scan them, light and dark, in the states a learner meets (an answer revealed,
 * a test under way, a result): practice.spec.ts and the two IELTS specs.
 */
const SCANNED_WITH_DATA = new Set([
  "/review",
  "/flashcards",
  "/ielts/reading",
  "/ielts/reading-split",
  "/ielts/listening",
  "/ielts/writing",
  "/ielts/speaking",
]);

async function settle(page: Page): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByText("Loading...")).toHaveCount(0);
  // The shell's overlays load once the first screen is shown (on a desktop the translator's side tab shows they are there).
  await expect(page.getByTestId("translator-side-tab")).toBeVisible();
  // Let transitions and animations end so axe sees the page as a person would (reading the animations
  // first makes the browser start the pending ones; an infinite one, like a spinner, is not waited on).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Writes the test's findings to its accessibility.json; returns their violations, one line per screen that has any. */
function report(findings: Finding[]): string[] {
  mkdirSync(test.info().outputDir, { recursive: true });
  writeFileSync(test.info().outputPath("accessibility.json"), JSON.stringify(findings, null, 2));
  return findings
    .filter((finding) => finding.violations.length > 0)
    .map((finding) => `${finding.signedIn ? "signed in" : "signed out"}: ${finding.violations.join("; ")}`);
}

async function signedInState(browser: Browser, options: AccountOptions = {}): Promise<string> {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const account = await createAccount(page.request, "a11y", options);
  // English screens (the profile's language wins over ?lng= once the account is loaded).
  await page.request.patch("/api/profile", { headers: bearer(account), data: { preferredLanguage: "en" } });
  await signIn(page, account);
  const path = test.info().outputPath(`state-${Date.now()}.json`);
  await context.storageState({ path });
  await context.close();
  return path;
}

test.describe("accessibility (axe): 0 serious or critical violations", () => {
  test.describe.configure({ timeout: 15 * 60_000 });

  for (const signedIn of [false, true]) {
    test(`every route in the light and dark theme, ${signedIn ? "signed in" : "signed out"}`, async ({ browser }) => {
      const state = signedIn ? await signedInState(browser) : undefined;
      const page = await systemThemedPage(browser, state);
      const mine: Finding[] = [];
      // Screens that many routes share (the sign-in prompt, the placeholder of a section not built yet)
      // are scanned once; every other route is its own screen.
      const sharedScanned = new Set<string>();
      // Signed in, the screens of one's own data; the public ones are scanned signed out (the signed-in
      // header is part of every account screen).
      // Signed out, an account screen is the sign-in prompt, the same for all of them.
      const routes = ROUTES.filter((route) => route.requiresAccount === signedIn && !SCANNED_WITH_DATA.has(route.example)).map(
        (route) => route.example,
      );
      const firstAccountRoute = ROUTES.find((route) => route.requiresAccount)!.example;
      const paths = signedIn ? routes : [...routes, firstAccountRoute, "/this/path/does-not-exist"];
      for (const [index, path] of paths.entries()) {
        // The first screen loads the app; the others open inside it, as its links open them.
        if (index === 0) await page.goto(`${path}?lng=en`);
        else await openInApp(page, path);
        await settle(page);
        if (signedIn) await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveCount(0);
        const shared = (await page.getByTestId("sign-in-prompt").count())
          ? "sign-in prompt"
          : (await page.getByText("This section is not available yet.").count())
            ? "placeholder"
            : null;
        if (shared && sharedScanned.has(shared)) continue;
        if (shared) sharedScanned.add(shared);
        mine.push(...(await scanBothThemes(page, shared ? `${path} (${shared})` : path, signedIn)));
      }
      await page.context().close();
      expect(report(mine)).toEqual([]);
    });
  }

  test("the tutorial, the profile's dialogs and the invitation, light and dark theme", async ({ browser }) => {
    const page = await systemThemedPage(browser, await signedInState(browser, { tutorial: "new" }));
    const mine: Finding[] = [];
    await page.goto("/?lng=en");
    await settle(page);
    await expect(page.getByTestId("onboarding-tutorial")).toBeVisible();
    mine.push(...(await scanBothThemes(page, "/ (tutorial, step 1)", true)));
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Try it yourself!")).toBeVisible();
    mine.push(...(await scanBothThemes(page, "/ (tutorial, step 2)", true)));

    await page.goto("/profile?lng=en");
    await settle(page);
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect(page.getByTestId("totp-qr")).toBeVisible();
    mine.push(...(await scanBothThemes(page, "/profile (two-factor enrolment)", true)));
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByRole("dialog", { name: "Delete your account?" }).getByRole("button", { name: "Delete forever" })).toBeVisible();
    mine.push(...(await scanBothThemes(page, "/profile (deletion dialog)", true)));
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Skip tutorial" }).click();
    await page.evaluate(() => localStorage.removeItem("lexora-community-invitation"));
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Join the Lexora community" }).getByRole("link", { name: "Join Now" })).toBeVisible();
    mine.push(...(await scanBothThemes(page, "/profile (community invitation)", true)));
    await page.context().close();
    expect(report(mine)).toEqual([]);
  });
});
