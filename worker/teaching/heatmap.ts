/**
 * GET /api/classes/:id/heatmap (issue 14): each student's latest score per IELTS writing and speaking
 * criterion (a teacher's grade in place of the estimate) and their share of correct answers per reading and
 * listening question type, with the class average per column. Two statements in one batch for the whole class.
 */
import { and, eq, inArray, lte, or, isNotNull, sql } from "drizzle-orm";
import { HEATMAP_RECENT_SUBMISSIONS, type ClassHeatmap, type HeatmapColumn } from "../contract/classes";
import { SPEAKING_CRITERIA, WRITING_CRITERIA, type CriterionId, type Evaluation, type QuestionReview } from "../contract/ielts";
import type { Db } from "../db/client";
import type { GradedCriterion } from "../contract/grading";
import { classMembers, ieltsSubmissions, profiles, teacherGrades, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { displayNameSql, ownedClass } from "./classes";

type ScoredSection = "writing" | "speaking";
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
  const students = db.select({ id: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, classId));
  // Newest first per student, section and writing task; only the latest few count.
  const ranked = db
    .select({
      userId: ieltsSubmissions.userId,
      section: ieltsSubmissions.section,
      evaluation: ieltsSubmissions.evaluation,
      review: ieltsSubmissions.review,
      teacherCriteria: sql<
        string | null
      >`(select ${teacherGrades.criteria} from ${teacherGrades} where ${teacherGrades.submissionId} = ${ieltsSubmissions.id})`.as(
        "teacher_criteria",
      ),
      rank: sql<number>`row_number() over (partition by ${ieltsSubmissions.userId}, ${ieltsSubmissions.section}, ${ieltsSubmissions.task} order by ${ieltsSubmissions.submittedAt} desc, ${ieltsSubmissions.id} desc)`.as(
        "recency",
      ),
    })
    .from(ieltsSubmissions)
    .where(and(inArray(ieltsSubmissions.userId, students), or(isNotNull(ieltsSubmissions.evaluation), isNotNull(ieltsSubmissions.review))))
    .as("ranked");
  const [members, recent] = await db.batch([
    db
      .select({ id: classMembers.studentId, name: displayNameSql })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.studentId))
      .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
      .where(eq(classMembers.classId, classId)),
    db
      .select()
      .from(ranked)
      .where(lte(ranked.rank, HEATMAP_RECENT_SUBMISSIONS))
      .orderBy(ranked.userId, sql`${ranked.rank}`),
  ]);

  const criterionBands = new Map<string, Map<string, number>>();
  const teacherCells = new Map<string, Set<string>>();
  const typeTallies = new Map<string, Map<string, { correct: number; total: number }>>();
  const questionTypes = { reading: new Set<string>(), listening: new Set<string>() };
  for (const row of recent) {
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
