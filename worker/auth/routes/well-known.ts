/** GET /.well-known/jwks.json (public keys for local verification, e.g. auth-js getClaims) and GET /settings. */
import { Hono } from "hono";
import type { AuthEnv } from "../context";
import { sendJson } from "../http";
import { signingKey } from "../jwt";

export const wellKnownRoutes = new Hono<AuthEnv>()
  .get("/.well-known/jwks.json", async (c) => {
    const { jwks } = await signingKey(c.var.config.signingKey);
    c.header("Cache-Control", "public, max-age=600");
    return sendJson(c, jwks);
  })
  .get("/settings", (c) => {
    const { config } = c.var;
    return sendJson(c, {
      external: { email: true, phone: false, google: config.google !== null, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: "",
      saml_enabled: false,
    });
  });
