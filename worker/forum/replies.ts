/**
 * Replies: anyone who can see a post answers it; only a reply's author edits (the previous
 * version kept) or deletes it; only the post's author accepts one reply as the answer.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { forumEdits, forumPosts, forumReplies, forumReports, forumVotes } from "../db/schema";
import { ApiError } from "../lib/errors";
import { ownPost, storedMarkdown, visiblePost } from "./posts";
import { replyNotFound, visibleReplies, type Viewer } from "./views";

type ReplyRow = typeof forumReplies.$inferSelect;

export async function createReply(
  db: Db,
  viewer: Viewer,
  postId: string,
  body: string,
  now = Date.now(),
): Promise<{ reply: ReplyRow; post: typeof forumPosts.$inferSelect }> {
  const post = await visiblePost(db, viewer, postId);
  const [reply] = await db
    .insert(forumReplies)
    .values({
      id: crypto.randomUUID(),
      postId,
      authorId: viewer.userId,
      body: storedMarkdown(body, "reply"),
      createdAt: new Date(now).toISOString(),
    })
    .returning();
  return { reply: reply!, post };
}

/** The reply as the viewer may see it (its post visible too), or 404. */
export async function visibleReply(db: Db, viewer: Viewer, replyId: string): Promise<ReplyRow> {
  const [row] = await db
    .select()
    .from(forumReplies)
    .where(and(eq(forumReplies.id, replyId), visibleReplies(viewer)));
  if (!row) throw replyNotFound();
  await visiblePost(db, viewer, row.postId).catch(() => {
    throw replyNotFound();
  });
  return row;
}

async function ownReply(db: Db, viewer: Viewer, replyId: string): Promise<ReplyRow> {
  const row = await visibleReply(db, viewer, replyId);
  if (row.authorId !== viewer.userId) throw new ApiError(403, "forum_not_author", { key: "forum_not_author_reply" });
  return row;
}

export async function editReply(db: Db, viewer: Viewer, replyId: string, body: string, now = Date.now()): Promise<void> {
  const row = await ownReply(db, viewer, replyId);
  const at = new Date(now).toISOString();
  await db.batch([
    db.insert(forumEdits).values({
      id: crypto.randomUUID(),
      targetType: "reply",
      targetId: replyId,
      editorId: viewer.userId,
      title: null,
      body: row.body,
      createdAt: at,
    }),
    db
      .update(forumReplies)
      .set({ body: storedMarkdown(body, "reply"), editedAt: at })
      .where(eq(forumReplies.id, replyId)),
  ]);
}

export async function deleteReply(db: Db, viewer: Viewer, replyId: string): Promise<void> {
  const row = await ownReply(db, viewer, replyId);
  const ofReply = (
    type: typeof forumVotes.targetType | typeof forumEdits.targetType | typeof forumReports.targetType,
    id: typeof forumVotes.targetId | typeof forumEdits.targetId | typeof forumReports.targetId,
  ) => and(eq(type, "reply"), eq(id, replyId));
  await db.batch([
    db.delete(forumVotes).where(ofReply(forumVotes.targetType, forumVotes.targetId)),
    db.delete(forumEdits).where(ofReply(forumEdits.targetType, forumEdits.targetId)),
    db.delete(forumReports).where(ofReply(forumReports.targetType, forumReports.targetId)),
    db
      .update(forumPosts)
      .set({ acceptedReplyId: null })
      .where(and(eq(forumPosts.id, row.postId), eq(forumPosts.acceptedReplyId, replyId))),
    db.delete(forumReplies).where(eq(forumReplies.id, replyId)),
  ]);
}

/** The post's author marks one reply of the thread as the answer (another one replaces it); null takes it back. */
export async function acceptReply(db: Db, viewer: Viewer, postId: string, replyId: string | null): Promise<void> {
  await ownPost(db, viewer, postId);
  if (replyId !== null) {
    const [reply] = await db
      .select({ id: forumReplies.id })
      .from(forumReplies)
      .where(and(eq(forumReplies.id, replyId), eq(forumReplies.postId, postId), visibleReplies(viewer)));
    if (!reply) throw replyNotFound();
  }
  await db.update(forumPosts).set({ acceptedReplyId: replyId }).where(eq(forumPosts.id, postId));
}
