/**
 * A class's roster with each student's progress at a glance: last activity, the day streak as of their
 * today, their SRS reviews today and their latest IELTS band per section. Five statements in one batch
 * for the whole class, whatever its size, each reading a few rows per student however long their
 * history.
 */
import { and, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { isInactive, type Roster, type SectionBands, type StudentContext } from "../contract/classes";
import { IELTS_SECTIONS, type IeltsSection } from "../contract/progress";
import type { Db } from "../db/client";
import { classes, classMembers, ieltsSubmissions, profiles, progressDays, progressEvents, streaks, users } from "../db/schema";
import { ApiError } from "../lib/errors";
import { addDays, localDay } from "../lib/days";
import { streakToday } from "../progress/streaks";
import { assignmentCounts } from "./assignment-completion";
import { displayNameSql, ownedClass } from "./classes";
import { effectiveBandSql, teacherBandSql } from "./teacher-band";

/**
 * The student's latest band in a section as `[band, by teacher]` JSON, a teacher's grade in place of the
 * estimate: one (user, section, submitted_at) index probe, however many submissions they have.
 */
const latestBand = (section: IeltsSection) =>
  sql<string | null>`(SELECT json_array(${effectiveBandSql}, ${teacherBandSql} IS NOT NULL) FROM ${ieltsSubmissions}
    WHERE ${ieltsSubmissions.userId} = ${classMembers.studentId} AND ${ieltsSubmissions.section} = ${section}
    AND ${effectiveBandSql} IS NOT NULL ORDER BY ${ieltsSubmissions.submittedAt} DESC LIMIT 1)`.as(`${section}_band`);

export async function loadRoster(db: Db, teacherId: string, classId: string, now = Date.now()): Promise<Roster> {
  const owned = await ownedClass(db, teacherId, classId);
  // An archived class no longer lets its teacher see its students' data (worker/teaching/access.ts).
  if (owned.archivedAt !== null) throw new ApiError(409, "class_archived");
  const students = db.select({ id: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, classId));
  const [members, lastActivity, dailyStreaks, reviewDays, latestBands] = await db.batch([
    db
      .select({ id: classMembers.studentId, joinedAt: classMembers.joinedAt, name: displayNameSql, timezone: profiles.timezone })
      .from(classMembers)
      .innerJoin(users, eq(users.id, classMembers.studentId))
      .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
      .where(eq(classMembers.classId, classId)),
    // One index probe per student: grouped over the class, max() read every event the students ever had.
    db
      .select({
        id: classMembers.studentId,
        at: sql<string | null>`(SELECT max(${progressEvents.occurredAt}) FROM ${progressEvents}
          WHERE ${progressEvents.userId} = ${classMembers.studentId})`.as("last_activity_at"),
      })
      .from(classMembers)
      .where(eq(classMembers.classId, classId)),
    db
      .select()
      .from(streaks)
      .where(and(eq(streaks.streakType, "daily"), inArray(streaks.userId, students))),
    // Whatever a student's time zone, their today is within a day of UTC's.
    db
      .select({ id: progressDays.userId, day: progressDays.localDay, count: sql<number>`sum(${progressDays.count})` })
      .from(progressDays)
      .where(
        and(
          inArray(progressDays.userId, students),
          eq(progressDays.eventType, "srs_review_completed"),
          gte(progressDays.localDay, addDays(localDay(now, "UTC"), -1)),
        ),
      )
      .groupBy(progressDays.userId, progressDays.localDay),
    // Each student's latest band per section.
    db
      .select({
        id: classMembers.studentId,
        reading: latestBand("reading"),
        listening: latestBand("listening"),
        writing: latestBand("writing"),
        speaking: latestBand("speaking"),
      })
      .from(classMembers)
      .where(eq(classMembers.classId, classId)),
  ]);
  const assigned = await assignmentCounts(db, classId);
  const lastById = new Map(lastActivity.map((r) => [r.id, r.at]));
  const streakById = new Map(dailyStreaks.map((r) => [r.userId, r]));
  const latestById = new Map(latestBands.map(({ id, ...bands }) => [id, bands]));
  const latest = (id: string, section: IeltsSection) => {
    const json = latestById.get(id)?.[section];
    return json ? (JSON.parse(json) as [band: number, byTeacher: 0 | 1]) : null;
  };
  const bandsOf = (id: string): SectionBands =>
    Object.fromEntries(IELTS_SECTIONS.map((section) => [section, latest(id, section)?.[0] ?? null])) as SectionBands;
  const teacherSections = (id: string) => IELTS_SECTIONS.filter((section) => latest(id, section)?.[1] === 1);
  return {
    class_id: classId,
    students: members
      .map((m) => {
        const today = localDay(now, m.timezone ?? "UTC");
        const streak = streakById.get(m.id);
        const state = streak
          ? {
              current: streak.currentStreak,
              longest: streak.longestStreak,
              freezes: streak.freezesAvailable,
              lastDay: streak.lastActiveDay,
            }
          : { current: 0, longest: 0, freezes: 0, lastDay: null };
        const last = lastById.get(m.id) ?? null;
        return {
          student_id: m.id,
          display_name: m.name,
          joined_at: m.joinedAt,
          last_activity_at: last,
          current_streak: streakToday("daily", state, today).current_streak,
          reviews_today: reviewDays.find((r) => r.id === m.id && r.day === today)?.count ?? 0,
          inactive: isInactive(last, m.joinedAt, now),
          assignments_done: assigned.get(m.id)?.done ?? 0,
          assignments_due: assigned.get(m.id)?.due ?? 0,
          ielts_bands: bandsOf(m.id),
          graded_by_teacher: teacherSections(m.id),
        };
      })
      .sort((a, b) => a.display_name.localeCompare(b.display_name)),
  };
}

/** The student and the teacher's non-archived classes they are in; 404 when the teacher cannot see them (access.ts). */
export async function loadStudentContext(db: Db, teacherId: string, studentId: string): Promise<StudentContext> {
  const rows = await db
    .select({ classId: classes.id, className: classes.name, name: displayNameSql })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classMembers.studentId))
    .leftJoin(profiles, eq(profiles.id, classMembers.studentId))
    .where(and(eq(classMembers.studentId, studentId), eq(classes.teacherId, teacherId), isNull(classes.archivedAt)))
    .orderBy(classes.name);
  const [first] = rows;
  if (!first) throw new ApiError(404, "student_not_found");
  return { student_id: studentId, display_name: first.name, classes: rows.map((r) => ({ class_id: r.classId, name: r.className })) };
}
