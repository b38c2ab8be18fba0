// Generates .dev.vars on first start so nobody has to create secrets by hand.
import { webcrypto } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./state.mjs";

export const DEV_VARS_PATH = path.join(ROOT, ".dev.vars");

/** A fresh ES256 private key as a JWK string with a key id, for signing access tokens. */
export async function generateSigningKey() {
  const { privateKey } = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  const jwk = await webcrypto.subtle.exportKey("jwk", privateKey);
  return JSON.stringify({ ...jwk, kid: `dev-${webcrypto.randomUUID().slice(0, 8)}`, alg: "ES256", use: "sig" });
}

export async function ensureDevVars() {
  if (existsSync(DEV_VARS_PATH)) return { created: false, vars: parseDevVars(readFileSync(DEV_VARS_PATH, "utf8")) };
  const signingKey = await generateSigningKey();
  const text = [
    "# Local secrets for `npm start` / `npm run dev`. Generated once; never commit this file.",
    "# ES256 private key (JWK) that signs access tokens.",
    `JWT_SIGNING_KEY='${signingKey}'`,
    "",
    "# AI: leave empty for offline mode. Any OpenAI-compatible endpoint works (OpenAI, Workers AI, Ollama, LM Studio).",
    "# OPENAI_API_KEY=",
    "# OPENAI_BASE_URL=http://localhost:11434/v1",
    "# AI_MODEL=gpt-4o-mini",
    "",
    "# Email: development mail goes to the dev mailbox; set these to send real mail.",
    "# EMAIL_PROVIDER=resend",
    "# EMAIL_API_KEY=",
    "# EMAIL_FROM=Lexora <no-reply@example.com>",
    "",
    "# Google sign-in (OIDC).",
    "# GOOGLE_CLIENT_ID=",
    "# GOOGLE_CLIENT_SECRET=",
    "",
  ].join("\n");
  writeFileSync(DEV_VARS_PATH, text, { mode: 0o600 });
  return { created: true, vars: parseDevVars(text) };
}

export function parseDevVars(text) {
  const vars = {};
  for (const line of text.split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (match) vars[match[1]] = match[2].replace(/^'(.*)'$/, "$1").replace(/^"(.*)"$/, "$1");
  }
  return vars;
}
