/**
 * Live rosters: when a student's progress event is stored, the hub of each teacher of the
 * student's non-archived classes gets one `class_activity` per class, so /teacher-dashboard refetches
 * that class's roster without a reload. Runs after the student's own hub was told (after the answer,
 * for a posted event), so the student's live update never waits for it.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { ProgressEvent } from "../contract/progress";
import type { ClassActivityData, ClassMembersData, HubEvent } from "../contract/realtime";
import { createDb } from "../db/client";
import { classes, classMembers } from "../db/schema";
import { publishToUser } from "../realtime/publish";

/** Best effort like the student's own hub call: a teacher who misses it sees the change on the next roster load. */
export async function tellTeachersOfStudent(
  env: Pick<Env, "DB" | "USER_HUB">,
  studentId: string,
  recorded: ProgressEvent[],
): Promise<void> {
  if (recorded.length === 0) return;
  try {
    // One indexed query (class_members_student); a student in no class costs nothing more.
    const taught = await createDb(env.DB)
      .select({ classId: classes.id, teacherId: classes.teacherId })
      .from(classMembers)
      .innerJoin(classes, eq(classes.id, classMembers.classId))
      .where(and(eq(classMembers.studentId, studentId), isNull(classes.archivedAt)));
    const byTeacher = new Map<string, HubEvent[]>();
    for (const { classId, teacherId } of taught) {
      const batch = byTeacher.get(teacherId) ?? [];
      for (const event of recorded) {
        const data: ClassActivityData = {
          class_id: classId,
          student_id: studentId,
          event_type: event.event_type,
          occurred_at: event.timestamp,
        };
        batch.push({ type: "class_activity", data });
      }
      byTeacher.set(teacherId, batch);
    }
    await Promise.all(
      [...byTeacher].map(([teacherId, events]) =>
        publishToUser(env, teacherId, events).catch((err: unknown) => console.error(`class events: teacher ${teacherId} not told`, err)),
      ),
    );
  } catch (err) {
    console.error(`class events for student ${studentId} not sent`, err);
  }
}

/**
 * Live class cards: a join, leave or removal reaches the teacher's open dashboards, which
 * refetch the class's card, roster and heatmap. Best effort: the next load shows it anyway.
 */
export async function tellTeacherOfMembers(env: Pick<Env, "USER_HUB">, teacherId: string, data: ClassMembersData): Promise<void> {
  try {
    await publishToUser(env, teacherId, [{ type: "class_members", data }]);
  } catch (err) {
    console.error(`class events: teacher ${teacherId} not told of ${data.change} in ${data.class_id}`, err);
  }
}
