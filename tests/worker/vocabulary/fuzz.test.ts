/**
 * Property tests of every JSON body and query the vocabulary API reads: whatever arrives, the answer
 * is never a 5xx and always JSON (or an empty 204). Bodies are mostly plausible so that many reach
 * the database; RUNS is kept small so the suite stays fast.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Quiz } from "../../../worker/contract/quiz";
import type { Word } from "../../../worker/contract/words";
import { loadLexicon, request, signedIn, type Caller } from "./helpers";

const RUNS = 60;
const FUZZ_TIMEOUT_MS = 60_000;

const anything = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const text = (max: number) =>
  fc.oneof(fc.string({ maxLength: max }), fc.constantFrom("", " ", "\u0000", "é", "🙂".repeat(30), "x".repeat(max + 5)));
const ids = (known: () => string[]) =>
  fc.oneof(
    fc.constantFrom(...["", "nope", "../etc", "0"]),
    fc.uuid(),
    fc.constant(null).map(() => known()[0] ?? "none"),
  );

function bodyOf(fields: Record<string, fc.Arbitrary<unknown>>) {
  const keyed = Object.fromEntries(
    Object.entries(fields).map(([key, arb]) => [key, fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: anything })]),
  );
  return fc
    .record(keyed, { requiredKeys: [] })
    .chain((body) => fc.dictionary(fc.string({ maxLength: 8 }), anything, { maxKeys: 1 }).map((extra) => ({ ...extra, ...body })));
}

const rawBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 8, arbitrary: bodyOf(fields).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
  );

let user: Caller;
const wordIds: string[] = [];
let quizIds: string[] = [];

beforeAll(async () => {
  await loadLexicon();
  user = await signedIn();
  for (const word of ["dog", "cat", "happy", "book", "house"]) {
    const created = await user.ok<Word>("/api/words", { method: "POST", json: { word } }, 201);
    wordIds.push(created.id);
    await user.ok(`/api/words/${created.id}/srs`, { method: "POST" }, 201);
  }
  quizIds = [(await user.ok<Quiz>("/api/quizzes", { method: "POST", json: { questionCount: 4 } }, 201)).id];
});

async function expectSane(res: Response, what: string) {
  const body = await res.text();
  expect(res.status, `${res.status} for ${what}: ${body}`).toBeLessThan(500);
  if (res.status !== 204 && !(res.headers.get("Content-Type") ?? "").startsWith("text/"))
    expect(() => JSON.parse(body), what).not.toThrow();
}

function fuzzBody(method: string, label: string, path: () => string, fields: Record<string, fc.Arbitrary<unknown>>) {
  it(
    `${method} ${label}: never a 5xx (${RUNS} bodies)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(rawBody(fields), async (body) => {
          await expectSane(await user.call(path(), { method, body, headers: { "Content-Type": "application/json" } }), body);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
}

function fuzzQuery(path: string, params: Record<string, fc.Arbitrary<string>>, signedOut = false) {
  it(
    `GET ${path}: never a 5xx (${RUNS} queries)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.record(params, { requiredKeys: [] }), async (query) => {
          const url = `${path}?${new URLSearchParams(query as Record<string, string>)}`;
          await expectSane(signedOut ? await request(url) : await user.call(url), url);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
}

const difficulty = fc.constantFrom("Easy", "Medium", "Hard", "easy", "");
const numberish = fc.oneof(fc.integer({ min: -5, max: 20_000 }).map(String), fc.string({ maxLength: 6 }));

describe("fuzzing the vocabulary API", () => {
  fuzzBody("POST", "/api/words", () => "/api/words", {
    word: text(220),
    definition: text(100),
    ipa: text(30),
    example: text(60),
    notes: text(30),
    difficulty,
    pos: fc.constantFrom("noun", "verb", "pronoun"),
    categoryId: ids(() => []),
    fillFromLexicon: fc.boolean(),
  });
  fuzzBody("PATCH", "/api/words/:id", () => `/api/words/${wordIds[0]}`, {
    word: text(220),
    definition: text(100),
    difficulty,
    categoryId: ids(() => []),
  });
  fuzzBody("POST", "/api/categories", () => "/api/categories", { name: text(70) });
  fuzzBody("POST", "/api/srs/reviews", () => "/api/srs/reviews", {
    wordId: ids(() => wordIds),
    rating: fc.constantFrom("again", "hard", "good", "easy", "perfect", 3),
    idempotencyKey: fc.oneof(fc.uuid(), text(120)),
    reviewedAt: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string(),
    ),
    answerMs: fc.integer({ min: -10, max: 4_000_000 }),
  });
  fuzzBody("POST", "/api/srs/reviews/undo", () => "/api/srs/reviews/undo", { reviewId: fc.oneof(fc.uuid(), text(80)) });
  fuzzBody("PATCH", "/api/vocabulary/settings", () => "/api/vocabulary/settings", {
    desiredRetention: fc.double({ min: 0, max: 1.2 }),
    level: fc.constantFrom("Easy", "Hard", null, "Expert"),
  });
  fuzzBody("POST", "/api/quizzes", () => "/api/quizzes", {
    source: fc.constantFrom("dictionary", "category", "due", "daily", "web"),
    categoryId: ids(() => []),
    questionCount: fc.integer({ min: -1, max: 40 }),
    types: fc.array(fc.constantFrom("definition_to_word", "word_to_definition", "ipa_to_word", "gap_fill", "essay"), { maxLength: 5 }),
  });
  fuzzBody("POST", "/api/quizzes/:id/results", () => `/api/quizzes/${quizIds[0]}/results`, {
    answers: fc.array(fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constant(null)), { maxLength: 6 }),
    durationSeconds: fc.integer({ min: -1, max: 100_000 }),
  });
  fuzzBody("POST", "/api/words/import", () => "/api/words/import", {
    content: fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.array(fc.tuple(text(20), text(20)), { maxLength: 8 }).map((rows) => rows.map((r) => r.join("\t")).join("\n")),
    ),
    format: fc.constantFrom("auto", "csv", "tsv", "xlsx"),
  });
  fuzzQuery("/api/words", {
    sort: fc.constantFrom("date", "word", "difficulty", "category", "size"),
    order: fc.constantFrom("asc", "desc", "up"),
    limit: numberish,
    offset: numberish,
    q: fc.string({ maxLength: 30 }),
    inSrs: fc.constantFrom("true", "false", "yes"),
    categoryId: fc.string({ maxLength: 10 }),
  });
  fuzzQuery(
    "/api/lexicon/search",
    { q: fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('"', "*", "a OR b", "NEAR(", "'", "%", "\u0000")), limit: numberish },
    true,
  );
  fuzzQuery("/api/quiz-history", { limit: numberish, cursor: fc.string({ maxLength: 40 }) });
  fuzzQuery("/api/srs/queue", { limit: numberish });
  fuzzQuery("/api/words/export", { format: fc.constantFrom("csv", "anki", "pdf"), categoryId: fc.string({ maxLength: 10 }) });
});
