/**
 * Who may read a learner's progress: the learner, or a teacher of a class the learner is in
 * (docs/architecture.md §4). Classes arrive with the classes issue; until its `class_members` table exists a
 * teacher reads only their own progress. That issue plugs in by keeping `teachesStudent` true to its tables.
 */
import { sql } from "drizzle-orm";
import type { SignedInUser } from "../env";
import type { Db } from "../db/client";

async function tableExists(db: Db, name: string): Promise<boolean> {
  const rows = await db.all<{ found: number }>(sql`select 1 as found from sqlite_master where type = 'table' and name = ${name}`);
  return rows.length > 0;
}

/** Expected tables: classes(id, teacher_id) and class_members(class_id, student_id). */
export async function teachesStudent(db: Db, teacherId: string, studentId: string): Promise<boolean> {
  if (!(await tableExists(db, "class_members"))) return false;
  const rows = await db.all<{ found: number }>(sql`
    select 1 as found from class_members m join classes c on c.id = m.class_id
    where c.teacher_id = ${teacherId} and m.student_id = ${studentId} limit 1`);
  return rows.length > 0;
}

export async function canReadProgressOf(db: Db, caller: SignedInUser, learnerId: string): Promise<boolean> {
  if (caller.userId === learnerId) return true;
  return caller.role === "teacher" && teachesStudent(db, caller.userId, learnerId);
}
