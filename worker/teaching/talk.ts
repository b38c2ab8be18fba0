/**
 * Talking to the class: a teacher's announcements to a class, a one-click reminder to the
 * students who have not finished an assignment (at most once a day), and private comment threads on a
 * student's IELTS submission between the student and each teacher of theirs. Whoever is written to gets
 * a stored notification in their own language, a push and a live toast (best effort after the write).
 */
import { and, asc, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { AssignmentReminderData, ClassAnnouncementData, SubmissionCommentData } from "../contract/talk";
import {
  REMINDER_INTERVAL_MS,
  TALK_ERROR_CODES,
  type Announcement,
  type AnnouncementList,
  type CommentThreads,
  type ReminderResult,
  type SubmissionComment,
} from "../contract/talk";
import type { HubEvent } from "../contract/realtime";
import { newId, type Db } from "../db/client";
import {
  assignmentProgress,
  assignmentStudents,
  assignments,
  classAnnouncements,
  classMembers,
  classes,
  ieltsSubmissions,
  profiles,
  submissionComments,
  users,
} from "../db/schema";
import { sanitiseMarkdown } from "../lessons/sanitise";
import { ApiError } from "../lib/errors";
import { createNotification } from "../progress/notifications";
import type { PushEnv } from "../push/provider";
import { pushToUser } from "../push/send";
import { publishToUser } from "../realtime/publish";
import { teacherCanSee } from "./access";
import { displayNameSql, ownedClass } from "./classes";

export type TalkEnv = Pick<Env, "USER_HUB"> & PushEnv;

/** A short plain excerpt for a notification or push (the full text is on the page). */
const excerpt = (text: string, max = 160) => {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
};

async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: displayNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row?.name ?? "";
}

/**
 * Tells each recipient: a stored notification worded in their profile's language, a push to their devices
 * and a hub event for the live toast. Per recipient and best effort: what was written is stored already.
 */
export async function tellPeople<D extends { notification_id: string }>(
  env: TalkEnv,
  db: Db,
  recipients: readonly string[],
  hubType: HubEvent["type"],
  data: Omit<D, "notification_id">,
): Promise<void> {
  if (recipients.length === 0) return;
  await Promise.all(
    recipients.map(async (userId) => {
      try {
        // Stored as what happened; the bell and the push render it in the reader's language (notification-text.ts).
        const notification = { type: "progress" as const, data: data as Record<string, unknown> };
        const id = await createNotification(db, userId, notification);
        await Promise.all([
          pushToUser(env, db, userId, [{ id, ...notification }]),
          publishToUser(env, userId, [{ type: hubType, data: { ...data, notification_id: id } }]),
        ]);
      } catch (err) {
        console.error(`talk: ${userId} not told (${hubType})`, err);
      }
    }),
  );
}

// ---- announcements -------------------------------------------------------------------------------------

/** The class if the caller teaches it or is a member, open; 404 otherwise. */
async function classOfReader(db: Db, userId: string, classId: string) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, teacherId: classes.teacherId, archivedAt: classes.archivedAt })
    .from(classes)
    .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.studentId, userId)))
    .where(and(eq(classes.id, classId), or(eq(classes.teacherId, userId), eq(classMembers.studentId, userId))));
  if (!row || row.archivedAt !== null) throw new ApiError(404, "class_not_found");
  return row;
}

export async function listAnnouncements(db: Db, userId: string, classId: string): Promise<AnnouncementList> {
  await classOfReader(db, userId, classId);
  const rows = await db
    .select({ row: classAnnouncements, teacherName: displayNameSql })
    .from(classAnnouncements)
    .innerJoin(users, eq(users.id, classAnnouncements.teacherId))
    .leftJoin(profiles, eq(profiles.id, classAnnouncements.teacherId))
    .where(eq(classAnnouncements.classId, classId))
    .orderBy(desc(classAnnouncements.createdAt), desc(classAnnouncements.id))
    .limit(50);
  return {
    class_id: classId,
    announcements: rows.map(({ row, teacherName }) => ({
      id: row.id,
      class_id: row.classId,
      teacher_name: teacherName,
      markdown: row.markdown,
      created_at: row.createdAt,
    })),
  };
}

