/** TOTP factors (RFC 6238: SHA-1, 6 digits, 30 s, ±1 step), their otpauth URI and an SVG QR code. */
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";

const PERIOD = 30;
const DIGITS = 6;
const ALGORITHM = "SHA1";
const SECRET_BYTES = 20;

export const DEFAULT_TOTP_ISSUER = "Lexora";

function totp(secret: string, issuer = DEFAULT_TOTP_ISSUER, label = "") {
  return new TOTP({ issuer, label, algorithm: ALGORITHM, digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(issuer: string, account: string) {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const uri = totp(secret, issuer, account).toString();
  return { secret, uri, qrCode: renderSVG(uri, { ecc: "M", border: 2, pixelSize: 4 }) };
}

/**
 * The time step the code belongs to when it is valid now (one step of clock drift either way) and
 * newer than `lastUsedStep`, so a code works once; otherwise null.
 */
export function acceptedTotpStep(secret: string, code: string, lastUsedStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
