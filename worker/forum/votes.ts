/**
 * Upvotes: one per user per post or reply. Voting again changes nothing and taking a vote
 * back that is not there changes nothing; the score is recounted in the same batch, so it always
 * equals the number of votes.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { ForumTarget } from "../contract/forum";
import type { Db } from "../db/client";
import { forumPosts, forumReplies, forumVotes } from "../db/schema";
import { ApiError } from "../lib/errors";
import { visiblePost } from "./posts";
import { visibleReply } from "./replies";
import type { Viewer } from "./views";

/**
 * Account deletion (worker/account/erase.ts): the scores of what the user upvoted, recounted without
 * their votes. Run before the user's rows go, in the same batch (their votes go with the user row).
 */
export function withdrawVotesOf(userId: string): SQL[] {
  return (["post", "reply"] as const).map((targetType) => {
    const table = targetType === "post" ? sql`forum_posts` : sql`forum_replies`;
    return sql`UPDATE ${table} SET score = (select count(*) from forum_votes v where v.target_type = ${targetType} and v.target_id = ${table}.id and v.user_id <> ${userId})
      WHERE id IN (select target_id from forum_votes where user_id = ${userId} and target_type = ${targetType})`;
  });
}

export async function setVote(
  db: Db,
  viewer: Viewer,
  targetType: ForumTarget,
  targetId: string,
  up: boolean,
): Promise<{ score: number; voted: boolean }> {
  const target = targetType === "post" ? await visiblePost(db, viewer, targetId) : await visibleReply(db, viewer, targetId);
  if (target.authorId === viewer.userId) throw new ApiError(403, "forum_own_vote");
  const vote = and(eq(forumVotes.userId, viewer.userId), eq(forumVotes.targetType, targetType), eq(forumVotes.targetId, targetId));
  const table = targetType === "post" ? forumPosts : forumReplies;
  const recount = sql`(select count(*) from forum_votes v where v.target_type = ${targetType} and v.target_id = ${targetId})`;
  const [, updated] = await db.batch([
    up
      ? db.insert(forumVotes).values({ userId: viewer.userId, targetType, targetId }).onConflictDoNothing()
      : db.delete(forumVotes).where(vote),
    db.update(table).set({ score: recount }).where(eq(table.id, targetId)).returning({ score: table.score }),
  ]);
  return { score: updated[0]?.score ?? 0, voted: up };
}
