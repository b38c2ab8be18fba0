import { expect, type Page } from "@playwright/test";

/**
 * Opens `path` inside the running app, as its own links do (the history API and the popstate event the
 * router listens to), instead of loading the page again: a scan of every screen then pays for the app's
 * start once. Returns when the new screen has replaced the old one (its heading is a new element) and
 * nothing it shows is still loading.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll("h1")) heading.dataset.e2ePrevious = "";
    history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page.locator("h1:not([data-e2e-previous])").first(), path).toBeVisible();
  await expect(page.getByText("Loading..."), path).toHaveCount(0);
}

/**
 * Counts the page's requests in flight (a socket is not one): `quiet()` returns once none is open and
 * none starts within the next frame, where a screen that has just drawn its data asks for more.
 */
export function networkWatch(page: Page): { quiet: () => Promise<void> } {
  const open = new Set<unknown>();
  page.on("request", (request) => open.add(request));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
  const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  return {
    quiet: () =>
      expect
        .poll(async () => {
          if (open.size > 0) return open.size;
          await nextFrame();
          return open.size;
        })
        .toBe(0),
  };
}
