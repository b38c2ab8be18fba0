/** POST /api/client-errors: crash reports from the SPA's error page, written to the Worker log (anonymous, limited per IP). */
import { Hono } from "hono";
import { clientErrorReportSchema } from "../contract/client-errors";
import type { AppEnv } from "../env";
import { CLIENT_ERROR_LIMIT, limitPerIp } from "../lib/rate-limit";
import { validate } from "../lib/validation";

export const clientErrorRoutes = new Hono<AppEnv>().post(
  "/",
  limitPerIp(CLIENT_ERROR_LIMIT),
  validate("json", clientErrorReportSchema),
  (c) => {
    const report = c.req.valid("json");
    console.error(`[${c.get("requestId")}] client error at ${report.url}: ${report.message}\n${report.stack ?? ""}`);
    return c.json({ received: true }, 202);
  },
);
