/**
 * The forum: posts, replies, one vote per user per post or reply, reports and the edit
 * history. Times are ISO 8601 UTC strings. `score` is the vote count, rewritten in the same batch as
 * every vote, so the "top" view sorts by an indexed column.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ForumCategory, ForumTarget } from "../contract/forum";
import { users } from "./auth-schema";
import { ieltsSubmissions } from "./ielts-schema";

const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const forumPosts = sqliteTable(
  "forum_posts",
  {
    id: text("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").$type<ForumCategory>().notNull(),
    title: text("title").notNull(),
    /** Sanitised Markdown. */
    body: text("body").notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    /** The author's own IELTS writing submission, for feedback on an essay. */
    submissionId: text("submission_id").references(() => ieltsSubmissions.id, { onDelete: "set null" }),
    acceptedReplyId: text("accepted_reply_id"),
    score: integer("score").notNull().default(0),
    hiddenAt: text("hidden_at"),
    hiddenBy: text("hidden_by"),
    editedAt: text("edited_at"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [
    index("forum_posts_created").on(t.createdAt, t.id),
    index("forum_posts_score").on(t.score, t.createdAt, t.id),
    index("forum_posts_category").on(t.category, t.createdAt),
    index("forum_posts_author").on(t.authorId),
    // A submission's delete sets its posts' link to null: without it, every such delete read every post.
    index("forum_posts_submission").on(t.submissionId),
  ],
);

export const forumReplies = sqliteTable(
  "forum_replies",
  {
    id: text("id").primaryKey(),
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    score: integer("score").notNull().default(0),
    hiddenAt: text("hidden_at"),
    hiddenBy: text("hidden_by"),
    editedAt: text("edited_at"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [index("forum_replies_post").on(t.postId, t.createdAt), index("forum_replies_author").on(t.authorId)],
);

/** One upvote; the primary key makes voting twice a no-op. */
export const forumVotes = sqliteTable(
  "forum_votes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").$type<ForumTarget>().notNull(),
    targetId: text("target_id").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] }), index("forum_votes_target").on(t.targetType, t.targetId)],
);

/** A report of a post or reply; open until a moderator hides the content or dismisses it. */
export const forumReports = sqliteTable(
  "forum_reports",
  {
    id: text("id").primaryKey(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type").$type<ForumTarget>().notNull(),
    targetId: text("target_id").notNull(),
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    resolvedAt: text("resolved_at"),
    resolvedBy: text("resolved_by"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [
    uniqueIndex("forum_reports_once").on(t.reporterId, t.targetType, t.targetId),
    index("forum_reports_open").on(t.resolvedAt, t.createdAt),
  ],
);

/**
 * Forum moderators, appointed by a forum admin (FORUM_ADMIN_EMAILS). Moderation is a grant of its own:
 * the teacher role is self-declared, so it gives no power over other people's posts.
 */
export const forumModerators = sqliteTable("forum_moderators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  appointedBy: text("appointed_by").references(() => users.id, { onDelete: "set null" }),
  appointedAt: text("appointed_at").notNull().default(isoNow),
});

/** The version a post or reply had before an edit (title only for posts). */
export const forumEdits = sqliteTable(
  "forum_edits",
  {
    id: text("id").primaryKey(),
    targetType: text("target_type").$type<ForumTarget>().notNull(),
    targetId: text("target_id").notNull(),
    editorId: text("editor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (t) => [index("forum_edits_target").on(t.targetType, t.targetId, t.createdAt)],
);
