// Loads `/` in Chromium and adds up, gzipped, every script the page fetched to render.
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";

export async function measureFirstRouteJs(baseUrl, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    // The first visit measured on its own: a service worker would serve (and hide) later responses.
    const page = await browser.newPage({ serviceWorkers: "block" });
    const scripts = new Map();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      // A script still arriving when the browser closes (loaded after the first paint) cannot be read; it is left out.
      scripts.set(new URL(response.url()).pathname, response.body().catch(() => null));
    });
    await page.goto(baseUrl, { waitUntil: "networkidle" });
    await page.locator("h1").first().waitFor();
    const files = [];
    for (const [path, pending] of scripts) {
      const body = await pending;
      if (!body) continue;
      const gzipKb = gzipSync(body, { level: 9 }).length / 1024;
      files.push({ path, gzipKb });
    }
    files.sort((a, b) => b.gzipKb - a.gzipKb);
    return { gzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0), files };
  } finally {
    await browser.close();
  }
}
