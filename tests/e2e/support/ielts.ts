import type { Page } from "@playwright/test";

/**
 * Opens an IELTS test's submit dialog from the bar fixed at the foot of the screen. The Submit button beside
 * the title lies under the notification stack at the top right, and a pointer resting on a notification
 * pauses it (sonner), so a click aimed there while one is showing would wait until the test times out.
 */
export async function openSubmitDialog(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Submit", exact: true }).last().click();
}
