/**
 * Assignments: a teacher sets them for a class (everyone, including later joiners) or chosen
 * students, lists each student's status, edits and deletes them; a student lists their own. A class of
 * another teacher, or an assignment the caller may not see, is 404 as if it did not exist.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  RECENT_DONE_DAYS,
  assignmentStatus,
  type Assignment,
  type AssignmentUpdate,
  type ClassAssignments,
  type MyAssignment,
  type MyAssignments,
  type NewAssignment,
} from "../contract/assignments";
import { chunks, newId, type Db } from "../db/client";
import {
  assignmentProgress,
  assignmentStudents,
  assignments,
  classes,
  classMembers,
  ieltsTests,
  lessonProgress,
  lessons,
  profiles,
  users,
} from "../db/schema";
import { ApiError } from "../lib/errors";
import { matchLexicon } from "../lexicon/entries";
import { displayNameSql, ownedClass } from "./classes";

type AssignmentRow = typeof assignments.$inferSelect;
type TestFacts = { title: string; section: "reading" | "listening" | "writing" | "speaking" };

const NOT_FOUND = () => new ApiError(404, "assignment_not_found");

/** The IELTS items and lessons the assignments name, by id. */
type WorkFacts = { tests: Map<string, TestFacts>; lessons: Map<string, string> };

function workOf(row: AssignmentRow, facts: WorkFacts): Assignment["work"] {
  switch (row.kind) {
    case "ielts": {
      const test = row.testId ? facts.tests.get(row.testId) : undefined;
      return { kind: "ielts", test_id: row.testId ?? "", test_title: test?.title ?? row.title, section: test?.section ?? "reading" };
    }
    case "word_list":
      return { kind: "word_list", words: row.words ?? [] };
    case "quiz":
      return { kind: "quiz" };
    case "lesson":
      return { kind: "lesson", lesson_id: row.lessonId ?? "", lesson_title: facts.lessons.get(row.lessonId ?? "") ?? null };
  }
}

function toAssignment(row: AssignmentRow, studentIds: string[] | null, facts: WorkFacts): Assignment {
  const work = workOf(row, facts);
  return {
    id: row.id,
    class_id: row.classId,
    title: row.title,
    instructions: row.instructions,
    due_at: row.dueAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    student_ids: row.wholeClass ? null : studentIds,
    work,
  };
}

async function testFacts(db: Db, rows: AssignmentRow[]): Promise<WorkFacts> {
  const ids = [...new Set(rows.flatMap((r) => (r.testId ? [r.testId] : [])))];
  const lessonIds = [...new Set(rows.flatMap((r) => (r.lessonId ? [r.lessonId] : [])))];
  const [found, titled] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ id: ieltsTests.id, title: ieltsTests.title, section: ieltsTests.section })
          .from(ieltsTests)
          .where(inArray(ieltsTests.id, ids)),
    lessonIds.length === 0 ? [] : db.select({ id: lessons.id, title: lessons.title }).from(lessons).where(inArray(lessons.id, lessonIds)),
  ]);
  return {
    tests: new Map(found.map((t) => [t.id, { title: t.title, section: t.section }])),
    lessons: new Map(titled.map((l) => [l.id, l.title])),
  };
}

async function chosenStudents(db: Db, assignmentIds: string[]): Promise<Map<string, string[]>> {
  const byAssignment = new Map<string, string[]>();
  if (assignmentIds.length === 0) return byAssignment;
  const rows = await db.select().from(assignmentStudents).where(inArray(assignmentStudents.assignmentId, assignmentIds));
  for (const r of rows) byAssignment.set(r.assignmentId, [...(byAssignment.get(r.assignmentId) ?? []), r.studentId]);
  return byAssignment;
}

/** The teacher's own class, open (an archived class no longer shows its students' data, worker/teaching/access.ts). */
async function openOwnedClass(db: Db, teacherId: string, classId: string) {
  const owned = await ownedClass(db, teacherId, classId);
  if (owned.archivedAt !== null) throw new ApiError(409, "class_archived", { key: "class_archived_assignments" });
  return owned;
}

async function ownedAssignment(db: Db, teacherId: string, id: string): Promise<AssignmentRow> {
  const [found] = await db
    .select({ row: assignments })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(and(eq(assignments.id, id), eq(classes.teacherId, teacherId)));
  if (!found) throw NOT_FOUND();
  return found.row;
}

