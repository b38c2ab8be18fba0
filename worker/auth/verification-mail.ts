/**
 * Sending a confirmation, recovery or email-change mail: the token (and PKCE flow state, when the
 * app started one) is committed together with the account changes, then the mail goes out.
 */
import type { Context } from "hono";
import type { AuthEnv } from "./context";
import { requestLang } from "../i18n";
import { commit, type BatchStatement } from "../db/client";
import { verificationEmail, type VerificationType } from "./email/messages";
import { mailerFor } from "./email/mailer";
import { newFlowState, type CodeChallenge } from "./flow-states";
import { issueOneTimeToken, type OneTimeTokenType } from "./one-time-tokens";
import type { AuthenticationMethod } from "./sessions";

const TOKEN_TYPE: Record<VerificationType, OneTimeTokenType> = {
  signup: "confirmation",
  recovery: "recovery",
  email_change: "email_change",
};

const FLOW_METHOD: Record<VerificationType, AuthenticationMethod> = {
  signup: "email/signup",
  recovery: "recovery",
  email_change: "email_change",
};

export async function sendVerificationMail(
  c: Context<AuthEnv>,
  mail: { type: VerificationType; userId: string; to: string; redirectTo: string; challenge: CodeChallenge | null },
  before: BatchStatement[],
  now: number,
): Promise<void> {
  const { db, config } = c.var;
  const mailer = mailerFor(c.env, db, config);
  const flow = mail.challenge
    ? newFlowState(db, { method: FLOW_METHOD[mail.type], challenge: mail.challenge, userId: mail.userId, redirectTo: mail.redirectTo }, now)
    : null;
  const token = await issueOneTimeToken(
    db,
    { userId: mail.userId, type: TOKEN_TYPE[mail.type], email: mail.to, flowStateId: flow?.id },
    now,
  );
  await commit(db, [...before, ...(flow?.statements ?? []), ...token.statements]);
  await mailer.send(verificationEmail(config.apiUrl, mail.type, mail.to, token.issued, mail.redirectTo, requestLang(c)));
}
