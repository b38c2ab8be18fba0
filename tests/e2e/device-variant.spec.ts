import { devices, expect, test } from "@playwright/test";

// An iPhone's user agent and screen, in Chromium (the device preset's WebKit default does not apply here).
const { defaultBrowserType: _webkit, ...iPhone } = devices["iPhone 13"];

test.describe("on a 375×812 touch phone", () => {
  test.use({ ...iPhone, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("the mobile variant is shown with its bottom navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('[data-variant="mobile"]')).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Mobile navigation" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
  });
});

test.describe("on a narrow touch screen with a desktop browser", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the width-and-touch rule still picks the mobile variant", async ({ page }) => {
    await page.goto("/dictionary");
    await expect(page.locator('[data-variant="mobile"]')).toBeVisible();
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the desktop variant is shown with the main navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('[data-variant="desktop"]')).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });
});
