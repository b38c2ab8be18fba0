/**
 * GET /api/classes/:id/heatmap: each student's latest score per IELTS writing and speaking
 * criterion (a teacher's grade in place of the estimate) and their share of correct answers per reading and
 * listening question type, with the class average per column. One batch for the whole class: its names, and
 * each (section, task) group's latest submissions.
 */
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { HEATMAP_RECENT_SUBMISSIONS, type ClassHeatmap, type HeatmapColumn } from "../contract/classes";
import {
  SPEAKING_CRITERIA,
  WRITING_CRITERIA,
  type CriterionId,
  type Evaluation,
  type QuestionReview,
  type WritingTask,
} from "../contract/ielts";
import type { IeltsSection } from "../contract/progress";
import type { Db } from "../db/client";
import type { GradedCriterion } from "../contract/grading";
import { classMembers, ieltsSubmissions, profiles, teacherGrades, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { displayNameSql, ownedClass } from "./classes";

type ScoredSection = "writing" | "speaking";
/** The (section, writing task) groups the latest submissions are counted in. */
const SUBMISSION_GROUPS: [IeltsSection, WritingTask | null][] = [
  ["reading", null],
  ["listening", null],
  ["writing", "task1"],
  ["writing", "task2"],
  ["writing", null],
  ["speaking", null],
];
type ReviewedSection = "reading" | "listening";

/** Writing criteria (Task Achievement for task 1, Task Response for task 2, then the shared three), then speaking. */
const CRITERION_COLUMNS: Extract<HeatmapColumn, { unit: "band" }>[] = [
  ...[...new Set<CriterionId>([...WRITING_CRITERIA.task1, ...WRITING_CRITERIA.task2])].map((criterion) => ({
    id: `writing.${criterion}`,
    section: "writing" as const,
    criterion,
    unit: "band" as const,
  })),
  ...SPEAKING_CRITERIA.map((criterion) => ({
    id: `speaking.${criterion}`,
    section: "speaking" as const,
    criterion,
    unit: "band" as const,
  })),
];

const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);
/** Bands to the nearest tenth and percentages to the whole number, as the cells show them. */
const rounded = (value: number | null, unit: HeatmapColumn["unit"]) =>
  value === null ? null : unit === "band" ? Math.round(value * 10) / 10 : Math.round(value);

export async function loadHeatmap(db: Db, teacherId: string, classId: string): Promise<ClassHeatmap> {
  const owned = await ownedClass(db, teacherId, classId);
  if (owned.archivedAt !== null) throw new ApiError(409, "class_archived");
  // Each student's latest few of every section and writing task, one (user, section, submitted_at) index
  // range each: ranked over all their submissions, the read grew with every submission the class made.
  const recent = alias(ieltsSubmissions, "recent");
  const latestOf = (section: IeltsSection, task: WritingTask | null) =>
    db
      .select({
        userId: ieltsSubmissions.userId,
        section: ieltsSubmissions.section,
        evaluation: ieltsSubmissions.evaluation,
        review: ieltsSubmissions.review,
        submittedAt: ieltsSubmissions.submittedAt,
        id: ieltsSubmissions.id,
        teacherCriteria: sql<
          string | null
        >`(select ${teacherGrades.criteria} from ${teacherGrades} where ${teacherGrades.submissionId} = ${ieltsSubmissions.id})`,
      })
      .from(classMembers)
      .innerJoin(
        ieltsSubmissions,
        inArray(
          ieltsSubmissions.id,
          db
            .select({ id: recent.id })
            .from(recent)
            .where(
              and(
                sql`${recent.userId} = ${classMembers.studentId}`,
                eq(recent.section, section),
                task === null ? isNull(recent.task) : eq(recent.task, task),
                or(isNotNull(recent.evaluation), isNotNull(recent.review)),
              ),
            )
            // The index's own order: a tie-break on id would sort every submission of the section first.
            .orderBy(desc(recent.submittedAt))
            .limit(HEATMAP_RECENT_SUBMISSIONS),
        ),
      )
      .where(eq(classMembers.classId, classId));
  const [members, ...groups] = await db.batch([
    db
      .select({ id: classMembers.studentId, name: displayNameSql })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.studentId))
      .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
      .where(eq(classMembers.classId, classId)),
    ...SUBMISSION_GROUPS.map(([section, task]) => latestOf(section, task)),
  ]);
  // Newest first per student.
  const recentRows = groups
    .flat()
    .sort((a, b) => a.userId.localeCompare(b.userId) || b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));

  const criterionBands = new Map<string, Map<string, number>>();
  const teacherCells = new Map<string, Set<string>>();
  const typeTallies = new Map<string, Map<string, { correct: number; total: number }>>();
  const questionTypes = { reading: new Set<string>(), listening: new Set<string>() };
  for (const row of recentRows) {
    if (row.section === "writing" || row.section === "speaking") {
      const bands = criterionBands.get(row.userId) ?? new Map<string, number>();
      const byTeacher = teacherCells.get(row.userId) ?? new Set<string>();
      // A teacher's grade replaces the estimate's criteria.
      const graded = row.teacherCriteria === null ? null : (JSON.parse(row.teacherCriteria) as GradedCriterion[]);
      // Rows come newest first: the first band seen for a criterion is the latest.
      for (const c of graded ?? (row.evaluation as Evaluation | null)?.criteria ?? []) {
        const id = `${row.section satisfies ScoredSection}.${c.id}`;
        if (c.band !== null && !bands.has(id)) {
          bands.set(id, c.band);
          if (graded) byTeacher.add(id);
        }
      }
      criterionBands.set(row.userId, bands);
      teacherCells.set(row.userId, byTeacher);
    } else {
      const section: ReviewedSection = row.section;
      const tallies = typeTallies.get(row.userId) ?? new Map<string, { correct: number; total: number }>();
      for (const q of (row.review as QuestionReview[] | null) ?? []) {
        questionTypes[section].add(q.type);
        const id = `${section}.${q.type}`;
        const tally = tallies.get(id) ?? { correct: 0, total: 0 };
        tally.total += 1;
        if (q.correct) tally.correct += 1;
        tallies.set(id, tally);
      }
      typeTallies.set(row.userId, tallies);
    }
  }

  const typeColumns = (["reading", "listening"] as const).flatMap((section) =>
    [...questionTypes[section]]
      .sort()
      .map((question_type): HeatmapColumn => ({ id: `${section}.${question_type}`, section, question_type, unit: "percent" })),
  );
  const columns: HeatmapColumn[] = [...CRITERION_COLUMNS, ...typeColumns];
  const rows = members
    .map((m) => {
      const cells: Record<string, number | null> = {};
      for (const column of columns) {
        if (column.unit === "band") cells[column.id] = criterionBands.get(m.id)?.get(column.id) ?? null;
        else {
          const tally = typeTallies.get(m.id)?.get(column.id);
          cells[column.id] = tally ? rounded((tally.correct / tally.total) * 100, "percent") : null;
        }
      }
      return { student_id: m.id, display_name: m.name, cells, teacher_cells: [...(teacherCells.get(m.id) ?? [])] };
    })
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
  const averages = Object.fromEntries(
    columns.map((column) => {
      const values = rows.map((r) => r.cells[column.id]).filter((v): v is number => v !== null && v !== undefined);
      return [column.id, rounded(mean(values), column.unit)];
    }),
  );
  return { class_id: classId, columns, students: rows, averages };
}
