// Loads `/` in Chromium and adds up, gzipped, the scripts the page fetched to render: every script
// whose request started before the page had fired its load event and shown its heading (times from
// the page's own Resource Timing). Scripts requested afterwards (toasts, overlays, service worker
// registration, fetched once the browser is idle) are reported apart.
/* global document, window, MutationObserver -- the callbacks passed to addInitScript and evaluate run in the page. */
import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";

async function sizes(entries) {
  const files = [];
  for (const { path, body } of entries) {
    const bytes = await body;
    if (bytes) files.push({ path, gzipKb: gzipSync(bytes, { level: 9 }).length / 1024 });
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  return { gzipKb: files.reduce((sum, f) => sum + f.gzipKb, 0), files };
}

export async function measureFirstRouteJs(baseUrl, executablePath) {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  try {
    // The first visit measured on its own: a service worker would serve (and hide) later responses.
    const page = await browser.newPage({ serviceWorkers: "block" });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector("h1")) return;
        window.__lexoraFirstHeadingAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const bodies = new Map();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.set(
        new URL(response.url()).pathname,
        response.body().catch(() => null),
      );
    });
    await page.goto(baseUrl, { waitUntil: "load" });
    await page.locator("h1").first().waitFor();
    await page.waitForLoadState("networkidle");
    // Idle-time chunks are requested a moment after the network first goes quiet.
    await page.waitForTimeout(1500);
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => ({
      renderedAt: Math.max(window.__lexoraFirstHeadingAt, performance.getEntriesByType("navigation")[0].loadEventEnd),
      started: Object.fromEntries(performance.getEntriesByType("resource").map((entry) => [new URL(entry.name).pathname, entry.startTime])),
    }));
    const firstRoute = [];
    const deferred = [];
    for (const [path, body] of bodies) {
      const startedAt = timing.started[path] ?? 0;
      (startedAt <= timing.renderedAt ? firstRoute : deferred).push({ path, body });
    }
    return { ...(await sizes(firstRoute)), deferred: await sizes(deferred) };
  } finally {
    await browser.close();
  }
}
