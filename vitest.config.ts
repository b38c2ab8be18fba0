import { webcrypto } from "node:crypto";
import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { ensureLexiconFixture } from "./scripts/lexicon/fixture.mjs";

const migrations = await readD1Migrations("./migrations");
/** A few hundred real lexicon entries; vocabulary tests load them (tests/worker/vocabulary/helpers.ts). */
const lexiconFixture = await ensureLexiconFixture();

/** A fresh ES256 signing key per run, so worker tests never depend on a local .dev.vars. */
async function testSigningKey(): Promise<string> {
  const { privateKey } = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  return JSON.stringify({ ...(await webcrypto.subtle.exportKey("jwk", privateKey)), kid: "test-key", alg: "ES256", use: "sig" });
}

/** Auth settings of the worker tests: relaxed rate limits (rate-limit tests lower them) and a fake Google. */
const authTestBindings = {
  JWT_SIGNING_KEY: await testSigningKey(),
  AUTH_PUBLISHABLE_KEYS: "test-publishable-key",
  AUTH_RATE_LIMIT_SIGNUP: "100000/300",
  AUTH_RATE_LIMIT_TOKEN: "100000/300",
  AUTH_RATE_LIMIT_PASSWORD_PER_EMAIL: "100000/300",
  AUTH_RATE_LIMIT_VERIFY: "100000/300",
  AUTH_RATE_LIMIT_EMAIL_REQUESTS: "100000/300",
  AUTH_RATE_LIMIT_EMAIL_SENT: "100000/3600",
  AUTH_RATE_LIMIT_MFA: "100000/60",
  GOOGLE_CLIENT_ID: "lexora-test-client",
  GOOGLE_CLIENT_SECRET: "lexora-test-secret",
  AUTH_GOOGLE_ISSUER: "https://issuer.google.test",
  AUTH_GOOGLE_AUTHORIZATION_URL: "https://issuer.google.test/authorize",
  AUTH_GOOGLE_TOKEN_URL: "https://issuer.google.test/token",
  AUTH_GOOGLE_JWKS_URL: "https://issuer.google.test/jwks",
};

/** Worker tests never reach a real AI provider, whatever a local .dev.vars says: offline unless a test injects a mock model. */
const aiTestBindings = { OPENAI_API_KEY: "" };

/** Pushes go to the dev outbox in worker tests whatever a local .dev.vars says; FCM tests pass their own account. */
const pushTestBindings = { FCM_SERVICE_ACCOUNT: "" };

export default defineConfig({
  test: {
    // workerd cannot read Vitest's on-disk module cache (vitest 5 enables it by default).
    fsModuleCache: false,
    teardownTimeout: 60_000,
    projects: [
      {
        plugins: [react()],
        test: {
          name: "unit",
          pool: "vmThreads",
          // Screen tests render whole pages; on 2 busy cores a slow one passes 5 s without being wrong.
          testTimeout: 15_000,
          // Every core: Vitest's default leaves one free, which on a 2-core machine is half of it idle.
          maxWorkers: availableParallelism(),
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: migrations,
                TEST_LEXICON: lexiconFixture,
                ENVIRONMENT: "test",
                ...authTestBindings,
                ...aiTestBindings,
                ...pushTestBindings,
              },
            },
          }),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          // Vitest's default on 2 cores is one file at a time, and a file mostly waits on workerd: two at
          // once keep both cores busy.
          maxWorkers: 2,
          // Each of the two runs its files one after another in one workerd, with one module graph and one
          // storage: a workerd and a fresh import of the whole Worker per file cost five times the tests'
          // own time. So a file never assumes an empty database: it makes (or clears) what it counts on.
          isolate: false,
          // A file that signs several learners up (PBKDF2) and seeds content can pass 5 s when both cores are busy.
          testTimeout: 15_000,
          setupFiles: ["tests/worker/setup/apply-migrations.ts"],
        },
      },
    ],
  },
});
