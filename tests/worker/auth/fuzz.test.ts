/**
 * Property tests of every JSON body the auth API reads: whatever arrives, the answer is never a
 * 5xx and no half-made account is left behind. Most generated bodies fail validation (cheap); the
 * share that reaches PBKDF2 (about 30 ms per hash) is kept small so the suite stays fast.
 */
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { accessToken, authFetch, confirmedUser, workerFetch, BASE } from "./helpers";

const RUNS = 300;
/** 300 requests through workerd and D1 take a few seconds; the default 5 s is too tight on CI. */
const FUZZ_TIMEOUT_MS = 60_000;

const emailish = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("", " ", "a@b", "@example.com", "x@example.com\u0000", "ÄÖÜ@例え.テスト", "a".repeat(300) + "@example.com"),
  fc.string({ maxLength: 40 }),
);
const passwordish = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom("", "12345", "123456", "p".repeat(72), "p".repeat(73), "🔑".repeat(40)),
);
const anything = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);
const challengeish = fc.oneof(fc.constant(null), fc.string({ maxLength: 200 }), fc.stringMatching(/^[A-Za-z0-9._~-]{43,128}$/));

/** An object with some of the endpoint's own keys (plausible or absurd values) and stray keys. */
function bodyOf(fields: Record<string, fc.Arbitrary<unknown>>) {
  const keyed = Object.fromEntries(
    Object.entries(fields).map(([key, arb]) => [key, fc.oneof({ weight: 3, arbitrary: arb }, { weight: 1, arbitrary: anything })]),
  );
  return fc
    .record(keyed, { requiredKeys: [] })
    .chain((body) => fc.dictionary(fc.string({ maxLength: 12 }), anything, { maxKeys: 2 }).map((extra) => ({ ...extra, ...body })));
}

