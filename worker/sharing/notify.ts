/**
 * Telling learners something was shared with them: a stored notification each (the bell
 * and /notifications read it) and a `content_shared` hub event, so an open /student-shared-content
 * refetches, and a push to their native-app devices. D1 first, then the hubs; an unreachable hub only
 * costs the live refresh and toast.
 */
import { eq } from "drizzle-orm";
import type { ContentSharedData } from "../contract/sharing";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";
import { createNotification } from "../progress/notifications";
import type { PushEnv } from "../push/provider";
import { pushLater } from "../push/send";
import { publishToUser } from "../realtime/publish";
import { displayNameSql } from "../teaching/classes";

export async function tellStudentsOfShare(
  env: Pick<Env, "USER_HUB"> & PushEnv,
  db: Db,
  teacherId: string,
  share: { id: string; title: string; studentIds: string[] },
): Promise<void> {
  if (share.studentIds.length === 0) return;
  const [teacher] = await db
    .select({ name: displayNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, teacherId));
  const data: Omit<ContentSharedData, "notification_id"> = {
    kind: "content_shared",
    share_id: share.id,
    title: share.title,
    teacher_name: teacher?.name ?? "",
  };
  // Best effort per student: the share is stored, and the list shows it on the next load whatever happens here.
  await Promise.all(
    share.studentIds.map(async (studentId) => {
      try {
        const notification = { type: "progress" as const, data };
        const notificationId = await createNotification(db, studentId, notification);
        pushLater(env, db, studentId, [{ id: notificationId, ...notification }]);
        await publishToUser(env, studentId, [{ type: "content_shared", data: { ...data, notification_id: notificationId } }]);
      } catch (err) {
        console.error(`sharing: student ${studentId} not told`, err);
      }
    }),
  );
}
