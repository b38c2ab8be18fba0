/**
 * The auth emails and the shape every provider sends: a link to GET /auth/v1/verify (which confirms
 * and sends the browser back to the app) and the same proof as a six-digit code.
 */
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

const TEXTS: Record<VerificationType, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: "Confirm your email",
    intro: "Welcome to Lexora! Confirm your email address to finish signing up.",
    action: "Confirm your email",
  },
  recovery: {
    subject: "Reset your password",
    intro: "Someone asked to reset the password of your Lexora account. If it was you, follow the link.",
    action: "Reset password",
  },
  email_change: {
    subject: "Confirm your new email",
    intro: "Confirm this address to make it the new email of your Lexora account.",
    action: "Confirm new email",
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function verificationEmail(
  apiUrl: string,
  type: VerificationType,
  to: string,
  token: IssuedToken,
  redirectTo: string,
): EmailMessage {
  const link = `${apiUrl}/verify?${new URLSearchParams({ token: token.tokenHash, type, redirect_to: redirectTo })}`;
  const { subject, intro, action } = TEXTS[type];
  const text = `${intro}\n\n${action}: ${link}\n\nOr enter this code: ${token.otp}\n\nIf you did not ask for this, ignore this email.\n`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>Or enter this code: <strong>${token.otp}</strong></p><p>If you did not ask for this, ignore this email.</p>`;
  return { to, subject, text, html, link, tokenHash: token.tokenHash, token: token.otp };
}

/**
 * What the owner of an address gets when someone signs up with it again: the sign-up answer looks
 * like a new account's (anti-enumeration), so this mail is how the real owner learns what happened.
 */
export function accountExistsEmail(to: string, signInUrl: string): EmailMessage {
  const intro = "Someone tried to create a Lexora account with this email address, which already has an account.";
  const action = "Sign in";
  const after =
    "If it was you, sign in (or use “Forgot password?” on the sign-in page). If it was not you, ignore this email: nothing has changed.";
  const text = `${intro}\n\n${action}: ${signInUrl}\n\n${after}\n`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(signInUrl)}">${escapeHtml(action)}</a></p><p>${escapeHtml(after)}</p>`;
  return { to, subject: "Someone tried to sign up with your email", text, html, link: signInUrl, tokenHash: "", token: "" };
}
