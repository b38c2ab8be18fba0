/**
 * How the auth service sends mail. Development and tests write to the `dev_mailbox` table (read at
 * GET /auth/v1/dev/mailbox); production sends through an HTTP email API chosen by `EMAIL_PROVIDER`.
 */
import type { AuthConfig } from "../config";
import type { Db } from "../../db/client";
import { AuthError } from "../errors";
import { devMailbox } from "./dev-mailbox";
import type { Mailer } from "./messages";
import { resendMailer } from "./resend";

export function mailerFor(env: Env, db: Db, config: AuthConfig): Mailer {
  if (env.EMAIL_PROVIDER === "resend") {
    if (!env.EMAIL_API_KEY || !env.EMAIL_FROM) {
      console.error("EMAIL_PROVIDER=resend needs EMAIL_API_KEY and EMAIL_FROM");
      throw new AuthError(500, "unexpected_failure", "Email sending is not configured on the server.");
    }
    return resendMailer({ apiKey: env.EMAIL_API_KEY, from: env.EMAIL_FROM, endpoint: env.EMAIL_API_URL });
  }
  if (env.EMAIL_PROVIDER || config.isProduction) {
    console.error(`no usable email provider (EMAIL_PROVIDER=${env.EMAIL_PROVIDER ?? ""})`);
    throw new AuthError(500, "unexpected_failure", "Email sending is not configured on the server.");
  }
  return devMailbox(db);
}
