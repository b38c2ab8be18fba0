/**
 * Telling students a teacher set them an assignment: a stored notification each (the bell and
 * /notifications read it) and a push to their native-app devices. Runs after the assignment is stored
 * and answered, best effort per student: their list shows the assignment whatever happens here.
 */
import { eq } from "drizzle-orm";
import type { Assignment, AssignmentSetData } from "../contract/assignments";
import type { Db } from "../db/client";
import { classMembers, profiles, users } from "../db/schema";
import { createNotification } from "../progress/notifications";
import type { PushEnv } from "../push/provider";
import { pushToUser } from "../push/send";
import { displayNameSql } from "./classes";

export async function tellStudentsOfAssignment(env: PushEnv, db: Db, teacherId: string, assignment: Assignment): Promise<void> {
  try {
    const studentIds =
      assignment.student_ids ??
      (await db.select({ id: classMembers.studentId }).from(classMembers).where(eq(classMembers.classId, assignment.class_id))).map(
        (m) => m.id,
      );
    if (studentIds.length === 0) return;
    const [teacher] = await db
      .select({ name: displayNameSql })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, teacherId));
    const data: AssignmentSetData = {
      kind: "assignment_set",
      assignment_id: assignment.id,
      class_id: assignment.class_id,
      title: assignment.title,
      teacher_name: teacher?.name ?? "",
      due_at: assignment.due_at,
    };
    const notification = { type: "progress" as const, data };
    await Promise.all(
      studentIds.map(async (studentId) => {
        try {
          const id = await createNotification(db, studentId, notification);
          await pushToUser(env, db, studentId, [{ id, ...notification }]);
        } catch (err) {
          console.error(`assignments: student ${studentId} not told of ${assignment.id}`, err);
        }
      }),
    );
  } catch (err) {
    console.error(`assignments: students not told of ${assignment.id}`, err);
  }
}