export async function postAnnouncement(
  db: Db,
  teacherId: string,
  classId: string,
  markdown: string,
): Promise<{ announcement: Announcement; tell: (env: TalkEnv) => Promise<void> }> {
  const owned = await ownedClass(db, teacherId, classId);
  if (owned.archivedAt !== null) throw new ApiError(409, "class_archived", { key: "teaching:errors.archived_class_write" });
  const clean = sanitiseMarkdown(markdown);
  if (clean === "") throw new ApiError(400, "announcement_empty", { key: "teaching:errors.announcement_empty" });
  const id = newId();
  const [row] = await db.insert(classAnnouncements).values({ id, classId, teacherId, markdown: clean }).returning();
  const teacherName = await nameOf(db, teacherId);
  const announcement = { id, class_id: classId, teacher_name: teacherName, markdown: clean, created_at: row!.createdAt };
  const tell = async (env: TalkEnv) => {
    const members = await db.select({ id: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, classId));
    const data: Omit<ClassAnnouncementData, "notification_id"> = {
      kind: "class_announcement",
      class_id: classId,
      class_name: owned.name,
      teacher_name: teacherName,
      announcement_id: id,
      excerpt: excerpt(clean),
    };
    await tellPeople<ClassAnnouncementData>(
      env,
      db,
      members.map((m) => m.id),
      "class_announcement",
      data,
    );
  };
  return { announcement, tell };
}

// ---- reminders -----------------------------------------------------------------------------------------

/**
 * Reminds the students it is set for who have not finished it. The once-a-day rule is one conditional
 * write, so two clicks at once send one reminder.
 */
export async function remindAssignment(
  env: TalkEnv,
  db: Db,
  teacherId: string,
  assignmentId: string,
  now = Date.now(),
): Promise<{ result: ReminderResult; tell: () => Promise<void> }> {
  const [found] = await db
    .select({ row: assignments, archivedAt: classes.archivedAt })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(and(eq(assignments.id, assignmentId), eq(classes.teacherId, teacherId)));
  if (!found) throw new ApiError(404, "assignment_not_found");
  if (found.archivedAt !== null) throw new ApiError(409, "class_archived", { key: "teaching:errors.archived_class_write" });
  const at = new Date(now).toISOString();
  const claimed = await db
    .update(assignments)
    .set({ remindedAt: at })
    .where(
      and(
        eq(assignments.id, assignmentId),
        or(isNull(assignments.remindedAt), lt(assignments.remindedAt, new Date(now - REMINDER_INTERVAL_MS).toISOString())),
      ),
    )
    .returning({ id: assignments.id });
  if (claimed.length === 0) {
    const next = Date.parse(found.row.remindedAt ?? at) + REMINDER_INTERVAL_MS;
    throw new ApiError(409, TALK_ERROR_CODES.remindedToday, {
      key: "teaching:errors.reminded_today",
      params: { hours: Math.max(1, Math.ceil((next - now) / 3_600_000)) },
    });
  }
  const row = found.row;
  const targets = await db
    .select({ id: classMembers.studentId })
    .from(classMembers)
    .leftJoin(
      assignmentProgress,
      and(eq(assignmentProgress.assignmentId, assignmentId), eq(assignmentProgress.studentId, classMembers.studentId)),
    )
    .where(
      and(
        eq(classMembers.classId, row.classId),
        isNull(assignmentProgress.doneAt),
        row.wholeClass
          ? undefined
          : inArray(
              classMembers.studentId,
              db
                .select({ id: assignmentStudents.studentId })
                .from(assignmentStudents)
                .where(eq(assignmentStudents.assignmentId, assignmentId)),
            ),
      ),
    );
  const teacherName = await nameOf(db, teacherId);
  const data: Omit<AssignmentReminderData, "notification_id"> = {
    kind: "assignment_reminder",
    assignment_id: row.id,
    title: row.title,
    due_at: row.dueAt,
    teacher_name: teacherName,
  };
  const tell = () =>
    tellPeople<AssignmentReminderData>(
      env,
      db,
      targets.map((s) => s.id),
      "assignment_reminder",
      data,
    );
  return { result: { reminded: targets.length, reminded_at: at }, tell };
}

