import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { ROUTES } from "../../src/app/route-table";
import { bearer, createAccount } from "./support/account";

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

  test("a file this build does not have answers 404 under /assets, never the app's page; the build's own files are cached for a year", async ({
    page,
    request,
  }) => {
    // Issue 34: an old tab after a deploy asked for its old chunk and got the app's page, 200, cached as immutable.
    const missing = await request.get("/assets/index-0ld0ld0l.js", { headers: { "Sec-Fetch-Dest": "script", "Sec-Fetch-Mode": "cors" } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).not.toMatch(/text\/html/);
    expect(missing.headers()["cache-control"]).toBe("no-store");
    await page.goto("/");
    const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute("src");
    const found = await request.get(script!);
    expect(found.status()).toBe(200);
    expect(found.headers()["content-type"]).toMatch(/javascript/);
    expect(found.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("/api paths answer JSON even on a browser navigation", async ({ page }) => {
    const res = await page.goto("/api/health");
    expect(res?.headers()["content-type"]).toMatch(/application\/json/);
    expect(await res?.json()).toMatchObject({ ok: true, db: "ok", storage: "ok" });
  });
});

test.describe("the local server answers as production does", () => {
  test("a WebSocket upgrade to the realtime path without a ticket receives the Worker's HTTP 401", async ({ baseURL }) => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${baseURL}/api/realtime`, {
        agent: false,
        headers: {
          Connection: "Upgrade",
          Upgrade: "websocket",
          "Sec-WebSocket-Version": "13",
          "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        },
      });
      req.on("upgrade", () => reject(new Error("the upgrade was accepted without a ticket")));
      req.on("response", async (res) => {
        let body = "";
        for await (const chunk of res) body += String(chunk);
        resolve({ status: res.statusCode ?? 0, body });
      });
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "invalid_ticket" } });
  });

  test("an oversized dictionary import is answered 413 in the error shape every time, never a 500 page", async ({ request }) => {
    const account = await createAccount(request, "import-limit");
    const file = "a".repeat(6 * 1024 * 1024);
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await request.post("/api/words/import", { headers: { ...bearer(account), "Content-Type": "text/csv" }, data: file });
      expect(res.status(), await res.text()).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("import_too_large");
    }
  });
});
