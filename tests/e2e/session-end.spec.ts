import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAccount, type TestAccount } from "./support/account";

// Issue 34: sessions end everywhere at once. One learner is signed in in two browsers; signing out from
// the account menu of one (a global sign-out) signs the other out too: its hub socket hears at once, and
// within 2 s it shows the sign-in screen saying why, in the interface's language (Russian here).

test.use({ locale: "ru-RU" });

/** Runs `action` and waits until the hub socket it opens on the page is greeted. */
async function withHubSocket(page: Page, action: () => Promise<unknown>): Promise<void> {
  const socket = page.waitForEvent("websocket", { predicate: (ws) => ws.url().includes("/api/realtime"), timeout: 60_000 });
  await action();
  await (await socket).waitForEvent("framereceived", { predicate: (frame) => String(frame.payload).includes('"hello"'), timeout: 60_000 });
}

/** A browser of its own, signed in through the Russian sign-in screen. */
async function signedInBrowser(browser: Browser, account: TestAccount): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: test.info().project.use.storageState,
    locale: "ru-RU",
  });
  const page = await context.newPage();
  await page.goto("/auth?lng=ru");
  await page.getByLabel("Электронная почта").fill(account.email);
  await page.getByLabel("Пароль", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Войти", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible({ timeout: 30_000 });
  return { page, close: () => context.close() };
}

test("a global sign-out in one browser shows the other the sign-in screen in Russian within 2 s", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const account = await createAccount(page.request, "sessions");
  const laptop = await signedInBrowser(browser, account);
  const phone = await signedInBrowser(browser, account);
  await withHubSocket(phone.page, () => phone.page.goto("/progress?lng=ru"));
  await expect(phone.page.getByRole("banner").getByRole("button", { name: account.name })).toBeVisible({ timeout: 30_000 });

  await laptop.page.getByRole("banner").getByRole("button", { name: account.name }).click();
  await laptop.page.getByRole("banner").getByRole("button", { name: "Выйти" }).click();
  const signedOut = Date.now();

  await expect(phone.page.getByText("Вы вышли из аккаунта: этот сеанс завершён")).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - signedOut).toBeLessThan(2_000);
  await expect(phone.page).toHaveURL(/\/auth\?ended=1&redirect=%2Fprogress/);
  await expect(phone.page.getByRole("button", { name: "Войти", exact: true })).toBeVisible();
  await expect(phone.page.getByRole("banner").getByRole("button", { name: account.name })).toHaveCount(0);
  // Nothing of the account is left in the tab: a reload stays signed out.
  await phone.page.reload();
  await expect(phone.page.getByRole("button", { name: "Войти", exact: true })).toBeVisible({ timeout: 30_000 });

  await laptop.close();
  await phone.close();
});
