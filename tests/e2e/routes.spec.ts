import { expect, test } from "@playwright/test";
import { ROUTES } from "../../src/app/route-table";

test.describe("every route of the specification", () => {
  test("every route renders its screen without the error page", async ({ page }) => {
    test.setTimeout(240_000);
    const crashes: string[] = [];
    page.on("pageerror", (err) => crashes.push(`${page.url()}: ${err.message}`));
    for (const route of ROUTES) {
      await page.goto(route.example);
      await expect(page.locator("h1").first(), route.example).toBeVisible();
      await expect(page.getByText("Loading..."), route.example).toHaveCount(0);
      await expect(page.getByTestId("error-page"), route.example).toHaveCount(0);
      await expect(page.getByTestId("not-found"), route.example).toHaveCount(0);
    }
    expect(crashes).toEqual([]);
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/this/path/does-not-exist");
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByText("/this/path/does-not-exist")).toBeVisible();
  });

  test("the HTML is served with the security headers", async ({ request }) => {
    const res = await request.get("/");
    const csp = res.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
    const deepLink = await request.get("/dictionary");
    expect(deepLink.headers()["strict-transport-security"]).toMatch(/max-age=63072000/);
  });

  test("/api paths answer JSON even on a browser navigation", async ({ page }) => {
    const res = await page.goto("/api/health");
    expect(res?.headers()["content-type"]).toMatch(/application\/json/);
    expect(await res?.json()).toMatchObject({ ok: true, db: "ok", storage: "ok" });
  });
});
