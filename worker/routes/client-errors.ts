/** POST /api/client-errors: crash reports from the SPA's error page, written to the Worker log. */
import { Hono } from "hono";
import { clientErrorReportSchema } from "../contract/client-errors";
import type { AppEnv } from "../env";
import { validate } from "../lib/validation";

export const clientErrorRoutes = new Hono<AppEnv>().post("/", validate("json", clientErrorReportSchema), (c) => {
  const report = c.req.valid("json");
  console.error(`[${c.get("requestId")}] client error at ${report.url}: ${report.message}\n${report.stack ?? ""}`);
  return c.json({ received: true }, 202);
});
