/**
 * Sharing: a teacher shares a published lesson or a course with a class or chosen members;
 * the learner sees it (by whom, new, done) and may play it (playableLesson) exactly while it is shared
 * with them: unsharing, removal from the class or archiving it ends that at once.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Notification } from "../../../worker/contract/progress";
import type { EventFrame } from "../../../worker/contract/realtime";
import { contentSharedDataSchema, type ShareableItems, type SharedWithMe, type TeacherCourses } from "../../../worker/contract/sharing";
import type { ListWordsResponse } from "../../../worker/contract/words";
import { createDb } from "../../../worker/db/client";
import { playableLesson } from "../../../worker/lessons/access";
import { connect } from "../helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { join, newClass } from "../teaching/helpers";
import { loadLexicon } from "../vocabulary/helpers";
import { insertLesson, recordLessonProgress } from "../lessons/sharing-fixtures";

beforeAll(async () => {
  await loadLexicon();
});

async function classWithStudents(count: number) {
  const teacher = await signedIn({ role: "teacher" });
  const made = await newClass(teacher);
  const students = await Promise.all(Array.from({ length: count }, () => signedIn()));
  for (const s of students) await join(s, made.join_code);
  return { teacher, classId: made.id, code: made.join_code, students };
}

const share = (teacher: Caller, body: Record<string, unknown>) => call("/api/shares", teacher.token, { json: body });
const mine = async (who: Caller) => json<SharedWithMe>(await call("/api/shares/mine", who.token));
const items = async (teacher: Caller) => json<ShareableItems>(await call("/api/shares/items", teacher.token));
const canPlay = async (who: Caller, lessonId: string) =>
  playableLesson(createDb(env.DB), who.id, lessonId).then(
    () => true,
    () => false,
  );
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("sharing a lesson with a class", () => {
  it("reaches every member, those who join later too, marks it new until opened and done once finished", async () => {
    const { teacher, classId, code, students } = await classWithStudents(1);
    const [student] = students as [Caller];
    const lesson = await insertLesson(teacher.id, { title: "Maps and plans", kind: "quiz" });
    expect(await canPlay(student, lesson.id)).toBe(false);

    expect((await share(teacher, { lesson_id: lesson.id, class_id: classId })).status).toBe(201);
    const late = await signedIn();
    await join(late, code);

    for (const who of [student, late]) {
      const { lessons } = await mine(who);
      expect(lessons).toEqual([
        expect.objectContaining({
          lesson: expect.objectContaining({ id: lesson.id, kind: "quiz", title: "Maps and plans" }),
          class_name: "IELTS evening group",
          teacher_name: expect.any(String),
          opened_at: null,
          finished_at: null,
        }),
      ]);
      expect(await canPlay(who, lesson.id)).toBe(true);
    }

    await recordLessonProgress(lesson.id, student.id);
    expect((await mine(student)).lessons[0]).toMatchObject({ opened_at: expect.any(String), finished_at: null });
    await recordLessonProgress(lesson.id, student.id, true);
    expect((await mine(student)).lessons[0]).toMatchObject({ finished_at: expect.any(String) });

    const [item] = (await items(teacher)).items;
    expect(item).toMatchObject({ id: lesson.id, status: "published" });
    const byStudent = Object.fromEntries(
      item!.shares[0]!.students.map((s) => [s.student_id, [s.opened_at !== null, s.finished_at !== null]]),
    );
    expect(byStudent).toEqual({ [student.id]: [true, true], [late.id]: [false, false] });
  });

  it("stores a notification for each student it reaches", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const lesson = await insertLesson(teacher.id, { title: "Linking words" });
    expect((await share(teacher, { lesson_id: lesson.id, class_id: classId })).status).toBe(201);
    const { notifications } = await json<{ notifications: Notification[] }>(await call("/api/notifications", students[0]!.token));
    expect(notifications[0]).toMatchObject({
      type: "progress",
      data: expect.objectContaining({ kind: "content_shared", title: "Linking words" }),
    });
  });

  it("tells each student's open hub live with content_shared, carrying the stored notification's id", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const socket = await connect(students[0]!.id);
    await socket.next((f) => f.type === "hello");
    const lesson = await insertLesson(teacher.id, { title: "Cohesion" });
    expect((await share(teacher, { lesson_id: lesson.id, class_id: classId })).status).toBe(201);
    const frame = (await socket.next((f) => f.type === "content_shared", 0, 5000)) as EventFrame;
    expect(contentSharedDataSchema.parse(frame.data)).toMatchObject({
      kind: "content_shared",
      title: "Cohesion",
      notification_id: expect.any(String),
    });
    socket.ws.close();
  });

  it("reaches only the chosen students when some are chosen", async () => {
    const { teacher, classId, students } = await classWithStudents(2);
    const [chosen, other] = students as [Caller, Caller];
    const lesson = await insertLesson(teacher.id);
    expect((await share(teacher, { lesson_id: lesson.id, class_id: classId, student_ids: [chosen.id] })).status).toBe(201);
    expect((await mine(chosen)).lessons).toHaveLength(1);
    expect((await mine(other)).lessons).toHaveLength(0);
    expect(await canPlay(chosen, lesson.id)).toBe(true);
    expect(await canPlay(other, lesson.id)).toBe(false);
    expect((await items(teacher)).items[0]!.shares[0]).toMatchObject({ student_ids: [chosen.id], students: [{ student_id: chosen.id }] });
  });

  it("ends when the teacher unshares, the student is removed or leaves, or the class is archived", async () => {
    const { teacher, classId, students } = await classWithStudents(3);
    const [a, b, c] = students as [Caller, Caller, Caller];
    const lesson = await insertLesson(teacher.id);
    const { id } = await json<{ id: string }>(await share(teacher, { lesson_id: lesson.id, class_id: classId }), 201);

    expect((await call(`/api/classes/${classId}/members/${a.id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect(await canPlay(a, lesson.id)).toBe(false);
    expect((await mine(a)).lessons).toHaveLength(0);
    expect((await call(`/api/classes/memberships/${classId}`, b.token, { method: "DELETE" })).status).toBe(200);
    expect(await canPlay(b, lesson.id)).toBe(false);
    expect(await canPlay(c, lesson.id)).toBe(true);

    expect((await call(`/api/classes/${classId}`, teacher.token, { method: "PATCH", json: { archived: true } })).status).toBe(200);
    expect(await canPlay(c, lesson.id)).toBe(false);
    expect((await mine(c)).lessons).toHaveLength(0);
    expect((await call(`/api/classes/${classId}`, teacher.token, { method: "PATCH", json: { archived: false } })).status).toBe(200);
    expect(await canPlay(c, lesson.id)).toBe(true);

    expect((await call(`/api/shares/${id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect(await canPlay(c, lesson.id)).toBe(false);
    expect((await mine(c)).lessons).toHaveLength(0);
    expect(await canPlay(teacher, lesson.id)).toBe(true);
  });

  it("refuses a draft, a student outside the class, a second share with the same class and an archived class, saying why", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const outsider = await signedIn();
    const draft = await insertLesson(teacher.id, { status: "draft" });
    const res = await share(teacher, { lesson_id: draft.id, class_id: classId });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "lesson_not_published", message: "A draft cannot be shared: publish it first, then share it." },
    });
    expect(await canPlay(students[0]!, draft.id)).toBe(false);

    const lesson = await insertLesson(teacher.id);
    const notMember = await share(teacher, { lesson_id: lesson.id, class_id: classId, student_ids: [outsider.id] });
    expect(notMember.status).toBe(400);
    expect(await errorCode(notMember)).toBe("not_class_members");
    const unknownClass = await share(teacher, { lesson_id: lesson.id, class_id: "no-such-class" });
    expect(unknownClass.status).toBe(404);
    expect(await errorCode(unknownClass)).toBe("class_not_found");
    expect((await share(teacher, { lesson_id: lesson.id, class_id: classId })).status).toBe(201);
    const again = await share(teacher, { lesson_id: lesson.id, class_id: classId });
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe("already_shared");
    expect((await share(teacher, { class_id: classId })).status).toBe(400);

    await call(`/api/classes/${classId}`, teacher.token, { method: "PATCH", json: { archived: true } });
    const archived = await share(teacher, { lesson_id: (await insertLesson(teacher.id)).id, class_id: classId });
    expect(archived.status).toBe(409);
    expect(await errorCode(archived)).toBe("class_archived");
  });

  it("keeps a draft that was never shared playable by its owner only", async () => {
    const { teacher, students } = await classWithStudents(1);
    const draft = await insertLesson(teacher.id, { status: "draft" });
    expect(await canPlay(teacher, draft.id)).toBe(true);
    expect(await canPlay(students[0]!, draft.id)).toBe(false);
  });
});

describe("a shared word list", () => {
  it("goes into the learner's dictionary and SRS once, however often they add it", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const [student] = students as [Caller];
    const lemmas = (
      await env.DB.prepare(
        "SELECT lemma_key FROM lexicon_entries WHERE rank IS NOT NULL AND lemma_key NOT LIKE '% %' ORDER BY rank LIMIT 3 OFFSET 60",
      ).all<{ lemma_key: string }>()
    ).results.map((r) => r.lemma_key);
    const list = await insertLesson(teacher.id, {
      kind: "word_list",
      blocks: [{ id: "words", type: "vocabulary", title: null, words: lemmas, senses: {} }],
    });
    const path = `/api/shares/mine/${list.id}/words`;
    expect((await call(path, student.token, { method: "POST" })).status).toBe(404);

    await json(await share(teacher, { lesson_id: list.id, class_id: classId }), 201);
    expect((await mine(student)).lessons[0]!.lesson).toMatchObject({ kind: "word_list", word_count: 3 });
    expect(await json(await call(path, student.token, { method: "POST" }))).toEqual({ words: 3 });
    expect(await json(await call(path, student.token, { method: "POST" }))).toEqual({ words: 3 });
    const { words } = await json<ListWordsResponse>(await call("/api/words?limit=100", student.token));
    expect(words.map((w) => w.word.toLowerCase()).sort()).toEqual([...lemmas].sort());
    expect(words.every((w) => w.srs !== null)).toBe(true);

    const plain = await insertLesson(teacher.id);
    await json(await share(teacher, { lesson_id: plain.id, class_id: classId }), 201);
    const none = await call(`/api/shares/mine/${plain.id}/words`, student.token, { method: "POST" });
    expect(none.status).toBe(400);
    expect(await errorCode(none)).toBe("no_words");
  });
});

describe("courses", () => {
  it("are created, edited, reordered and deleted; only the teacher's published lessons go in", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const other = await signedIn({ role: "teacher" });
    const [l1, l2, l3] = await Promise.all([1, 2, 3].map((n) => insertLesson(teacher.id, { title: `Unit ${n}` })));
    const draft = await insertLesson(teacher.id, { status: "draft" });
    const foreign = await insertLesson(other.id);

    const created = await json<{ id: string; lessons: { id: string }[] }>(
      await call("/api/courses", teacher.token, {
        json: { title: "Band 7 path", description: "Eight weeks", lesson_ids: [l1!.id, l2!.id] },
      }),
      201,
    );
    expect(created.lessons.map((l) => l.id)).toEqual([l1!.id, l2!.id]);

    const saved = await json<{ title: string; description: string | null; lessons: { id: string }[] }>(
      await call(`/api/courses/${created.id}`, teacher.token, {
        method: "PUT",
        json: { title: "Band 7 path, v2", description: "", lesson_ids: [l3!.id, l1!.id, l2!.id] },
      }),
    );
    expect(saved).toMatchObject({ title: "Band 7 path, v2", description: null });
    expect(saved.lessons.map((l) => l.id)).toEqual([l3!.id, l1!.id, l2!.id]);
    const { courses } = await json<TeacherCourses>(await call("/api/courses", teacher.token));
    expect(courses.map((c) => c.lessons.map((l) => l.id))).toEqual([[l3!.id, l1!.id, l2!.id]]);

    const withDraft = await call(`/api/courses/${created.id}`, teacher.token, {
      method: "PUT",
      json: { title: "X", lesson_ids: [draft.id] },
    });
    expect(withDraft.status).toBe(400);
    expect(await errorCode(withDraft)).toBe("lesson_not_published");
    const withForeign = await call("/api/courses", teacher.token, { json: { title: "X", lesson_ids: [foreign.id] } });
    expect(withForeign.status).toBe(400);
    expect((await call("/api/courses", teacher.token, { json: { title: "X", lesson_ids: [l1!.id, l1!.id] } })).status).toBe(400);
    expect((await call(`/api/courses/${created.id}`, other.token)).status).toBe(404);

    expect((await call(`/api/courses/${created.id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/courses/${created.id}`, teacher.token)).status).toBe(404);
  });

  it("shared with a class: the student plays its lessons and sees their place, the teacher each student's", async () => {
    const { teacher, classId, students } = await classWithStudents(1);
    const [student] = students as [Caller];
    const lessons = await Promise.all([1, 2, 3].map((n) => insertLesson(teacher.id, { title: `Unit ${n}` })));
    const ids = lessons.map((l) => l.id);
    const course = await json<{ id: string }>(await call("/api/courses", teacher.token, { json: { title: "Path", lesson_ids: ids } }), 201);
    const empty = await json<{ id: string }>(await call("/api/courses", teacher.token, { json: { title: "Empty" } }), 201);
    const emptyShare = await share(teacher, { course_id: empty.id, class_id: classId });
    expect(emptyShare.status).toBe(400);
    expect(await errorCode(emptyShare)).toBe("course_empty");

    expect(await canPlay(student, ids[1]!)).toBe(false);
    const { id: shareId } = await json<{ id: string }>(await share(teacher, { course_id: course.id, class_id: classId }), 201);
    expect(await canPlay(student, ids[1]!)).toBe(true);
    expect((await mine(student)).courses[0]).toMatchObject({ finished: 0, total: 3, next_lesson_id: ids[0], opened: false });

    await recordLessonProgress(ids[0]!, student.id, true);
    await recordLessonProgress(ids[2]!, student.id, true);
    expect((await mine(student)).courses[0]).toMatchObject({ finished: 2, total: 3, next_lesson_id: ids[1], opened: true });
    const { courses } = await json<TeacherCourses>(await call("/api/courses", teacher.token));
    expect(courses.find((c) => c.id === course.id)!.shares[0]!.students).toEqual([
      expect.objectContaining({ student_id: student.id, finished: 2, total: 3, current_lesson_id: ids[1] }),
    ]);

    // A lesson taken out of the course is no longer shared through it.
    await json(
      await call(`/api/courses/${course.id}`, teacher.token, { method: "PUT", json: { title: "Path", lesson_ids: [ids[0], ids[2]] } }),
    );
    expect(await canPlay(student, ids[1]!)).toBe(false);
    expect((await mine(student)).courses[0]).toMatchObject({ finished: 2, total: 2, next_lesson_id: null });

    expect((await call(`/api/shares/${shareId}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect(await canPlay(student, ids[0]!)).toBe(false);
    expect((await mine(student)).courses).toEqual([]);
  });
});
