/**
 * Forum posts: the list with its views, search, tag and category filters and keyset
 * pages; one post with its essay and replies; asking, editing (the previous version kept) and
 * deleting, which only the author may do.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  FORUM_REPLY_PAGE_SIZE,
  type AttachedEssay,
  type NewPost,
  type PostChange,
  type PostDetail,
  type PostList,
  type PostListFilter,
  type PostSummary,
  type Reply,
  type ReplyPage,
  type ReplyPageFilter,
} from "../contract/forum";
import type { Db } from "../db/client";
import {
  forumEdits,
  forumPosts,
  forumReplies,
  forumReports,
  forumVotes,
  ieltsSubmissions,
  ieltsWritingHistory,
  profiles,
} from "../db/schema";
import { decodeCursor, encodeCursor, type Cursor } from "../lib/cursor";
import { ApiError } from "../lib/errors";
import { sanitiseMarkdown } from "../lessons/sanitise";
import { authorOf, forumNameSql, postNotFound, visiblePosts, visibleReplies, visibleReplyCountSql, votedSql, type Viewer } from "./views";

type PostRow = typeof forumPosts.$inferSelect;

/** Markdown as it will be stored: sanitised, and refused when nothing but HTML was written. */
export function storedMarkdown(markdown: string, label: "post" | "reply"): string {
  const clean = sanitiseMarkdown(markdown);
  if (clean === "") throw new ApiError(400, "forum_empty_text", { key: label === "post" ? "forum_empty_text" : "forum_empty_text_reply" });
  return clean;
}

/**
 * The search as an FTS5 query (forum_fts, migration 0028): each word a quoted prefix, so
 * nothing typed is FTS syntax (a quote is doubled) and a long word is one term, where LIKE patterns
 * over about 50 bytes failed. Words without a letter or digit match nothing and are dropped.
 */
export function ftsQuery(q: string): string | null {
  const words = q
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 5);
  return words.length === 0 ? null : words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(" ");
}

/** Posts whose title or body, or one of whose replies others can see, holds every word of the search. */
function searchCondition(q: string): SQL | undefined {
  const query = ftsQuery(q);
  if (query === null) return q.trim() === "" ? undefined : sql`0`;
  return sql`${forumPosts.id} in (select post_id from forum_fts where forum_fts match ${query}
    and (reply_id is null or reply_id in (select id from forum_replies where hidden_at is null)))`;
}

const summaryColumns = (viewer: Viewer) => ({
  row: {
    id: forumPosts.id,
    authorId: forumPosts.authorId,
    category: forumPosts.category,
    title: forumPosts.title,
    tags: forumPosts.tags,
    submissionId: forumPosts.submissionId,
    acceptedReplyId: forumPosts.acceptedReplyId,
    score: forumPosts.score,
    hiddenAt: forumPosts.hiddenAt,
    editedAt: forumPosts.editedAt,
    createdAt: forumPosts.createdAt,
  },
  authorName: forumNameSql,
  replyCount: visibleReplyCountSql,
  voted: votedSql(viewer, "post", forumPosts.id),
});

/** What a post and a reply both show about themselves to this viewer. */
const standing = (
  viewer: Viewer,
  row: { authorId: string; hiddenAt: string | null; editedAt: string | null; score: number },
  voted: number | null,
) => ({
  hidden: row.hiddenAt !== null,
  edited_at: row.editedAt,
  score: row.score,
  voted: Boolean(voted),
  mine: row.authorId === viewer.userId,
});

type SummaryRow = { row: Omit<PostRow, "body" | "hiddenBy">; authorName: string | null; replyCount: number; voted: number };

const toSummary = (viewer: Viewer, { row, authorName, replyCount, voted }: SummaryRow): PostSummary => ({
  id: row.id,
  category: row.category,
  title: row.title,
  tags: row.tags,
  author: authorOf(row.authorId, authorName),
  reply_count: replyCount,
  answered: row.acceptedReplyId !== null,
  has_essay: row.submissionId !== null,
  created_at: row.createdAt,
  ...standing(viewer, row, voted),
});

