/** Helpers for the AI chat and translator browser tests. */
import { expect, type Page } from "@playwright/test";

export const GREETING_START = "Здравствуйте! Я ваш AI-помощник по английскому языку.";

/** Messages of the open conversation, by role. */
export const messages = (page: Page, role: "user" | "assistant") => page.locator(`li[data-role="${role}"]`);

/** Creates a chat through the 'Новый чат' dialog of the open chat panel. */
export async function createChatInDialog(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: "Новый чат" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Новый чат" });
  await dialog.getByPlaceholder("Например: Подготовка к IELTS").fill(title);
  await dialog.getByRole("button", { name: "Создать" }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * Starts recording, in the page, every length the newest assistant message's text goes through,
 * so a test can tell a reply that streamed in from one that appeared all at once.
 */
export async function recordReplyGrowth(page: Page): Promise<void> {
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { replyLengths: number[] }).replyLengths = lengths;
    const observer = new MutationObserver(() => {
      const bubbles = document.querySelectorAll('li[data-role="assistant"][data-status="streaming"]');
      const last = bubbles[bubbles.length - 1];
      const length = last?.textContent?.length ?? 0;
      if (length > 0 && length !== lengths[lengths.length - 1]) lengths.push(length);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export const replyLengths = (page: Page) => page.evaluate(() => (window as unknown as { replyLengths: number[] }).replyLengths);