export async function createAssignment(db: Db, teacherId: string, input: NewAssignment): Promise<Assignment> {
  await openOwnedClass(db, teacherId, input.class_id);
  const studentIds = input.student_ids === null ? null : [...new Set(input.student_ids)];
  if (studentIds) {
    const members = await db
      .select({ id: classMembers.studentId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, input.class_id), inArray(classMembers.studentId, studentIds)));
    if (members.length !== studentIds.length) throw new ApiError(400, "not_class_members");
  }
  const facts: WorkFacts = { tests: new Map(), lessons: new Map() };
  const { tests } = facts;
  if (input.kind === "lesson") {
    const [lesson] = await db
      .select({ title: lessons.title })
      .from(lessons)
      .where(and(eq(lessons.id, input.lesson_id), eq(lessons.ownerId, teacherId), eq(lessons.status, "published")));
    if (!lesson) throw new ApiError(400, "lesson_not_found", { key: "teaching:errors.lesson_not_published" });
    facts.lessons.set(input.lesson_id, lesson.title);
  }
  if (input.kind === "ielts") {
    const [test] = await db
      .select({ title: ieltsTests.title, section: ieltsTests.section })
      .from(ieltsTests)
      .where(and(eq(ieltsTests.id, input.test_id), eq(ieltsTests.active, true)));
    if (!test) throw new ApiError(400, "test_not_found");
    tests.set(input.test_id, test);
  }
  let lemmas: string[] | null = null;
  if (input.kind === "word_list") {
    // Each word as its lexicon entry ("went" → "go"), so the student's dictionary gets the entry's definition.
    const matched = await matchLexicon(db, input.words);
    const missing = input.words.filter((w) => !matched.has(w));
    if (missing.length > 0) throw new ApiError(400, "words_not_in_lexicon", { params: { words: missing.slice(0, 5).join(", ") } });
    lemmas = [...new Set(input.words.map((w) => matched.get(w)!.lemma_key))];
  }
  const id = newId();
  const row: typeof assignments.$inferInsert = {
    id,
    classId: input.class_id,
    kind: input.kind,
    title: input.title,
    instructions: input.instructions,
    testId: input.kind === "ielts" ? input.test_id : null,
    words: lemmas,
    lessonId: input.kind === "lesson" ? input.lesson_id : null,
    wholeClass: studentIds === null,
    dueAt: input.due_at,
  };
  const insert = db.insert(assignments).values(row).returning();
  // A lesson the student already finished in the player is done from the start: the player's record is what counts.
  const finished =
    input.kind === "lesson"
      ? await db
          .select({ studentId: lessonProgress.userId, doneAt: lessonProgress.completedAt })
          .from(lessonProgress)
          .innerJoin(classMembers, and(eq(classMembers.studentId, lessonProgress.userId), eq(classMembers.classId, input.class_id)))
          .where(
            and(
              eq(lessonProgress.lessonId, input.lesson_id),
              isNotNull(lessonProgress.completedAt),
              studentIds ? inArray(lessonProgress.userId, studentIds) : undefined,
            ),
          )
      : [];
  const chosenRows = studentIds
    ? [db.insert(assignmentStudents).values(studentIds.map((studentId) => ({ assignmentId: id, studentId })))]
    : [];
  const finishedRows = chunks(finished, 30).map((rows) =>
    db.insert(assignmentProgress).values(rows.map((r) => ({ assignmentId: id, studentId: r.studentId, doneAt: r.doneAt }))),
  );
  const [[created]] = await db.batch([insert, ...chosenRows, ...finishedRows]);
  return toAssignment(created!, studentIds, facts);
}