export async function listPosts(db: Db, viewer: Viewer, query: PostListFilter): Promise<Omit<PostList, "can_moderate" | "can_appoint">> {
  const after = decodeCursor(query.cursor);
  const where: (SQL | undefined)[] = [visiblePosts(viewer)];
  if (query.category) where.push(eq(forumPosts.category, query.category));
  if (query.tag) where.push(sql`exists (select 1 from json_each(${forumPosts.tags}) where value = ${query.tag})`);
  if (query.q) where.push(searchCondition(query.q));
  if (query.view === "unanswered") where.push(sql`${visibleReplyCountSql} = 0`);
  if (after) {
    where.push(
      query.view === "top"
        ? sql`(${forumPosts.score}, ${forumPosts.createdAt}, ${forumPosts.id}) < (coalesce((select p2.score from forum_posts p2 where p2.id = ${after.id}), 0), ${after.at}, ${after.id})`
        : sql`(${forumPosts.createdAt}, ${forumPosts.id}) < (${after.at}, ${after.id})`,
    );
  }
  const order = query.view === "top" ? [desc(forumPosts.score)] : [];
  const rows = await db
    .select(summaryColumns(viewer))
    .from(forumPosts)
    .leftJoin(profiles, eq(profiles.id, forumPosts.authorId))
    .where(and(...where))
    .orderBy(...order, desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    posts: page.map((row) => toSummary(viewer, row)),
    next_cursor: rows.length > query.limit && last ? encodeCursor({ at: last.row.createdAt, id: last.row.id }) : null,
  };
}

/** The post as the viewer may see it, or 404 (also for hidden posts of others). */
export async function visiblePost(db: Db, viewer: Viewer, postId: string): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), visiblePosts(viewer)));
  if (!row) throw postNotFound();
  return row;
}

/** The viewer's own post, 403 for someone else's they can see, 404 otherwise. */
export async function ownPost(db: Db, viewer: Viewer, postId: string): Promise<PostRow> {
  const row = await visiblePost(db, viewer, postId);
  if (row.authorId !== viewer.userId) throw new ApiError(403, "forum_not_author");
  return row;
}

async function essayOf(db: Db, submissionId: string): Promise<AttachedEssay | null> {
  const [found] = await db
    .select({ submission: ieltsSubmissions, prompt: ieltsWritingHistory.task })
    .from(ieltsSubmissions)
    .leftJoin(ieltsWritingHistory, eq(ieltsWritingHistory.id, ieltsSubmissions.writingHistoryId))
    .where(eq(ieltsSubmissions.id, submissionId));
  if (!found) return null;
  const { submission: s } = found;
  return {
    submission_id: s.id,
    task: s.task,
    test_title: s.testTitle,
    prompt: found.prompt ?? s.passageLabel,
    text: s.studentText ?? "",
    word_count: s.wordCount,
    band: s.evaluation?.band ?? s.band,
    submitted_at: s.submittedAt,
  };
}

export async function postDetail(db: Db, viewer: Viewer, postId: string): Promise<PostDetail> {
  const [found] = await db
    .select({ ...summaryColumns(viewer), body: forumPosts.body })
    .from(forumPosts)
    .leftJoin(profiles, eq(profiles.id, forumPosts.authorId))
    .where(and(eq(forumPosts.id, postId), visiblePosts(viewer)));
  if (!found) throw postNotFound();
  const first = await pageOfReplies(db, viewer, found.row, null, FORUM_REPLY_PAGE_SIZE);
  return {
    ...toSummary(viewer, found),
    body: found.body,
    essay: found.row.submissionId ? await essayOf(db, found.row.submissionId) : null,
    accepted_reply_id: found.row.acceptedReplyId,
    can_moderate: viewer.moderator,
    replies: first.replies,
    replies_next_cursor: first.next_cursor,
  };
}

/** GET /api/forum/posts/:id/replies: the next page of a visible post's replies (404 otherwise). */
export async function replyPage(db: Db, viewer: Viewer, postId: string, query: ReplyPageFilter): Promise<ReplyPage> {
  const post = await visiblePost(db, viewer, postId);
  return pageOfReplies(db, viewer, post, decodeCursor(query.cursor), query.limit);
}