/** Raw text: well-formed bodies mostly, sometimes any JSON value, sometimes not JSON at all. */
function rawBody(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc.oneof(
    { weight: 8, arbitrary: bodyOf(fields).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );
}

/** Rows a half-made account would leave. Other files share this database, so a fuzz run compares with before it. */
async function partialAccounts() {
  return env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM identities i WHERE i.user_id = u.id)) AS users_without_identity,
       (SELECT count(*) FROM identities i WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = i.user_id)) AS identities_without_user,
       (SELECT count(*) FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = s.id)) AS sessions_without_token,
       (SELECT count(*) FROM users WHERE email = '' OR email <> lower(trim(email))) AS malformed_emails`,
  ).first();
}

function fuzz(
  name: string,
  method: string,
  path: () => string,
  fields: Record<string, fc.Arbitrary<unknown>>,
  headers: () => Record<string, string> = () => ({}),
) {
  it(
    `${method} ${name}: never a 5xx (${RUNS} bodies)`,
    async () => {
      const before = await partialAccounts();
      await fc.assert(
        fc.asyncProperty(rawBody(fields), async (body) => {
          const res = await authFetch(path(), { method, body, headers: { "Content-Type": "application/json", ...headers() } });
          expect(res.status, `${res.status} for ${body}: ${await res.clone().text()}`).toBeLessThan(500);
          if (res.status !== 204) expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
        }),
        { numRuns: RUNS },
      );
      expect(await partialAccounts()).toEqual(before);
    },
    FUZZ_TIMEOUT_MS,
  );
}

describe("fuzzing the auth API", () => {
  let token = "";
  let factorId = "";
  beforeAll(async () => {
    const { client } = await confirmedUser();
    token = await accessToken(client);
    const { data } = await client.mfa.enroll({ factorType: "totp" });
    factorId = data!.id;
  });
  const bearer = () => ({ Authorization: `Bearer ${token}` });
  const pkce = { code_challenge: challengeish, code_challenge_method: fc.constantFrom("s256", "S256", "plain", "md5", "") };

  fuzz("/signup", "POST", () => "/signup", {
    email: emailish,
    password: passwordish,
    data: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 10 }), anything),
      fc.record({ role: fc.constantFrom("learner", "teacher", "admin"), full_name: fc.string() }),
    ),
    phone: fc.string({ maxLength: 20 }),
    ...pkce,
  });
  fuzz("/token?grant_type=password", "POST", () => "/token?grant_type=password", {
    email: emailish,
    password: passwordish,
    phone: fc.string(),
  });
  fuzz("/token?grant_type=refresh_token", "POST", () => "/token?grant_type=refresh_token", {
    refresh_token: fc.string({ maxLength: 600 }),
  });
  fuzz("/token?grant_type=pkce", "POST", () => "/token?grant_type=pkce", {
    auth_code: fc.oneof(fc.uuid(), fc.string()),
    code_verifier: challengeish,
  });
  fuzz("/token?grant_type=<any>", "POST", () => `/token?grant_type=${encodeURIComponent(String(Math.random()))}`, {});
  fuzz("/verify", "POST", () => "/verify", {
    type: fc.constantFrom("signup", "email", "recovery", "email_change", "magiclink", "invite", "sms", "nope"),
    token: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string()),
    token_hash: fc.string({ maxLength: 300 }),
    email: emailish,
    phone: fc.string(),
    redirect_to: fc.oneof(fc.webUrl(), fc.string()),
  });
  fuzz("/recover", "POST", () => "/recover", { email: emailish, ...pkce });
  fuzz("/resend", "POST", () => "/resend", {
    type: fc.constantFrom("signup", "email_change", "sms", "phone_change", "recovery"),
    email: emailish,
    phone: fc.string(),
    ...pkce,
  });
  fuzz(
    "/user",
    "PUT",
    () => "/user",
    {
      // Passwords are rare here: each one costs two PBKDF2 runs.
      password: fc.oneof({ weight: 1, arbitrary: passwordish }, { weight: 9, arbitrary: fc.constant(undefined) }),
      email: emailish,
      data: fc.dictionary(fc.string({ maxLength: 10 }), anything),
      app_metadata: anything,
      phone: fc.string(),
      ...pkce,
    },
    bearer,
  );
  fuzz(
    "/factors",
    "POST",
    () => "/factors",
    { factor_type: fc.constantFrom("totp", "phone", "webauthn", "sms"), friendly_name: fc.string({ maxLength: 300 }), issuer: fc.string() },
    bearer,
  );
  fuzz("/factors/:id/challenge", "POST", () => `/factors/${factorId}/challenge`, { factorId: fc.uuid(), channel: fc.string() }, bearer);
  fuzz(
    "/factors/:id/verify",
    "POST",
    () => `/factors/${factorId}/verify`,
    { challenge_id: fc.oneof(fc.uuid(), fc.string()), code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.string()) },
    bearer,
  );

  it(
    `PATCH /api/profile and PUT /api/preferences: never a 5xx (${RUNS} bodies each)`,
    async () => {
      for (const [method, path, fields] of [
        [
          "PATCH",
          "/api/profile",
          {
            fullName: fc.string({ maxLength: 120 }),
            preferredLanguage: fc.constantFrom("en", "ru", "kk", "de"),
            role: fc.constantFrom("learner", "teacher", "admin"),
            timezone: fc.constantFrom("Asia/Almaty", "UTC", "Nowhere/Land", ""),
          },
        ],
        ["PUT", "/api/preferences", { theme: fc.constantFrom("light", "dark", "system", "neon") }],
      ] as const) {
        await fc.assert(
          fc.asyncProperty(rawBody(fields), async (body) => {
            const res = await workerFetch()(`${BASE}${path}`, {
              method,
              body,
              headers: { "Content-Type": "application/json", ...bearer() },
            });
            expect(res.status, `${res.status} for ${body}`).toBeLessThan(500);
          }),
          { numRuns: RUNS },
        );
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
