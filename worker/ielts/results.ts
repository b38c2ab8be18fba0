/**
 * The learner's IELTS result so far: the latest band of each section, the writing band from the latest
 * Task 1 and Task 2 bands (Task 2 counts double), and the overall band once all four sections have one.
 * A teacher's grade of a submission stands in for its estimate.
 */
import { and, eq, isNotNull, max } from "drizzle-orm";
import { BAND_LABEL_APPROXIMATE, type ResultsResponse, type WritingTask } from "../contract/ielts";
import { ieltsSubmissions } from "../db/schema";
import { effectiveBandSql } from "../teaching/teacher-band";
import { overallBand, writingBand } from "../contract/ielts-scoring";
import type { Db } from "../db/client";

type LatestBand = { section: string; task: WritingTask | null; band: number };

async function latestBands(db: Db, userId: string): Promise<LatestBand[]> {
  // SQLite returns the bare columns of the row that holds max(submitted_at) in each group.
  const rows = await db
    .select({
      section: ieltsSubmissions.section,
      task: ieltsSubmissions.task,
      band: effectiveBandSql,
      at: max(ieltsSubmissions.submittedAt),
    })
    .from(ieltsSubmissions)
    .where(and(eq(ieltsSubmissions.userId, userId), isNotNull(ieltsSubmissions.band)))
    .groupBy(ieltsSubmissions.section, ieltsSubmissions.task);
  return rows;
}

/** Both tasks → the weighted writing band; one task → its band; none → null. */
export function combinedWritingBand(task1: number | null, task2: number | null): number | null {
  if (task1 !== null && task2 !== null) return writingBand(task1, task2);
  return task1 ?? task2;
}

export async function learnerResults(db: Db, userId: string): Promise<ResultsResponse> {
  const latest = await latestBands(db, userId);
  const bandOf = (section: string, task: WritingTask | null = null) =>
    latest.find((r) => r.section === section && r.task === task)?.band ?? null;
  const task1 = bandOf("writing", "task1");
  const task2 = bandOf("writing", "task2");
  const bands = {
    reading: bandOf("reading"),
    listening: bandOf("listening"),
    writing: combinedWritingBand(task1, task2),
    speaking: bandOf("speaking"),
  };
  const { reading, listening, writing, speaking } = bands;
  const overall =
    reading !== null && listening !== null && writing !== null && speaking !== null
      ? overallBand({ reading, listening, writing, speaking })
      : null;
  return {
    bands,
    writing: { task1, task2, band: bands.writing },
    overall,
    label: `${BAND_LABEL_APPROXIMATE}: reading and listening bands come from conversion tables, writing and speaking bands are estimates`,
  };
}
