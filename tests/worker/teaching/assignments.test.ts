/**
 * Assignments: set by a teacher, finished by the student's own progress events (a real IELTS
 * submission, real SRS reviews, a recorded quiz), never ticked by hand; done vs late; a word list lands
 * in the student's dictionary once; leaving the class hides it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Assignment, ClassAssignments, MyAssignments } from "../../../worker/contract/assignments";
import type { Roster } from "../../../worker/contract/classes";
import type { LessonBlockInput } from "../../../worker/contract/lessons";
import type { ListWordsResponse } from "../../../worker/contract/words";
import { LISTENING, READING, clientId, correctAnswers, seedContent } from "../ielts/helpers";
import { call, json, recordAs, signedIn, type Caller } from "../progress/helpers";
import { loadLexicon } from "../vocabulary/helpers";
import { createDb } from "../../../worker/db/client";
import { insertLesson } from "../lessons/fixtures";
import { join, newClass } from "./helpers";

beforeAll(async () => {
  await seedContent();
  await loadLexicon();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const assign = async (teacher: Caller, body: Record<string, unknown>) =>
  json<Assignment>(await call("/api/assignments", teacher.token, { json: { title: "Homework", due_at: inDays(7), ...body } }), 201);
const mine = async (student: Caller) => (await json<MyAssignments>(await call("/api/assignments/mine", student.token))).assignments;
const classList = async (teacher: Caller, classId: string) =>
  (await json<ClassAssignments>(await call(`/api/assignments/classes/${classId}`, teacher.token))).assignments;
const submitReading = (student: Caller) =>
  call("/api/ielts/submissions", student.token, {
    json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING), durationSeconds: 1800 },
  });

async function classWithStudents(count: number) {
  const teacher = await signedIn({ role: "teacher" });
  const made = await newClass(teacher);
  const students = await Promise.all(Array.from({ length: count }, () => signedIn()));
  for (const s of students) await join(s, made.join_code);
  return { teacher, classId: made.id, code: made.join_code, students };
}

describe("an IELTS assignment", () => {
  it("is done when the student submits the assigned reading test through the real route, and not before", async () => {
    const { teacher, classId, students } = await classWithStudents(2);
    const [student, classmate] = students as [Caller, Caller];
    const set = await assign(teacher, { class_id: classId, kind: "ielts", test_id: READING.id, title: "Reading test 1" });
    expect(set.work).toMatchObject({ kind: "ielts", test_id: READING.id, section: "reading" });
    expect((await mine(student)).find((a) => a.id === set.id)).toMatchObject({ status: "not_started", class_name: "IELTS evening group" });

    expect((await submitReading(student)).status).toBe(201);

    const [mineAfter] = (await mine(student)).filter((a) => a.id === set.id);
    expect(mineAfter).toMatchObject({ status: "done" });
    const [listed] = await classList(teacher, classId);
    const byStudent = Object.fromEntries(listed!.students.map((s) => [s.student_id, s.status]));
    expect(byStudent).toEqual({ [student.id]: "done", [classmate.id]: "not_started" });
    const roster = await json<Roster>(await call(`/api/classes/${classId}/roster`, teacher.token));
    expect(roster.students.find((s) => s.student_id === student.id)).toMatchObject({ assignments_done: 1, assignments_due: 1 });
    expect(roster.students.find((s) => s.student_id === classmate.id)).toMatchObject({ assignments_done: 0, assignments_due: 1 });
  });

  it("a submission after the due date is late; an unfinished one past due is overdue; a student who joins later gets it too", async () => {
    const { teacher, classId, code, students } = await classWithStudents(1);
    const set = await assign(teacher, { class_id: classId, kind: "ielts", test_id: READING.id, due_at: inDays(-1) });
    const latecomer = await signedIn();
    await join(latecomer, code);
    expect((await mine(latecomer)).map((a) => [a.id, a.status])).toEqual([[set.id, "overdue"]]);
    await submitReading(students[0]!);
    const [listed] = await classList(teacher, classId);
    expect(Object.fromEntries(listed!.students.map((s) => [s.student_id, s.status]))).toEqual({
      [students[0]!.id]: "late",
      [latecomer.id]: "overdue",
    });
  });

  it("another test's submission, or one from before the assignment was set, does not finish it", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const student = students[0]!;
    await submitReading(student);
    const listening = await assign(teacher, { class_id: classId, kind: "ielts", test_id: LISTENING.id });
    const reading = await assign(teacher, { class_id: classId, kind: "ielts", test_id: READING.id });
    const statuses = async () => Object.fromEntries((await mine(student)).map((a) => [a.id, a.status]));
    expect(await statuses()).toEqual({ [reading.id]: "not_started", [listening.id]: "not_started" });
    await submitReading(student);
    expect(await statuses()).toEqual({ [reading.id]: "done", [listening.id]: "not_started" });
  });
});

describe("a quiz and a word list", () => {
  it("a quiz is done by a quiz the student completes after it was set", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const set = await assign(teacher, { class_id: classId, kind: "quiz" });
    // A client's own claim does not count; the server's record of a saved quiz does.
    await recordAs(students[0]!.token, { event_type: "quiz_completed", event_data: { score: 80 }, client_event_id: "client-quiz-1" });
    expect((await mine(students[0]!))[0]).toMatchObject({ id: set.id, status: "not_started" });
    await recordAs(students[0]!.token, {
      event_type: "quiz_completed",
      event_data: { score: 80 },
      client_event_id: `quiz:${crypto.randomUUID()}`,
    });
    expect((await mine(students[0]!))[0]).toMatchObject({ id: set.id, status: "done" });
  });

  it("opening a word list puts its words into the student's dictionary and SRS once; reviewing every word finishes it", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const student = students[0]!;
    const lemmas = (
      await env.DB.prepare(
        "SELECT lemma_key FROM lexicon_entries WHERE rank IS NOT NULL AND lemma_key NOT LIKE '% %' ORDER BY rank LIMIT 2 OFFSET 40",
      ).all<{
        lemma_key: string;
      }>()
    ).results.map((r) => r.lemma_key);
    expect(lemmas).toHaveLength(2);
    await json(await call("/api/words", student.token, { json: { word: lemmas[0] } }), 201);
    const set = await assign(teacher, { class_id: classId, kind: "word_list", words: lemmas });
    expect(set.work).toEqual({ kind: "word_list", words: lemmas });

    expect((await call(`/api/assignments/${set.id}/start`, student.token, { method: "POST" })).status).toBe(200);
    expect((await call(`/api/assignments/${set.id}/start`, student.token, { method: "POST" })).status).toBe(200);
    const { words } = await json<ListWordsResponse>(await call("/api/words?limit=100", student.token));
    expect(words.map((w) => w.word.toLowerCase()).sort()).toEqual([...lemmas].sort());
    expect(words.every((w) => w.srs !== null)).toBe(true);
    expect((await mine(student))[0]).toMatchObject({ started: true, status: "not_started" });

    for (const [i, word] of words.entries()) {
      const res = await call("/api/srs/reviews", student.token, {
        json: { wordId: word.id, rating: "good", idempotencyKey: `review-${i}-${set.id}` },
      });
      expect(res.status).toBe(201);
      // The review's progress event is recorded after the answer (worker/vocabulary/progress.ts).
      await vi.waitFor(async () => expect((await mine(student))[0]!.status).toBe(i === words.length - 1 ? "done" : "not_started"));
    }
  });

  it("refuses words outside the lexicon, and chosen students who are not in the class, with 400", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const outsider = await signedIn();
    const words = await call("/api/assignments", teacher.token, {
      json: { class_id: classId, kind: "word_list", words: ["qzxv-not-a-word"], title: "W", due_at: inDays(1) },
    });
    expect(words.status).toBe(400);
    const chosen = await call("/api/assignments", teacher.token, {
      json: { class_id: classId, kind: "quiz", title: "Q", due_at: inDays(1), student_ids: [students[0]!.id, outsider.id] },
    });
    expect(chosen.status).toBe(400);
    for (const body of [
      '{"kind":',
      JSON.stringify({ class_id: classId, kind: "lesson", title: "L", due_at: inDays(1) }),
      JSON.stringify({ class_id: classId, kind: "quiz", title: "", due_at: "soon" }),
    ]) {
      expect((await call("/api/assignments", teacher.token, { body })).status).toBe(400);
    }
  });
});

describe("who an assignment is for", () => {
  it("chosen students only see theirs; leaving the class hides it and drops the student from the teacher's list", async () => {
    const { teacher, classId, students } = await classWithStudents(2);
    const [chosen, other] = students as [Caller, Caller];
    const set = await assign(teacher, { class_id: classId, kind: "quiz", student_ids: [chosen.id] });
    expect((await mine(chosen)).map((a) => a.id)).toEqual([set.id]);
    expect(await mine(other)).toEqual([]);
    expect((await classList(teacher, classId))[0]!.students.map((s) => s.student_id)).toEqual([chosen.id]);

    expect((await call(`/api/classes/memberships/${classId}`, chosen.token, { method: "DELETE" })).status).toBe(200);
    expect(await mine(chosen)).toEqual([]);
    expect((await call(`/api/assignments/${set.id}/start`, chosen.token, { method: "POST" })).status).toBe(404);
    expect((await classList(teacher, classId))[0]!.students).toEqual([]);
  });

  it("the teacher edits the title and due date; a finished assignment moved earlier turns late", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const set = await assign(teacher, { class_id: classId, kind: "ielts", test_id: READING.id });
    await submitReading(students[0]!);
    const edited = await json<Assignment>(
      await call(`/api/assignments/${set.id}`, teacher.token, { method: "PATCH", json: { title: "Reading, again", due_at: inDays(-30) } }),
    );
    expect(edited).toMatchObject({ title: "Reading, again" });
    expect((await mine(students[0]!))[0]).toMatchObject({ title: "Reading, again", status: "late" });
  });
});

describe("a lesson assignment", () => {
  const QUIZ: LessonBlockInput = {
    id: "quiz",
    type: "quiz",
    title: null,
    questions: [{ id: "tf", kind: "true_false", prompt: "'So' introduces a result.", answer: true, explanation: "It does." }],
  };

  it("lets the student play the teacher's published lesson and is done by the player's own finish, due date and all", async () => {
    const { teacher, classId, students } = await classWithStudents(2);
    const [student, classmate] = students as [Caller, Caller];
    const lesson = await insertLesson(createDb(env.DB), teacher.id, { title: "Result linkers", blocks: [QUIZ] });
    const player = `/api/lesson-player/${lesson.id}`;
    // Not shared, not set: the student cannot open it yet.
    expect((await call(player, student.token)).status).toBe(404);

    const set = await assign(teacher, { class_id: classId, kind: "lesson", lesson_id: lesson.id, title: "Read and check" });
    expect(set.work).toEqual({ kind: "lesson", lesson_id: lesson.id, lesson_title: "Result linkers" });
    expect((await mine(student)).find((a) => a.id === set.id)).toMatchObject({ status: "not_started" });
    expect((await call(player, student.token)).status).toBe(200);
    await json(await call(`${player}/blocks/quiz/answers`, student.token, { json: { answers: { tf: true } } }));
    await json(await call(`${player}/complete`, student.token, { method: "POST" }));

    await vi.waitFor(async () => expect((await mine(student)).find((a) => a.id === set.id)).toMatchObject({ status: "done" }));
    const statuses = (await classList(teacher, classId)).find((a) => a.id === set.id)!.students;
    expect(statuses.find((s) => s.student_id === student.id)).toMatchObject({ status: "done" });
    expect(statuses.find((s) => s.student_id === classmate.id)).toMatchObject({ status: "not_started" });
  });

  it("counts a lesson the student had finished before it was set, and refuses a lesson that is not the teacher's published one", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const [student] = students as [Caller];
    const lesson = await insertLesson(createDb(env.DB), teacher.id, { blocks: [QUIZ] });
    const first = await assign(teacher, { class_id: classId, kind: "lesson", lesson_id: lesson.id, due_at: inDays(1) });
    const player = `/api/lesson-player/${lesson.id}`;
    await json(await call(`${player}/blocks/quiz/answers`, student.token, { json: { answers: { tf: false } } }));
    await json(await call(`${player}/complete`, student.token, { method: "POST" }));
    await vi.waitFor(async () => expect((await mine(student)).find((a) => a.id === first.id)).toMatchObject({ status: "done" }));

    const again = await assign(teacher, { class_id: classId, kind: "lesson", lesson_id: lesson.id, title: "Again" });
    expect((await mine(student)).find((a) => a.id === again.id)).toMatchObject({ status: "done" });

    const other = await signedIn({ role: "teacher" });
    const theirs = await insertLesson(createDb(env.DB), other.id);
    const draft = await insertLesson(createDb(env.DB), teacher.id, { status: "draft", publishedAt: null });
    for (const lessonId of [theirs.id, draft.id]) {
      const res = await call("/api/assignments", teacher.token, {
        json: { class_id: classId, kind: "lesson", lesson_id: lessonId, title: "X", due_at: inDays(3) },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("lesson_not_found");
    }
  });
});
