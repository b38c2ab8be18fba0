/**
 * A teacher's grade replaces the estimate: wherever a writing or speaking band is shown or
 * counted, the overall of the submission's teacher grade stands in for the server's band.
 */
import { sql } from "drizzle-orm";
import { ieltsSubmissions, teacherGrades } from "../db/schema";

/** The teacher's overall of this submission, or null before any grade. */
export const teacherBandSql = sql<
  number | null
>`(select ${teacherGrades.overall} from ${teacherGrades} where ${teacherGrades.submissionId} = ${ieltsSubmissions.id})`;

/** The band that counts: the teacher's when graded, else the server's. */
export const effectiveBandSql = sql<number>`coalesce(${teacherBandSql}, ${ieltsSubmissions.band})`;