/** Replies oldest first after the (time, id) of the last one shown: the project's one cursor format. */
async function pageOfReplies(
  db: Db,
  viewer: Viewer,
  post: Pick<PostRow, "id" | "acceptedReplyId">,
  after: Cursor | null,
  limit: number,
): Promise<ReplyPage> {
  const rows = await db
    .select({ row: forumReplies, authorName: forumNameSql, voted: votedSql(viewer, "reply", forumReplies.id) })
    .from(forumReplies)
    .leftJoin(profiles, eq(profiles.id, forumReplies.authorId))
    .where(
      and(
        eq(forumReplies.postId, post.id),
        visibleReplies(viewer),
        after ? sql`(${forumReplies.createdAt}, ${forumReplies.id}) > (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    replies: page.map(({ row, authorName, voted }): Reply => ({
      id: row.id,
      post_id: row.postId,
      body: row.body,
      author: authorOf(row.authorId, authorName),
      accepted: row.id === post.acceptedReplyId,
      created_at: row.createdAt,
      ...standing(viewer, row, voted),
    })),
    next_cursor: rows.length > limit && last ? encodeCursor({ at: last.row.createdAt, id: last.row.id }) : null,
  };
}

export async function createPost(db: Db, viewer: Viewer, post: NewPost, now = Date.now()): Promise<string> {
  if (post.submission_id !== null) {
    const [own] = await db
      .select({ id: ieltsSubmissions.id })
      .from(ieltsSubmissions)
      .where(
        and(
          eq(ieltsSubmissions.id, post.submission_id),
          eq(ieltsSubmissions.userId, viewer.userId),
          eq(ieltsSubmissions.section, "writing"),
        ),
      );
    if (!own) throw new ApiError(404, "forum_submission_not_found");
  }
  const id = crypto.randomUUID();
  await db.insert(forumPosts).values({
    id,
    authorId: viewer.userId,
    category: post.category,
    title: post.title,
    body: storedMarkdown(post.body, "post"),
    tags: post.tags,
    submissionId: post.submission_id,
    createdAt: new Date(now).toISOString(),
  });
  return id;
}

/** Applies the author's edit; the title and body before it go to the history. */
export async function editPost(db: Db, viewer: Viewer, postId: string, edit: PostChange, now = Date.now()) {
  const row = await ownPost(db, viewer, postId);
  const at = new Date(now).toISOString();
  const change: Partial<PostRow> = { editedAt: at };
  if (edit.category !== undefined) change.category = edit.category;
  if (edit.title !== undefined) change.title = edit.title;
  if (edit.body !== undefined) change.body = storedMarkdown(edit.body, "post");
  if (edit.tags !== undefined) change.tags = edit.tags;
  await db.batch([
    db.insert(forumEdits).values({
      id: crypto.randomUUID(),
      targetType: "post",
      targetId: postId,
      editorId: viewer.userId,
      title: row.title,
      body: row.body,
      createdAt: at,
    }),
    db.update(forumPosts).set(change).where(eq(forumPosts.id, postId)),
  ]);
}

/** The author deletes their post with its replies, votes, reports and history. */
export async function deletePost(db: Db, viewer: Viewer, postId: string): Promise<void> {
  await ownPost(db, viewer, postId);
  const replyIds = db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.postId, postId));
  const ofThread = (
    targetType: typeof forumVotes.targetType | typeof forumEdits.targetType,
    targetId: typeof forumVotes.targetId | typeof forumEdits.targetId,
  ) => or(and(eq(targetType, "post"), eq(targetId, postId)), and(eq(targetType, "reply"), inArray(targetId, replyIds)));
  await db.batch([
    db.delete(forumVotes).where(ofThread(forumVotes.targetType, forumVotes.targetId)),
    db.delete(forumEdits).where(ofThread(forumEdits.targetType, forumEdits.targetId)),
    db.delete(forumReports).where(eq(forumReports.postId, postId)),
    db.delete(forumPosts).where(eq(forumPosts.id, postId)),
  ]);
}

/** Who took part in a thread: its author and everyone who replied (for the live reply event). */
export async function threadParticipants(db: Db, postId: string): Promise<string[]> {
  const rows = await db
    .select({ id: forumReplies.authorId })
    .from(forumReplies)
    .where(eq(forumReplies.postId, postId))
    .union(db.select({ id: forumPosts.authorId }).from(forumPosts).where(eq(forumPosts.id, postId)));
  return rows.map((row) => row.id);
}
