/**
 * Property tests of the IELTS API: whatever body, answer sheet or Range header arrives, the answer is
 * never a 5xx; a scored test's score is the number of its correct answers; a 206 is exactly the bytes asked for.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { SubmissionResponse } from "../../../worker/contract/ielts";
import { signedIn, type Caller } from "../vocabulary/helpers";
import { LISTENING, READING, clientId, correctAnswers, putListeningAudio, seedContent } from "./helpers";

const FUZZ_TIMEOUT_MS = 90_000;
const RUNS = 80;

let learner: Caller;
let audio: { key: string; wav: Uint8Array };

beforeAll(async () => {
  await seedContent();
  audio = await putListeningAudio(LISTENING.parts[1]!.id);
  learner = await signedIn();
});

const anything = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const body = fc.record(
  {
    section: fc.oneof(fc.constantFrom("reading", "listening", "writing", "speaking", "math"), anything),
    clientId: fc.oneof(fc.uuid(), fc.string({ maxLength: 70 }), anything),
    testId: fc.oneof(fc.constantFrom(READING.id, LISTENING.id, "writing-task2-car-free-centres"), anything),
    promptId: fc.oneof(fc.constantFrom("writing-task2-car-free-centres", READING.id), anything),
    setId: anything,
    answers: fc.oneof(
      fc.dictionary(
        fc.oneof(fc.integer({ min: -1, max: 45 }).map(String), fc.string({ maxLength: 4 })),
        fc.oneof(fc.string({ maxLength: 20 }), anything),
        { maxKeys: 6 },
      ),
      anything,
    ),
    user_writing: fc.oneof(fc.string({ maxLength: 300 }), anything),
    task_type: fc.oneof(fc.constantFrom("task1", "task2"), anything),
    responses: fc.oneof(
      fc.array(fc.record({ part: anything, questionIndex: anything, transcript: anything, audioKey: anything }, { requiredKeys: [] }), {
        maxLength: 3,
      }),
      anything,
    ),
    submittedAt: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      anything,
    ),
    durationSeconds: anything,
  },
  { requiredKeys: [] },
);

describe("IELTS API fuzz", () => {
  it(
    "POST /api/ielts/writing/check: never a 5xx, and every correction's span is in the text",
    async () => {
      const words = fc.constantFrom(
        "I",
        "people",
        "thinks",
        "is",
        "a",
        "the",
        "goed",
        "will",
        "if",
        "yesterday",
        "go",
        ",",
        ".",
        "informations",
        "becuase",
        "Many",
        "\n",
      );
      const text = fc.oneof(
        fc.array(words, { maxLength: 60 }).map((w) => w.join(" ")),
        fc.string({ maxLength: 300 }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            { weight: 6, arbitrary: fc.record({ text, prompt: fc.option(text, { nil: undefined }) }).map((b) => JSON.stringify(b)) },
            { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
          ),
          async (raw) => {
            const res = await learner.call("/api/ielts/writing/check", {
              method: "POST",
              body: raw,
              headers: { "Content-Type": "application/json" },
            });
            expect(res.status, raw).toBeLessThan(500);
            if (res.status !== 200) return void (await res.arrayBuffer());
            const { corrections } = await res.json<{ corrections: { start: number; end: number; original: string }[] }>();
            const sent = (JSON.parse(raw) as { text: string }).text;
            for (const c of corrections) expect(sent.slice(c.start, c.end)).toBe(c.original);
          },
        ),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "POST /api/ielts/submissions: never a 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 8, arbitrary: body.map((b) => JSON.stringify(b)) }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) }),
          async (raw) => {
            const res = await learner.call("/api/ielts/submissions", {
              method: "POST",
              body: raw,
              headers: { "Content-Type": "application/json" },
            });
            expect(res.status, raw).toBeLessThan(500);
            await res.arrayBuffer();
          },
        ),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "a reading score is the number of answers that match the key",
    async () => {
      const key = correctAnswers(READING);
      const numbers = Object.keys(key);
      await fc.assert(
        fc.asyncProperty(fc.subarray(numbers), fc.subarray(numbers), async (right, wrong) => {
          const answers: Record<string, string> = {};
          for (const n of wrong) answers[n] = "definitely wrong";
          for (const n of right) answers[n] = key[n]!;
          const res = await learner.call("/api/ielts/submissions", {
            method: "POST",
            json: { section: "reading", clientId: clientId(), testId: READING.id, answers },
          });
          const { submission } = (await res.json()) as SubmissionResponse;
          expect(submission.score).toBe(right.length);
          expect(
            submission
              .review!.filter((r) => r.correct)
              .map((r) => String(r.number))
              .sort(),
          ).toEqual([...right].sort());
        }),
        { numRuns: 25 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "GET /api/audio/*: any Range header gets 200, 206 with exactly those bytes, or 416 — never a 5xx",
    async () => {
      const size = audio.wav.byteLength;
      const range = fc.oneof(
        fc.tuple(fc.nat({ max: size + 50 }), fc.option(fc.nat({ max: size + 50 }))).map(([a, b]) => `bytes=${a}-${b ?? ""}`),
        fc.nat({ max: size + 50 }).map((n) => `bytes=-${n}`),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 12 }).map((s) => `bytes=${s}`),
      );
      await fc.assert(
        fc.asyncProperty(range, async (header) => {
          const res = await learner.call(`/api/audio/${audio.key}`, { headers: { Range: header } });
          expect([200, 206, 416], header).toContain(res.status);
          const bytes = new Uint8Array(await res.arrayBuffer());
          if (res.status === 206) {
            const [, start, end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get("Content-Range")!)!.map(Number);
            expect(total).toBe(size);
            expect(bytes).toEqual(audio.wav.subarray(start, end! + 1));
          }
          if (res.status === 200) expect(bytes.byteLength).toBe(size);
        }),
        { numRuns: RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
