/**
 * What the teaching specs share: English-speaking accounts (a teacher, or a learner), a second person's
 * browser beside the test's own page, and a 390 px phone (iPhone 13) to check that nothing scrolls sideways.
 */
import { devices, expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { bearer, createAccount, passwordGrant, type TestAccount } from "./account";

/** How long a screen may take to load its data: the shared test machine is sometimes very busy. */
export const LOADED = 60_000;

/** A new account whose interface is in English, with the teacher role when asked (and a token that carries it). */
export async function englishAccount(page: Page, prefix: string, role?: "teacher"): Promise<TestAccount> {
  const account = await createAccount(page.request, prefix);
  const res = await page.request.patch("/api/profile", {
    headers: bearer(account),
    data: { preferredLanguage: "en", ...(role && { role }) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return role ? { ...account, accessToken: await passwordGrant(page.request, account) } : account;
}

/** Another person's browser (a desktop unless `phone`), with the suite's base URL and storage. */
export async function personBrowser(browser: Browser, { phone = false } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];
  const context = await browser.newContext({
    ...(phone ? iPhone : { viewport: { width: 1280, height: 900 } }),
    baseURL: test.info().project.use.baseURL,
    storageState: test.info().project.use.storageState,
    locale: "en-US",
  });
  return { context, page: await context.newPage() };
}

/** The page is no wider than a 390 px phone's screen. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
}
