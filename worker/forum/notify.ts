/**
 * Telling a thread about a new reply. The post's author gets a stored notification (the
 * bell and /notifications read it) and a `forum_reply` hub event; everyone else who took part in the
 * thread (repliers) and the replier's own other tabs get the same event without a notification, so an
 * open thread shows the reply without a reload. Viewers who never took part have no event path (hubs
 * are per user): their open thread refetches on focus and on a slow poll (src/features/forum).
 * D1 first, then the hubs; an unreachable hub only costs the live refresh and the toast.
 */
import { eq } from "drizzle-orm";
import type { ForumReplyData } from "../contract/forum";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { createNotification } from "../progress/notifications";
import { pushLater } from "../push/send";
import type { PushEnv } from "../push/provider";
import { publishToUser } from "../realtime/publish";
import { threadParticipants } from "./posts";

export async function tellThreadOfReply(
  env: Pick<Env, "USER_HUB"> & PushEnv,
  db: Db,
  reply: { id: string; authorId: string },
  post: { id: string; title: string; authorId: string },
): Promise<void> {
  const [replier] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, reply.authorId));
  const base: Omit<ForumReplyData, "notification_id"> = {
    kind: "forum_reply",
    post_id: post.id,
    reply_id: reply.id,
    post_title: post.title,
    replier_name: replier?.name?.trim() ?? "",
  };
  const participants = new Set([...(await threadParticipants(db, post.id)), reply.authorId]);
  await Promise.all(
    [...participants].map(async (userId) => {
      try {
        const notificationId = userId === post.authorId && userId !== reply.authorId ? await notifyPostAuthor(env, db, userId, base) : null;
        await publishToUser(env, userId, [{ type: "forum_reply", data: { ...base, notification_id: notificationId } }]);
      } catch (err) {
        console.error(`forum: user ${userId} not told of reply ${reply.id}`, err);
      }
    }),
  );
}

/** The post author's stored notification, pushed to their native-app devices after it is stored. */
async function notifyPostAuthor(env: PushEnv, db: Db, userId: string, data: Omit<ForumReplyData, "notification_id">): Promise<string> {
  const notice = { type: "progress", data } as const;
  const id = await createNotification(db, userId, notice);
  pushLater(env, db, userId, [{ id, ...notice }]);
  return id;
}
