/**
 * A teacher's classes and a learner's memberships. Every function takes the caller's id from
 * the verified token; a class of another teacher, or one the learner is not in, is 404 as if it did not exist.
 */
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import {
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  isValidTarget,
  type ClassInvitation,
  type ClassUpdate,
  type Membership,
  type NewClass,
  type TeacherClass,
} from "../contract/classes";
import { isUniqueViolation, newId, type Db } from "../db/client";
import { classes, classMembers, profiles, users } from "../db/schema";
import { ApiError } from "../lib/errors";

type ClassRow = typeof classes.$inferSelect;

/** A random join code; rejection sampling keeps every character equally likely. */
export function newJoinCode(): string {
  const limit = 256 - (256 % JOIN_CODE_ALPHABET.length);
  let code = "";
  while (code.length < JOIN_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(JOIN_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < JOIN_CODE_LENGTH) code += JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Retries the write with a fresh code on the (astronomically rare) collision with another class's code. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newJoinCode());
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/** The name a teacher or classmate is shown by: the profile's full name, else the account's email. */
export const displayNameSql = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), ${users.email})`;

const toTeacherClass = (row: ClassRow, studentCount: number): TeacherClass => ({
  id: row.id,
  name: row.name,
  focus: row.focus,
  target: row.target,
  exam_date: row.examDate,
  archived_at: row.archivedAt,
  join_code: row.joinCode,
  code_rotated_at: row.codeRotatedAt,
  student_count: studentCount,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** The teacher's own class, or 404. */
export async function ownedClass(db: Db, teacherId: string, classId: string): Promise<ClassRow> {
  const row = await db.query.classes.findFirst({ where: and(eq(classes.id, classId), eq(classes.teacherId, teacherId)) });
  if (!row) throw new ApiError(404, "class_not_found");
  return row;
}

async function studentCount(db: Db, classId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(classMembers).where(eq(classMembers.classId, classId));
  return row?.n ?? 0;
}

export async function listTeacherClasses(db: Db, teacherId: string): Promise<TeacherClass[]> {
  const rows = await db
    .select({ row: classes, students: sql<number>`(select count(*) from ${classMembers} where ${classMembers.classId} = ${classes.id})` })
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(desc(classes.createdAt), desc(classes.id));
  return rows.map(({ row, students }) => toTeacherClass(row, students));
}

export async function createClass(db: Db, teacherId: string, input: NewClass): Promise<TeacherClass> {
  const id = newId();
  const row = await withFreshCode(async (joinCode) => {
    const [created] = await db
      .insert(classes)
      .values({ id, teacherId, name: input.name, focus: input.focus, target: input.target, examDate: input.exam_date, joinCode })
      .returning();
    return created!;
  });
  return toTeacherClass(row, 0);
}

export async function updateClass(db: Db, teacherId: string, classId: string, update: ClassUpdate): Promise<TeacherClass> {
  const current = await ownedClass(db, teacherId, classId);
  const focus = update.focus ?? current.focus;
  const target = update.target !== undefined ? update.target : current.target;
  if (target !== null && !isValidTarget(focus, target)) {
    throw new ApiError(400, "invalid_target");
  }
  const now = new Date().toISOString();
  const [row] = await db
    .update(classes)
    .set({
      ...(update.name !== undefined && { name: update.name }),
      focus,
      target,
      ...(update.exam_date !== undefined && { examDate: update.exam_date }),
      ...(update.archived !== undefined && { archivedAt: update.archived ? (current.archivedAt ?? now) : null }),
      updatedAt: now,
    })
    .where(eq(classes.id, classId))
    .returning();
  return toTeacherClass(row!, await studentCount(db, classId));
}

/** A new code for the class; the old one stops working with this write. */
export async function rotateJoinCode(db: Db, teacherId: string, classId: string): Promise<TeacherClass> {
  await ownedClass(db, teacherId, classId);
  const row = await withFreshCode(async (joinCode) => {
    const now = new Date().toISOString();
    const [updated] = await db
      .update(classes)
      .set({ joinCode, codeRotatedAt: now, updatedAt: now })
      .where(eq(classes.id, classId))
      .returning();
    return updated!;
  });
  return toTeacherClass(row, await studentCount(db, classId));
}

/** The open (not archived) class with this code and its teacher's name, or 404. */
async function classByCode(db: Db, code: string) {
  const [found] = await db
    .select({ row: classes, teacherName: displayNameSql })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(profiles, eq(profiles.id, classes.teacherId))
    .where(and(eq(classes.joinCode, code), isNull(classes.archivedAt)))
    .limit(1);
  if (!found) throw new ApiError(404, "class_code_not_found");
  return found;
}

async function isMember(db: Db, classId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .select({ at: classMembers.joinedAt })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId)))
    .limit(1);
  return rows.length > 0;
}

export async function classInvitation(db: Db, userId: string, code: string): Promise<ClassInvitation> {
  const { row, teacherName } = await classByCode(db, code);
  return {
    class_id: row.id,
    name: row.name,
    focus: row.focus,
    teacher_name: teacherName,
    already_member: await isMember(db, row.id, userId),
  };
}

/** Joins the class with this code; joining again changes nothing (`joined` false). */
export async function joinClass(
  db: Db,
  userId: string,
  code: string,
): Promise<{ joined: boolean; membership: Membership; teacherId: string }> {
  const { row } = await classByCode(db, code);
  if (row.teacherId === userId) throw new ApiError(409, "own_class");
  const inserted = await db.insert(classMembers).values({ classId: row.id, studentId: userId }).onConflictDoNothing().returning();
  const membership = (await listMemberships(db, userId, row.id))[0]!;
  return { joined: inserted.length > 0, membership, teacherId: row.teacherId };
}

export async function listMemberships(db: Db, userId: string, classId?: string): Promise<Membership[]> {
  const rows = await db
    .select({
      classId: classes.id,
      name: classes.name,
      focus: classes.focus,
      archivedAt: classes.archivedAt,
      joinedAt: classMembers.joinedAt,
      teacherName: displayNameSql,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(profiles, eq(profiles.id, classes.teacherId))
    .where(and(eq(classMembers.studentId, userId), classId === undefined ? undefined : eq(classes.id, classId)))
    .orderBy(desc(classMembers.joinedAt));
  return rows.map((r) => ({
    class_id: r.classId,
    name: r.name,
    focus: r.focus,
    teacher_name: r.teacherName,
    joined_at: r.joinedAt,
    teacher_can_see: r.archivedAt === null,
  }));
}

async function deleteMember(db: Db, classId: string, studentId: string): Promise<boolean> {
  const removed = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.studentId, studentId)))
    .returning({ classId: classMembers.classId });
  return removed.length > 0;
}

/** Leaves the class; answers its teacher, to be told. */
export async function leaveClass(db: Db, userId: string, classId: string): Promise<string> {
  const [found] = await db.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.id, classId));
  if (!found || !(await deleteMember(db, classId, userId))) throw new ApiError(404, "class_not_found", { key: "class_not_member" });
  return found.teacherId;
}

export async function removeStudent(db: Db, teacherId: string, classId: string, studentId: string): Promise<void> {
  await ownedClass(db, teacherId, classId);
  if (!(await deleteMember(db, classId, studentId))) throw new ApiError(404, "student_not_found", { key: "student_not_in_class" });
}