export async function updateAssignment(db: Db, teacherId: string, id: string, update: AssignmentUpdate & { instructions?: string | null }) {
  const current = await ownedAssignment(db, teacherId, id);
  await openOwnedClass(db, teacherId, current.classId);
  const [row] = await db
    .update(assignments)
    .set({
      ...(update.title !== undefined && { title: update.title }),
      ...(update.instructions !== undefined && { instructions: update.instructions }),
      ...(update.due_at !== undefined && { dueAt: update.due_at }),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(assignments.id, id))
    .returning();
  return toAssignment(row!, (await chosenStudents(db, [id])).get(id) ?? [], await testFacts(db, [row!]));
}

export async function deleteAssignment(db: Db, teacherId: string, id: string): Promise<void> {
  await ownedAssignment(db, teacherId, id);
  await db.delete(assignments).where(eq(assignments.id, id));
}

/** Every assignment of the class, newest due first, with each current student it is for and their status. */
export async function listClassAssignments(db: Db, teacherId: string, classId: string, now = Date.now()): Promise<ClassAssignments> {
  await openOwnedClass(db, teacherId, classId);
  const [rows, members, progress] = await db.batch([
    db.select().from(assignments).where(eq(assignments.classId, classId)).orderBy(desc(assignments.dueAt), desc(assignments.id)),
    db
      .select({ id: classMembers.studentId, name: displayNameSql })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.studentId))
      .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
      .where(eq(classMembers.classId, classId))
      .orderBy(asc(displayNameSql)),
    db
      .select({ assignmentId: assignmentProgress.assignmentId, studentId: assignmentProgress.studentId, doneAt: assignmentProgress.doneAt })
      .from(assignmentProgress)
      .innerJoin(assignments, eq(assignments.id, assignmentProgress.assignmentId))
      .where(eq(assignments.classId, classId)),
  ]);
  const [chosen, tests] = await Promise.all([
    chosenStudents(
      db,
      rows.map((r) => r.id),
    ),
    testFacts(db, rows),
  ]);
  const doneAt = new Map(progress.map((p) => [`${p.assignmentId}|${p.studentId}`, p.doneAt]));
  return {
    class_id: classId,
    assignments: rows.map((row) => {
      const picked = chosen.get(row.id) ?? [];
      const students = members
        .filter((m) => row.wholeClass || picked.includes(m.id))
        .map((m) => {
          const done = doneAt.get(`${row.id}|${m.id}`) ?? null;
          return { student_id: m.id, display_name: m.name, status: assignmentStatus(done, row.dueAt, now), done_at: done };
        });
      return { ...toAssignment(row, picked, tests), students };
    }),
  };
}

/** The assignments a student has now, narrowed by `more`: of open classes they are a member of, set for the whole class or for them. */
export function visibleAssignments(db: Db, studentId: string, ...more: (SQL | undefined)[]) {
  return db
    .select({ row: assignments, className: classes.name, startedAt: assignmentProgress.startedAt, doneAt: assignmentProgress.doneAt })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(assignments, eq(assignments.classId, classMembers.classId))
    .leftJoin(
      assignmentProgress,
      and(eq(assignmentProgress.assignmentId, assignments.id), eq(assignmentProgress.studentId, classMembers.studentId)),
    )
    .where(
      and(
        eq(classMembers.studentId, studentId),
        isNull(classes.archivedAt),
        or(
          eq(assignments.wholeClass, true),
          sql`exists (select 1 from ${assignmentStudents} where ${assignmentStudents.assignmentId} = ${assignments.id} and ${assignmentStudents.studentId} = ${studentId})`,
        ),
        ...more,
      ),
    );
}

/** GET /api/assignments/mine: open ones (soonest due first), then those finished in the last two weeks. */
export async function myAssignments(db: Db, studentId: string, now = Date.now()): Promise<MyAssignments> {
  const recent = new Date(now - RECENT_DONE_DAYS * 86_400_000).toISOString();
  const rows = await visibleAssignments(
    db,
    studentId,
    or(isNull(assignmentProgress.doneAt), gte(assignmentProgress.doneAt, recent)),
  ).orderBy(asc(assignments.dueAt), asc(assignments.id));
  const tests = await testFacts(
    db,
    rows.map((r) => r.row),
  );
  const list: MyAssignment[] = rows.map(({ row, className, startedAt, doneAt }) => ({
    ...toAssignment(row, [studentId], tests),
    class_name: className,
    status: assignmentStatus(doneAt, row.dueAt, now),
    done_at: doneAt,
    started: startedAt !== null,
  }));
  const open = list.filter((a) => a.done_at === null);
  return { assignments: [...open, ...list.filter((a) => a.done_at !== null).reverse()] };
}

/** One of the student's visible assignments, or 404. */
export async function visibleAssignment(db: Db, studentId: string, id: string) {
  const [found] = await visibleAssignments(db, studentId, eq(assignments.id, id));
  if (!found) throw NOT_FOUND();
  return found;
}

/** Whether one of the student's assignments now is this lesson (it may then be played: worker/lessons/access.ts). */
export async function isAssignedLesson(db: Db, studentId: string, lessonId: string): Promise<boolean> {
  const found = await visibleAssignments(db, studentId, eq(assignments.kind, "lesson"), eq(assignments.lessonId, lessonId)).limit(1);
  return found.length > 0;
}
