/**
 * GET /api/health: liveness that really touches the bindings (a D1 query and an R2 round trip);
 * GET /api/ping and GET /api/config beside it, each its own small router.
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { aiMode } from "../ai/model";
import type { AppConfig } from "../contract/config";
import type { AppEnv } from "../env";
import { APP_VERSION } from "../version";

type Check = "ok" | "error";

async function check(probe: () => Promise<unknown>): Promise<Check> {
  try {
    await probe();
    return "ok";
  } catch (err) {
    console.error("health check failed", err);
    return "error";
  }
}

const HEALTH_OBJECT_KEY = "health/probe";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const [db, storage] = await Promise.all([
    check(() => c.var.db.get(sql`SELECT 1 AS one`)),
    check(async () => {
      if (!(await c.env.AUDIO.head(HEALTH_OBJECT_KEY))) await c.env.AUDIO.put(HEALTH_OBJECT_KEY, "ok");
    }),
  ]);
  const ok = db === "ok" && storage === "ok";
  return c.json({ ok, version: APP_VERSION, db, storage, ai: aiMode(c.env) }, ok ? 200 : 503);
});

/** Does nothing on purpose: the baseline `npm run bench` compares /api/health against. */
export const pingRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ ok: true }));

export const configRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ environment: c.env.ENVIRONMENT, version: APP_VERSION, ai: aiMode(c.env) } satisfies AppConfig),
);
