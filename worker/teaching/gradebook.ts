/**
 * GET /api/classes/:id/gradebook: the class's students against its assignments and their graded
 * work, read in one batch. An assignment's cell is its status for that student with the result that
 * finished it (the IELTS submission's band, the quiz's or the lesson's score); a piece of work's cell is
 * the band of the student's latest submission of that item. A teacher's grade stands in for an estimate
 * everywhere (./teacher-band.ts).
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { assignmentStatus, type AssignmentStatus } from "../contract/assignments";
import type {
  Gradebook,
  GradebookCell,
  GradebookColumn,
  GradebookKind,
  GradebookStatus,
  gradebookQuerySchema,
} from "../contract/gradebook";
import type { z } from "zod";
import type { Db } from "../db/client";
import {
  assignmentProgress,
  assignmentStudents,
  assignments,
  classMembers,
  gameResults,
  games,
  ieltsSubmissions,
  lessonProgress,
  profiles,
  quizResults,
  users,
} from "../db/schema";
import { ApiError } from "../lib/errors";
import { displayNameSql, ownedClass } from "./classes";
import { effectiveBandSql, teacherBandSql } from "./teacher-band";

type Query = z.output<typeof gradebookQuerySchema>;
type Cells = Map<string, Record<string, GradebookCell | null>>;

const STATUS: Record<AssignmentStatus, GradebookStatus> = { done: "done", late: "late", overdue: "missing", not_started: "open" };
const blank = (status: GradebookStatus | null): GradebookCell => ({ status, band: null, score: null, by_teacher: false });

export async function loadGradebook(db: Db, teacherId: string, classId: string, query: Query, now = Date.now()): Promise<Gradebook> {
  const owned = await ownedClass(db, teacherId, classId);
  if (owned.archivedAt !== null) throw new ApiError(409, "class_archived");
  const wants = (kind: GradebookKind) => query.kind === undefined || query.kind === kind;
  const inRange = (iso: string) => (!query.from || iso.slice(0, 10) >= query.from) && (!query.to || iso.slice(0, 10) <= query.to);

  const students = db.select({ id: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, classId));
  const [members, setRows, chosen, progress, submissions, quizzes, lessons, played] = await db.batch([
    db
      .select({ id: classMembers.studentId, name: displayNameSql })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.studentId))
      .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
      .where(eq(classMembers.classId, classId))
      .orderBy(asc(displayNameSql)),
    db.select().from(assignments).where(eq(assignments.classId, classId)).orderBy(asc(assignments.dueAt), asc(assignments.id)),
    db
      .select({ assignmentId: assignmentStudents.assignmentId, studentId: assignmentStudents.studentId })
      .from(assignmentStudents)
      .innerJoin(assignments, eq(assignments.id, assignmentStudents.assignmentId))
      .where(eq(assignments.classId, classId)),
    db
      .select({ assignmentId: assignmentProgress.assignmentId, studentId: assignmentProgress.studentId, doneAt: assignmentProgress.doneAt })
      .from(assignmentProgress)
      .innerJoin(assignments, eq(assignments.id, assignmentProgress.assignmentId))
      .where(and(eq(assignments.classId, classId), isNotNull(assignmentProgress.doneAt))),
    // Newest first: the first row per student and item is their latest.
    db
      .select({
        userId: ieltsSubmissions.userId,
        testId: ieltsSubmissions.testId,
        section: ieltsSubmissions.section,
        title: ieltsSubmissions.testTitle,
        taskLabel: ieltsSubmissions.taskLabel,
        submittedAt: ieltsSubmissions.submittedAt,
        band: effectiveBandSql,
        byTeacher: sql<number>`${teacherBandSql} is not null`,
      })
      .from(ieltsSubmissions)
      .where(and(inArray(ieltsSubmissions.userId, students), sql`${effectiveBandSql} is not null`))
      .orderBy(desc(ieltsSubmissions.submittedAt), desc(ieltsSubmissions.id)),
    db
      .select({ userId: quizResults.userId, score: quizResults.score, completedAt: quizResults.completedAt })
      .from(quizResults)
      .where(inArray(quizResults.userId, students))
      .orderBy(desc(quizResults.completedAt)),
    db
      .select({ userId: lessonProgress.userId, lessonId: lessonProgress.lessonId, score: lessonProgress.score })
      .from(lessonProgress)
      .innerJoin(assignments, and(eq(assignments.lessonId, lessonProgress.lessonId), eq(assignments.classId, classId)))
      .where(and(inArray(lessonProgress.userId, students), isNotNull(lessonProgress.completedAt))),
    db
      .select({
        id: games.id,
        title: games.title,
        endedAt: games.endedAt,
        asked: games.questionsAsked,
        userId: gameResults.userId,
        correct: gameResults.correctCount,
      })
      .from(games)
      .leftJoin(gameResults, eq(gameResults.gameId, games.id))
      .where(and(eq(games.classId, classId), isNotNull(games.endedAt)))
      .orderBy(asc(games.endedAt)),
  ]);

  const columns: GradebookColumn[] = [];
  const cells: Cells = new Map(members.map((m) => [m.id, {}]));

  if (wants("assignment")) {
    const doneAt = new Map(progress.map((p) => [`${p.assignmentId}|${p.studentId}`, p.doneAt]));
    const picked = new Set(chosen.map((c) => `${c.assignmentId}|${c.studentId}`));
    for (const row of setRows.filter((r) => inRange(r.dueAt))) {
      const id = `assignment:${row.id}`;
      columns.push({ id, kind: "assignment", title: row.title, date: row.dueAt });
      for (const m of members) {
        if (!row.wholeClass && !picked.has(`${row.id}|${m.id}`)) {
          cells.get(m.id)![id] = null;
          continue;
        }
        const done = doneAt.get(`${row.id}|${m.id}`) ?? null;
        const cell = blank(STATUS[assignmentStatus(done, row.dueAt, now)]);
        // The result that finished it: made after it was set and no later than it was done.
        const within = (at: string) => at >= row.createdAt && (done === null || at <= done);
        if (done !== null && row.kind === "ielts") {
          const sub = submissions.find((s) => s.userId === m.id && s.testId === row.testId && within(s.submittedAt));
          if (sub) Object.assign(cell, { band: sub.band, by_teacher: Boolean(sub.byTeacher) });
        } else if (done !== null && row.kind === "quiz") {
          const quiz = quizzes.find((q) => q.userId === m.id && within(new Date(q.completedAt).toISOString()));
          if (quiz) cell.score = quiz.score;
        } else if (done !== null && row.kind === "lesson") {
          cell.score = lessons.find((l) => l.userId === m.id && l.lessonId === row.lessonId)?.score ?? null;
        }
        cells.get(m.id)![id] = cell;
      }
    }
  }

  if (wants("graded_work")) {
    const work = new Map<string, GradebookColumn>();
    for (const sub of submissions) {
      if ((sub.section !== "writing" && sub.section !== "speaking") || !inRange(sub.submittedAt)) continue;
      const id = `work:${sub.testId}`;
      if (!work.has(id))
        work.set(id, { id, kind: "graded_work", title: [sub.title, sub.taskLabel].filter(Boolean).join(" · "), date: sub.submittedAt });
      const own = cells.get(sub.userId);
      if (own && own[id] === undefined) own[id] = { status: null, band: sub.band, score: null, by_teacher: Boolean(sub.byTeacher) };
    }
    columns.push(...[...work.values()].sort((a, b) => a.date.localeCompare(b.date)));
  }

  if (wants("game")) {
    for (const row of played) {
      const id = `game:${row.id}`;
      if (!row.asked || !inRange(row.endedAt!)) continue;
      if (columns.at(-1)?.id !== id) columns.push({ id, kind: "game", title: row.title, date: row.endedAt! });
      const own = row.userId ? cells.get(row.userId) : undefined;
      if (own) own[id] = { status: null, band: null, score: Math.round((100 * (row.correct ?? 0)) / row.asked), by_teacher: false };
    }
  }

  return {
    class_id: classId,
    columns,
    students: members.map((m) => {
      const own = cells.get(m.id)!;
      return { student_id: m.id, display_name: m.name, cells: Object.fromEntries(columns.map((c) => [c.id, own[c.id] ?? null])) };
    }),
  };
}