// ---- comment threads -----------------------------------------------------------------------------------

const submissionNotFound = () => new ApiError(404, TALK_ERROR_CODES.submissionNotFound, { key: "teaching:errors.submission_not_found" });

/** The submission and the caller's part in it: its student, or a teacher who sees the student now. */
async function submissionFor(db: Db, userId: string, submissionId: string) {
  const [row] = await db
    .select({ id: ieltsSubmissions.id, studentId: ieltsSubmissions.userId, section: ieltsSubmissions.section })
    .from(ieltsSubmissions)
    .where(eq(ieltsSubmissions.id, submissionId));
  if (!row) throw submissionNotFound();
  if (row.studentId === userId) return { ...row, role: "student" as const };
  if (await teacherCanSee(db, userId, row.studentId)) return { ...row, role: "teacher" as const };
  throw submissionNotFound();
}

export async function listComments(db: Db, userId: string, submissionId: string): Promise<CommentThreads> {
  const found = await submissionFor(db, userId, submissionId);
  const rows = await db
    .select({ row: submissionComments, authorName: displayNameSql })
    .from(submissionComments)
    .innerJoin(users, eq(users.id, submissionComments.authorId))
    .leftJoin(profiles, eq(profiles.id, submissionComments.authorId))
    .where(
      and(
        eq(submissionComments.submissionId, submissionId),
        found.role === "teacher" ? eq(submissionComments.teacherId, userId) : undefined,
      ),
    )
    .orderBy(asc(submissionComments.createdAt), asc(submissionComments.id));
  const teacherIds = [...new Set([...(found.role === "teacher" ? [userId] : []), ...rows.map((r) => r.row.teacherId)])];
  const names = new Map(await Promise.all(teacherIds.map(async (id) => [id, await nameOf(db, id)] as const)));
  return {
    submission_id: submissionId,
    student_id: found.studentId,
    threads: teacherIds.map((teacherId) => ({
      teacher_id: teacherId,
      teacher_name: names.get(teacherId) ?? "",
      comments: rows
        .filter((r) => r.row.teacherId === teacherId)
        .map(({ row, authorName }): SubmissionComment => ({
          id: row.id,
          author_id: row.authorId,
          author_name: authorName,
          body: row.body,
          created_at: row.createdAt,
        })),
    })),
  };
}

export async function postComment(
  db: Db,
  userId: string,
  submissionId: string,
  body: string,
  teacherId: string | undefined,
): Promise<{ comment: SubmissionComment; tell: (env: TalkEnv) => Promise<void> }> {
  const found = await submissionFor(db, userId, submissionId);
  const threadTeacher = found.role === "teacher" ? userId : teacherId;
  if (found.role === "student" && (!threadTeacher || !(await teacherCanSee(db, threadTeacher, userId))))
    throw new ApiError(400, TALK_ERROR_CODES.noSuchTeacher, { key: "teaching:errors.no_such_teacher" });
  const id = newId();
  const [row] = await db
    .insert(submissionComments)
    .values({ id, submissionId, teacherId: threadTeacher!, authorId: userId, body })
    .returning();
  const authorName = await nameOf(db, userId);
  const comment = { id, author_id: userId, author_name: authorName, body, created_at: row!.createdAt };
  const recipient = found.role === "teacher" ? found.studentId : threadTeacher!;
  const tell = (env: TalkEnv) =>
    tellPeople<SubmissionCommentData>(env, db, [recipient], "submission_comment", {
      kind: "submission_comment",
      submission_id: submissionId,
      student_id: found.studentId,
      teacher_id: threadTeacher!,
      author_name: authorName,
      excerpt: excerpt(body),
    });
  return { comment, tell };
}
