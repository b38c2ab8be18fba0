/**
 * What a viewer may see of forum posts and replies, as SQL pieces shared by the queries: visibility
 * (hidden content only for its author and moderators), the author's display name, the viewer's vote.
 */
import { eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ForumAuthor, ForumTarget } from "../contract/forum";
import { forumPosts, forumReplies, profiles } from "../db/schema";
import { ApiError } from "../lib/errors";

/** The person asking and whether they moderate. */
export type Viewer = { userId: string; moderator: boolean };

/**
 * The name others see: the profile's full name, or nothing (the SPA says "a member"). Unlike the
 * classes' roster, never the email address: the forum is read by everyone signed in.
 */
export const forumNameSql = sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), '')`;

export const authorOf = (id: string, name: string | null): ForumAuthor => ({ id, display_name: name ?? "" });

export function visiblePosts(viewer: Viewer): SQL | undefined {
  if (viewer.moderator) return undefined;
  return or(isNull(forumPosts.hiddenAt), eq(forumPosts.authorId, viewer.userId));
}

export function visibleReplies(viewer: Viewer): SQL | undefined {
  if (viewer.moderator) return undefined;
  return or(isNull(forumReplies.hiddenAt), eq(forumReplies.authorId, viewer.userId));
}

/** Whether the viewer upvoted the row whose id column is given. */
export const votedSql = (viewer: Viewer, targetType: ForumTarget, idColumn: SQL | typeof forumPosts.id | typeof forumReplies.id) =>
  sql<number>`exists (select 1 from forum_votes v where v.user_id = ${viewer.userId} and v.target_type = ${targetType} and v.target_id = ${idColumn})`;

/** Replies others can see; what the list shows and "unanswered" counts. */
export const visibleReplyCountSql = sql<number>`(select count(*) from forum_replies r where r.post_id = ${forumPosts.id} and r.hidden_at is null)`;

export const postNotFound = () => new ApiError(404, "forum_post_not_found");
export const replyNotFound = () => new ApiError(404, "forum_reply_not_found");
