/**
 * GET /auth/v1/dev/mailbox?email= — the mail the development mailbox holds for an address, newest
 * first, so a person (or an e2e test) can follow the link. It needs the publishable `apikey` like the
 * other auth routes (worker/auth/api-key.ts), and it exists only where ENVIRONMENT says development or test: production, a
 * missing ENVIRONMENT and any other value answer 404, so no deployment can turn it on by mistake.
 */
import { Hono } from "hono";
import type { AuthEnv } from "../context";
import { AuthError, validationFailed } from "../errors";
import { listDevMailbox } from "../email/dev-mailbox";
import { sendJson } from "../http";
import { normalizeEmail } from "../users";

const MAILBOX_ENVIRONMENTS: ReadonlySet<string> = new Set(["development", "test"]);

export const devMailboxRoutes = new Hono<AuthEnv>().get("/dev/mailbox", async (c) => {
  if (!MAILBOX_ENVIRONMENTS.has(c.env.ENVIRONMENT)) throw new AuthError(404, "not_found", "Not found");
  const email = c.req.query("email");
  if (!email) throw validationFailed("email is required");
  return sendJson(c, { messages: await listDevMailbox(c.var.db, normalizeEmail(email)) });
});
