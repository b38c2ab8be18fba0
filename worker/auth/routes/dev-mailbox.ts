/**
 * GET /dev/mailbox?email= — the mail the development mailbox holds for an address, newest first,
 * so a person (or an e2e test) can follow the link. Absent in production.
 */
import { Hono } from "hono";
import type { AuthEnv } from "../context";
import { AuthError, validationFailed } from "../errors";
import { listDevMailbox } from "../email/dev-mailbox";
import { sendJson } from "../http";
import { normalizeEmail } from "../users";

export const devMailboxRoutes = new Hono<AuthEnv>().get("/dev/mailbox", async (c) => {
  if (c.var.config.isProduction) throw new AuthError(404, "not_found", "Not found");
  const email = c.req.query("email");
  if (!email) throw validationFailed("email is required");
  return sendJson(c, { messages: await listDevMailbox(c.var.db, normalizeEmail(email)) });
});
