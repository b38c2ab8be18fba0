/**
 * The auth emails and the shape every provider sends: a link to GET /auth/v1/verify (which confirms
 * and sends the browser back to the app) and the same proof as a six-digit code. They are written in the
 * language of the request that sent them (the catalogue's `mail` namespace).
 */
import { translator, type Lang } from "../../i18n";
import type { IssuedToken } from "../one-time-tokens";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message asks the reader to follow, and its token, kept for the dev mailbox. */
  link: string;
  tokenHash: string;
  token: string;
};

/** What every provider implements (mailer.ts picks one); declared here so providers never import the picker. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export type VerificationType = "signup" | "recovery" | "email_change";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function verificationEmail(
  apiUrl: string,
  type: VerificationType,
  to: string,
  token: IssuedToken,
  redirectTo: string,
  lang: Lang,
): EmailMessage {
  const t = translator(lang);
  const link = `${apiUrl}/verify?${new URLSearchParams({ token: token.tokenHash, type, redirect_to: redirectTo })}`;
  const [subject, intro, action] = (["subject", "intro", "action"] as const).map((part) => t(`mail:${type}.${part}`));
  const ignore = t("mail:ignore");
  const text = `${intro}\n\n${action}: ${link}\n\n${t("mail:code", { code: token.otp })}\n\n${ignore}\n`;
  const html = `<p>${escapeHtml(intro!)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action!)}</a></p><p>${escapeHtml(t("mail:codeLabel"))} <strong>${token.otp}</strong></p><p>${escapeHtml(ignore)}</p>`;
  return { to, subject: subject!, text, html, link, tokenHash: token.tokenHash, token: token.otp };
}

/**
 * What the owner of an address gets when someone signs up with it again: the sign-up answer looks
 * like a new account's (anti-enumeration), so this mail is how the real owner learns what happened.
 */
export function accountExistsEmail(to: string, signInUrl: string, lang: Lang): EmailMessage {
  const t = translator(lang);
  const [subject, intro, action, after] = (["subject", "intro", "action", "after"] as const).map((part) => t(`mail:exists.${part}`));
  const text = `${intro}\n\n${action}: ${signInUrl}\n\n${after}\n`;
  const html = `<p>${escapeHtml(intro!)}</p><p><a href="${escapeHtml(signInUrl)}">${escapeHtml(action!)}</a></p><p>${escapeHtml(after!)}</p>`;
  return { to, subject: subject!, text, html, link: signInUrl, tokenHash: "", token: "" };
}
