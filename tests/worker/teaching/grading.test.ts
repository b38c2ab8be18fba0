/**
 * A teacher's grade: the overall band by the official rounding, comments anchored to the
 * essay, bad input refused with 400 (never 500), and the student seeing the grade, with a
 * notification and a live toast event.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { TeacherGrade } from "../../../worker/contract/grading";
import type { SubmissionDetail } from "../../../worker/contract/ielts";
import type { NotificationsResponse } from "../../../worker/contract/progress";
import { eventFrameSchema } from "../../../worker/contract/realtime";
import { connect } from "../helpers";
import { seedContent } from "../ielts/helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { SPOKEN, submitEssay, submitReading, submitSpeaking, TASK2, WRITING_BANDS } from "./grading-helpers";
import { join, newClass } from "./helpers";

let student: Caller;
let teacher: Caller;
let essay: SubmissionDetail;
const text = TASK2.modelAnswer!;

beforeAll(async () => {
  await seedContent();
  [student, teacher] = await Promise.all([signedIn(), signedIn({ role: "teacher" })]);
  await call("/api/profile", teacher.token, { method: "PATCH", json: { fullName: "Ms Rivera" } });
  await join(student, (await newClass(teacher)).join_code);
  essay = await submitEssay(student);
});

const gradePath = (id = essay.id) => `/api/students/${student.id}/submissions/${id}/grade`;
const put = (body: unknown, id?: string) => call(gradePath(id), teacher.token, { method: "PUT", json: body });
const putRaw = (body: string) => call(gradePath(), teacher.token, { method: "PUT", body });
const errorOf = async (res: Response) => ({ status: res.status, code: ((await res.json()) as { error: { code: string } }).error.code });

describe("PUT /api/students/:studentId/submissions/:id/grade", () => {
  it.each([
    [[6, 7, 7, 6], 6.5],
    [[7, 7, 7, 6], 7],
    // 6.25 rounds UP to 6.5 (reference/exam-facts.md: "A minority of pages say 6.25 → 6.0: wrong").
    [[6, 6, 6, 7], 6.5],
    [[6, 6, 6, 6.5], 6],
    [[6.5, 6.5, 7, 6.5], 6.5],
    [[5.5, 6, 6, 6], 6],
    [[9, 9, 9, 9], 9],
  ] as [[number, number, number, number], number][])(
    "bands %j make the overall %d (the server rounds as IELTS does)",
    async (bands, overall) => {
      const grade = await json<TeacherGrade>(await put({ criteria: WRITING_BANDS(bands) }));
      expect(grade.overall).toBe(overall);
      expect(grade.criteria.map((c) => c.band)).toEqual(bands);
    },
  );

  it("refuses an overall sent by the client: only the server computes it", async () => {
    const res = await put({ criteria: WRITING_BANDS([6, 7, 7, 6]), overall: 9 });
    expect(await errorOf(res)).toEqual({ status: 400, code: "validation_failed" });
  });

  it("stores comments anchored to a passage of the essay, and grading again replaces the grade", async () => {
    const quote = text.slice(10, 40);
    const first = await json<TeacherGrade>(
      await put({
        criteria: WRITING_BANDS([7, 7, 7, 7]),
        comment: "A clear line of argument.\nWatch the articles.",
        anchored_comments: [{ start: 10, end: 40, quote, comment: "<b>Nice</b> opening" }],
      }),
    );
    expect(first).toMatchObject({
      teacher_id: teacher.id,
      teacher_name: "Ms Rivera",
      overall: 7,
      comment: "A clear line of argument.\nWatch the articles.",
      anchored_comments: [{ start: 10, end: 40, quote, comment: "<b>Nice</b> opening" }],
    });
    const again = await json<TeacherGrade>(await put({ criteria: WRITING_BANDS([5, 5, 5, 5]) }));
    expect(again).toMatchObject({ overall: 5, comment: null, anchored_comments: [] });
    const seen = await json<SubmissionDetail>(await call(`/api/students/${student.id}/submissions/${essay.id}`, teacher.token));
    expect(seen.teacherGrade).toMatchObject({ overall: 5, comment: null });
  });

  it.each([
    ["offsets outside the essay", { start: text.length - 2, end: text.length + 5, quote: "xx" }],
    ["a quote that is not the text at the offsets", { start: 0, end: 5, quote: "Hello" }],
    ["an empty range", { start: 4, end: 4, quote: "a" }],
  ])("refuses an anchored comment with %s (400 anchor_mismatch)", async (_what, anchor) => {
    const res = await put({ criteria: WRITING_BANDS([6, 6, 6, 6]), anchored_comments: [{ ...anchor, comment: "Here." }] });
    expect((await errorOf(res)).code).toMatch(/anchor_mismatch|validation_failed/);
    expect(res.status).toBe(400);
  });

  it("refuses more than 50 anchored comments and an over-long comment", async () => {
    const one = { start: 0, end: 5, quote: text.slice(0, 5), comment: "Here." };
    expect(await errorOf(await put({ criteria: WRITING_BANDS([6, 6, 6, 6]), anchored_comments: Array(51).fill(one) }))).toEqual({
      status: 400,
      code: "validation_failed",
    });
    expect(
      await errorOf(await put({ criteria: WRITING_BANDS([6, 6, 6, 6]), anchored_comments: [{ ...one, comment: "x".repeat(501) }] })),
    ).toEqual({ status: 400, code: "validation_failed" });
    expect(await errorOf(await put({ criteria: WRITING_BANDS([6, 6, 6, 6]), comment: "y".repeat(2001) }))).toEqual({
      status: 400,
      code: "validation_failed",
    });
  });

  it.each([
    ["a band that is not a half band", { criteria: WRITING_BANDS([6.3, 6, 6, 6]) }],
    ["a band above 9", { criteria: WRITING_BANDS([9.5, 6, 6, 6]) }],
    ["a band as text", { criteria: [{ id: "task_response", band: "7" }] }],
    ["an unknown criterion", { criteria: [{ id: "charisma", band: 7 }] }],
    ["no criteria", {}],
    ["a body that is an array", [1, 2]],
    ["null", null],
    ["a comment with a text-direction override", { criteria: WRITING_BANDS([6, 6, 6, 6]), comment: "ok\u202Eevil" }],
  ])("refuses %s with 400, never 500", async (_what, body) => {
    expect(await errorOf(await put(body))).toEqual({ status: 400, code: "validation_failed" });
  });

  it("refuses a body that is not JSON with 400", async () => {
    expect((await putRaw("{not json")).status).toBe(400);
  });

  it("refuses the criteria of another task: Task Achievement on a Task 2 essay, speaking criteria, a missing one", async () => {
    const task1 = WRITING_BANDS([6, 6, 6, 6]).map((c) => (c.id === "task_response" ? { ...c, id: "task_achievement" } : c));
    expect(await errorOf(await put({ criteria: task1 }))).toEqual({ status: 400, code: "wrong_criteria" });
    expect(await errorOf(await put({ criteria: WRITING_BANDS([6, 6, 6, 6]).slice(1) }))).toEqual({ status: 400, code: "wrong_criteria" });
    const twice = [...WRITING_BANDS([6, 6, 6, 6]).slice(0, 3), { id: "task_response", band: 6 }];
    expect(await errorOf(await put({ criteria: twice }))).toEqual({ status: 400, code: "wrong_criteria" });
  });

  it("refuses to grade a reading submission (400 not_gradable)", async () => {
    const reading = await submitReading(student);
    const res = await put({ criteria: WRITING_BANDS([6, 6, 6, 6]) }, reading.id);
    expect(await res.json()).toMatchObject({
      error: { code: "not_gradable", message: expect.stringContaining("only writing and speaking") },
    });
    expect(res.status).toBe(400);
  });
});

describe("speaking", () => {
  it("the teacher reads the transcript, plays the recording by its signed URL, and grades on the four speaking criteria", async () => {
    const spoken = await submitSpeaking(student);
    const detail = await json<SubmissionDetail>(await call(`/api/students/${student.id}/submissions/${spoken.id}`, teacher.token));
    expect(detail.transcript).toContain(SPOKEN);
    const audio = detail.speakingAnswers![0]!.audio!;
    expect(audio.url).toMatch(/signature=/);
    expect((await call(audio.url)).status).toBe(200);
    // The bare path is for the recording's owner only: a teacher's token is no way round the signature.
    expect((await call(`/api/audio/${audio.key}`, teacher.token)).status).toBe(404);

    const start = detail.transcript!.indexOf("harbour town");
    const criteria = ["fluency_coherence", "lexical_resource", "grammatical_range_accuracy", "pronunciation"].map((id, i) => ({
      id,
      band: [7, 6.5, 6, 7][i],
    }));
    const grade = await json<TeacherGrade>(
      await put(
        { criteria, anchored_comments: [{ start, end: start + 12, quote: "harbour town", comment: "Good collocation" }] },
        spoken.id,
      ),
    );
    expect(grade.overall).toBe(6.5);
    expect(await errorOf(await put({ criteria: WRITING_BANDS([6, 6, 6, 6]) }, spoken.id))).toEqual({ status: 400, code: "wrong_criteria" });
  });
});

describe("the student sees the teacher's grade", () => {
  it("in their own submission detail, with a notification and a live teacher_graded event", async () => {
    const me = await signedIn();
    await join(me, (await newClass(teacher)).join_code);
    const mine = await submitEssay(me);
    expect((await json<SubmissionDetail>(await call(`/api/ielts/submissions/${mine.id}`, me.token))).teacherGrade).toBeNull();
    const socket = await connect(me.id);

    const quote = text.slice(0, 12);
    const res = await call(`/api/students/${me.id}/submissions/${mine.id}/grade`, teacher.token, {
      method: "PUT",
      json: {
        criteria: WRITING_BANDS([6, 7, 7, 6]),
        comment: "Good work.",
        anchored_comments: [{ start: 0, end: 12, quote, comment: "Strong start" }],
      },
    });
    expect(res.status).toBe(200);

    const detail = await json<SubmissionDetail>(await call(`/api/ielts/submissions/${mine.id}`, me.token));
    expect(detail.teacherGrade).toMatchObject({
      teacher_name: "Ms Rivera",
      overall: 6.5,
      comment: "Good work.",
      criteria: WRITING_BANDS([6, 7, 7, 6]),
      anchored_comments: [{ start: 0, end: 12, quote, comment: "Strong start" }],
      graded_at: expect.any(String),
    });
    expect(detail.evaluation?.label).toBe("offline estimate");

    const { notifications } = await json<NotificationsResponse>(await call("/api/notifications", me.token));
    const notice = notifications.find((n) => n.data.kind === "teacher_grade");
    expect(notice).toMatchObject({
      type: "progress",
      message: "Ms Rivera graded your writing: band 6.5.",
      data: { submission_id: mine.id, section: "writing", overall: 6.5, teacher_name: "Ms Rivera" },
    });

    const frame = eventFrameSchema.parse(await socket.next((f) => f.type === "teacher_graded", 0, 5000));
    expect(frame.data).toMatchObject({ kind: "teacher_grade", submission_id: mine.id, overall: 6.5, notification_id: notice!.id });
  });

  it("the listing marks which submissions are graded and names the student and the class", async () => {
    const list = await json<{ student: { id: string; classes: { name: string }[] }; submissions: { id: string; graded: boolean }[] }>(
      await call(`/api/students/${student.id}/submissions`, teacher.token),
    );
    expect(list.student).toMatchObject({ id: student.id, classes: [{ name: "IELTS evening group" }] });
    expect(list.submissions.find((s) => s.id === essay.id)?.graded).toBe(true);
    expect(list.submissions.some((s) => !s.graded)).toBe(true);
  });

  it("pages the student's submissions with the learner's cursor", async () => {
    const first = await json<{ submissions: { id: string }[]; nextCursor: string | null }>(
      await call(`/api/students/${student.id}/submissions?limit=1`, teacher.token),
    );
    expect(first.submissions).toHaveLength(1);
    const second = await json<{ submissions: { id: string }[] }>(
      await call(`/api/students/${student.id}/submissions?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`, teacher.token),
    );
    expect(second.submissions[0]!.id).not.toBe(first.submissions[0]!.id);
  });
});
