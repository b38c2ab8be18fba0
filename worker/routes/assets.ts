/**
 * /assets/* (the build's hashed files) reaches the Worker first (wrangler.toml `run_worker_first`, issue
 * 34): a file of this build is served as the asset server has it; anything else is 404. Left to the
 * asset server, a missing file got the SPA fallback — the app's page, 200, with the assets' year-long
 * immutable caching — so an old tab after a deploy kept the page as its script forever.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";

/** The SPA fallback answers every path the build does not have with the app's HTML page. */
const isAppPage = (res: Response) => res.status === 404 || (res.ok && (res.headers.get("Content-Type") ?? "").startsWith("text/html"));

export const assetRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  if (!isAppPage(res)) return res;
  return c.text(`No such file in this version of the app: ${new URL(c.req.url).pathname}`, 404, { "Cache-Control": "no-store" });
});
