import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ResultsResponse, SubmissionDetail, SubmissionListResponse, SubmissionResponse } from "../../../worker/contract/ielts";
import type { ProgressEvent } from "../../../worker/contract/progress";
import { signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";
import { LISTENING, READING, clientId, correctAnswers, seedContent } from "./helpers";

let learner: Caller;
let other: Caller;

beforeAll(async () => {
  await seedContent();
  [learner, other] = await Promise.all([signedIn(), signedIn()]);
});

const submit = (as: Caller, body: Record<string, unknown>) => as.call("/api/ielts/submissions", { method: "POST", json: body });
const errorCode = async (res: Response) => ((await res.json()) as ErrorResponse).error.code;

/** The first `wrong` answers made wrong, the rest right. */
function answersWithMistakes(test: typeof READING | typeof LISTENING, wrong: number): Record<string, string> {
  const answers = correctAnswers(test);
  for (let n = 1; n <= wrong; n++) answers[String(n)] = "zzz";
  return answers;
}

describe("reading and listening submissions", () => {
  it("scores a reading test out of 40 with the band from the table, labelled approximate, and a review that proves each answer", async () => {
    const res = await submit(learner, {
      section: "reading",
      clientId: clientId(),
      testId: READING.id,
      answers: answersWithMistakes(READING, 10),
      durationSeconds: 3300,
    });
    expect(res.status).toBe(201);
    const { duplicate, submission } = (await res.json()) as SubmissionResponse;
    expect(duplicate).toBe(false);
    expect(submission).toMatchObject({
      section: "reading",
      type: "ielts_reading",
      score: 30,
      maxScore: 40,
      band: 7,
      bandLabel: "approximate",
      status: "scored",
      durationSeconds: 3300,
    });
    expect(submission.review).toHaveLength(40);
    const first = submission.review![0]!;
    const questions: { number: number; answer: string; evidence: string }[] = READING.passages[0]!.questionGroups.flatMap(
      (g): { number: number; answer: string; evidence: string }[] => g.questions,
    );
    const question = questions.find((q) => q.number === 1)!;
    expect(first).toMatchObject({
      number: 1,
      part: 1,
      answer: "zzz",
      correct: false,
      correctAnswer: question.answer,
      evidence: question.evidence,
    });
    expect(READING.passages[0]!.paragraphs.some((p) => p.text.includes(first.evidence))).toBe(true);
    expect(submission.review!.filter((r) => r.correct)).toHaveLength(30);
    expect(submission.aiResults).toEqual({ overall: 7, feedback: "30 of 40 correct: band 7.0 (approximate)." });
    expect(submission.listeningTranscript).toBeNull();
  });

  it("gives band 9 for 40/40, counts unanswered questions as wrong and accepts answers in any case", async () => {
    const all = Object.fromEntries(Object.entries(correctAnswers(READING)).map(([n, a]) => [n, ` ${a.toLowerCase()} `]));
    const perfect = (await (
      await submit(learner, { section: "reading", clientId: clientId(), testId: READING.id, answers: all })
    ).json()) as SubmissionResponse;
    expect(perfect.submission).toMatchObject({ score: 40, band: 9 });
    const blank = (await (
      await submit(learner, { section: "reading", clientId: clientId(), testId: READING.id, answers: {} })
    ).json()) as SubmissionResponse;
    expect(blank.submission).toMatchObject({ score: 0, band: 0 });
    expect(blank.submission.review!.every((r) => r.answer === null && !r.correct)).toBe(true);
  });

  it("shows the listening transcript only after submission, with the part titles and speakers", async () => {
    const res = await submit(learner, {
      section: "listening",
      clientId: clientId(),
      testId: LISTENING.id,
      answers: answersWithMistakes(LISTENING, 4),
      mode: "practice",
    });
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(submission).toMatchObject({ score: 36, band: 8, mode: "practice" });
    expect(submission.listeningTranscript).toHaveLength(4);
    const part1 = submission.listeningTranscript![0]!;
    expect(part1.turns.map((t) => t.text)).toEqual(LISTENING.parts[0]!.transcript.map((t) => t.text));
    expect(part1.speakers.map((s) => s.label)).toEqual(LISTENING.parts[0]!.speakers.map((s) => s.label));
  });

  it("refuses answers for a question the test does not have with 400, and stores nothing", async () => {
    for (const answers of [{ "41": "A" }, { "0": "A" }, { "007": "A" }]) {
      const res = await submit(learner, {
        section: "reading",
        clientId: clientId(),
        testId: READING.id,
        answers: { "1": "TRUE", ...answers },
      });
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(await errorCode(res)).toBe("unknown_question");
    }
    expect((await submit(learner, { section: "reading", clientId: clientId(), testId: READING.id, answers: { first: "A" } })).status).toBe(
      400,
    );
    expect((await submit(learner, { section: "listening", clientId: clientId(), testId: READING.id, answers: {} })).status).toBe(400);
    expect((await submit(learner, { section: "reading", clientId: clientId(), testId: "no-such-test", answers: {} })).status).toBe(404);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM ielts_submissions WHERE user_id = ? AND score IS NULL")
      .bind(learner.userId)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it("stores a retried submission (same client id) once and answers the retry with the stored one", async () => {
    const body = { section: "reading", clientId: clientId(), testId: READING.id, answers: answersWithMistakes(READING, 3) };
    const [first, second] = await Promise.all([submit(other, body), submit(other, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const a = (await first.json()) as SubmissionResponse;
    const b = (await second.json()) as SubmissionResponse;
    expect(a.submission.id).toBe(b.submission.id);
    const third = await submit(other, body);
    expect(third.status).toBe(200);
    expect(((await third.json()) as SubmissionResponse).duplicate).toBe(true);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM ielts_submissions WHERE client_id = ?")
      .bind(body.clientId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const reused = await submit(other, { ...body, section: "listening", testId: LISTENING.id });
    expect(reused.status).toBe(409);
  });

  it("records one progress event per submission, with its band and a reference to it", async () => {
    const res = await submit(other, {
      section: "listening",
      clientId: clientId(),
      testId: LISTENING.id,
      answers: answersWithMistakes(LISTENING, 10),
    });
    const { submission } = (await res.json()) as SubmissionResponse;
    const events = await env.DB.prepare(
      "SELECT event_type, band, score, data FROM progress_events WHERE user_id = ? AND client_event_id = ?",
    )
      .bind(other.userId, `ielts:${submission.id}`)
      .all<ProgressEvent & { data: string; band: number }>();
    expect(events.results).toHaveLength(1);
    expect(events.results[0]).toMatchObject({ event_type: "ielts_listening_completed", band: 7, score: 75 });
    expect(JSON.parse(events.results[0]!.data)).toMatchObject({
      section: "listening",
      correct: 30,
      total: 40,
      ref: { kind: "ielts_submission", id: submission.id },
    });
  });
});

describe("submission history", () => {
  it("lists the learner's own submissions newest first with every History column, page by page", async () => {
    const me = await signedIn();
    const dates = ["2026-01-03T10:00:00.000Z", "2026-01-01T10:00:00.000Z", "2026-01-02T10:00:00.000Z"];
    for (const submittedAt of dates)
      await submit(me, { section: "reading", clientId: clientId(), testId: READING.id, answers: {}, submittedAt });
    await submit(me, {
      section: "listening",
      clientId: clientId(),
      testId: LISTENING.id,
      answers: {},
      submittedAt: "2025-12-31T10:00:00.000Z",
    });

    const page1 = await me.ok<SubmissionListResponse>("/api/ielts/submissions?limit=2");
    expect(page1.submissions.map((s) => s.date)).toEqual(["2026-01-03T10:00:00.000Z", "2026-01-02T10:00:00.000Z"]);
    const row = page1.submissions[0]!;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(["date", "type", "score", "task", "section", "part", "passage", "aiResults", "confidence"]),
    );
    expect(row).toMatchObject({
      type: "ielts_reading",
      section: "reading",
      task: READING.title,
      part: "1–3",
      passage: READING.passages.map((p) => p.title).join(" · "),
    });
    const page2 = await me.ok<SubmissionListResponse>(`/api/ielts/submissions?limit=2&cursor=${page1.nextCursor}`);
    expect(page2.submissions.map((s) => s.date)).toEqual(["2026-01-01T10:00:00.000Z", "2025-12-31T10:00:00.000Z"]);
    expect(page2.nextCursor).toBeNull();
    const listening = await me.ok<SubmissionListResponse>("/api/ielts/submissions?section=listening");
    expect(listening.submissions.map((s) => s.section)).toEqual(["listening"]);
    expect((await me.call("/api/ielts/submissions?cursor=nonsense")).status).toBe(400);
  });

  it("hides another learner's submission: 404 for detail and evaluation, absent from lists", async () => {
    const res = await submit(learner, { section: "reading", clientId: clientId(), testId: READING.id, answers: {} });
    const { submission } = (await res.json()) as SubmissionResponse;
    expect((await other.call(`/api/ielts/submissions/${submission.id}`)).status).toBe(404);
    expect((await other.call(`/api/ielts/submissions/${submission.id}/evaluate`, { method: "POST" })).status).toBe(404);
    const list = await other.ok<SubmissionListResponse>("/api/ielts/submissions?limit=100");
    expect(list.submissions.some((s) => s.id === submission.id)).toBe(false);
    const mine = await learner.ok<SubmissionDetail>(`/api/ielts/submissions/${submission.id}`);
    expect(mine.id).toBe(submission.id);
  });

  it("does not evaluate reading or listening: they are scored", async () => {
    const { submission } = (await (
      await submit(learner, { section: "reading", clientId: clientId(), testId: READING.id, answers: {} })
    ).json()) as SubmissionResponse;
    const res = await learner.call(`/api/ielts/submissions/${submission.id}/evaluate`, { method: "POST" });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("not_evaluable");
  });
});

describe("results", () => {
  it("has no overall band until all four sections have one", async () => {
    const me = await signedIn();
    await submit(me, { section: "reading", clientId: clientId(), testId: READING.id, answers: answersWithMistakes(READING, 5) });
    const results = await me.ok<ResultsResponse>("/api/ielts/results");
    expect(results).toMatchObject({ bands: { reading: 8, listening: null, writing: null, speaking: null }, overall: null });
  });
});
