/**
 * The forum, shared by the Worker's /api/forum routes and the SPA's /forum screens.
 *
 * Reading and writing both need an account: posts can carry a learner's essay and everyone's display
 * name, and the live reply event goes to a user's hub. Posts and replies are Markdown, sanitised on
 * the server before they are stored (worker/lessons/sanitise.ts) and rendered without raw HTML.
 * Moderators moderate: the admins named in FORUM_ADMIN_EMAILS and the people they appoint (the
 * self-declared teacher role grants nothing here). They see reported content and hide or unhide it.
 * Hidden content is shown only to its author (marked hidden) and to moderators.
 */
import { z } from "zod";
import type { WritingTask } from "./ielts";
import { isSafeText, nameText, proseText } from "./text";

export const FORUM_CATEGORIES = ["ielts_writing", "ielts_speaking", "ielts_reading_listening", "sat", "vocabulary", "general"] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

export const FORUM_ERROR_CODES = {
  moderatorsOnly: "forum_moderators_only",
  adminsOnly: "forum_admins_only",
  accountNotFound: "forum_account_not_found",
  moderatorNotFound: "forum_moderator_not_found",
} as const;

/** newest: latest first; top: most upvoted first; unanswered: no visible reply yet, latest first. */
export const FORUM_VIEWS = ["newest", "top", "unanswered"] as const;

export const FORUM_TITLE_MAX_LENGTH = 150;
export const FORUM_BODY_MAX_LENGTH = 20_000;
export const FORUM_TAG_MAX_LENGTH = 30;
export const FORUM_MAX_TAGS = 5;
export const FORUM_REPORT_REASON_MAX_LENGTH = 500;
export const FORUM_PAGE_SIZE = 20;
/** Replies of a thread per page, oldest first: the post brings the first page, "Show more" the next. */
export const FORUM_REPLY_PAGE_SIZE = 30;

/** Posts and replies together, per user: a person answering questions stays well below this. */
export const FORUM_POSTING_LIMIT = { limit: 10, windowSeconds: 600 } as const;

const id = z.string().min(1).max(64);

/** Markdown text: tabs and line breaks allowed, other control characters and direction overrides not. */
const markdownText = (label: string) => proseText(label, FORUM_BODY_MAX_LENGTH);

/** A tag: lower case letters (any script), digits and inner hyphens, as typed after trimming and lower-casing. */
const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "A tag must not be empty")
  .max(FORUM_TAG_MAX_LENGTH, `A tag must be at most ${FORUM_TAG_MAX_LENGTH} characters`)
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, "A tag may hold only letters, digits and single hyphens between them");

const tags = z
  .array(tag)
  .max(FORUM_MAX_TAGS, `A post has at most ${FORUM_MAX_TAGS} tags`)
  .transform((list) => [...new Set(list)]);

/** POST /api/forum/posts */
export const postCreateSchema = z.strictObject({
  category: z.enum(FORUM_CATEGORIES),
  title: nameText("title", FORUM_TITLE_MAX_LENGTH),
  body: markdownText("post"),
  tags: tags.default([]),
  /** One of the author's own IELTS writing submissions, for "feedback on my essay". */
  submission_id: id.nullable().default(null),
});
export type PostCreate = z.input<typeof postCreateSchema>;
export type NewPost = z.output<typeof postCreateSchema>;

/** PATCH /api/forum/posts/:id: what changes; the previous title and body go to the edit history. */
export const postEditSchema = z
  .strictObject({
    category: z.enum(FORUM_CATEGORIES).optional(),
    title: nameText("title", FORUM_TITLE_MAX_LENGTH).optional(),
    body: markdownText("post").optional(),
    tags: tags.optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), "Nothing to change");
export type PostEdit = z.input<typeof postEditSchema>;
export type PostChange = z.output<typeof postEditSchema>;

/** POST /api/forum/posts/:id/replies and PATCH /api/forum/replies/:id */
export const replySchema = z.strictObject({ body: markdownText("reply") });

/** PUT /api/forum/posts/:id/accepted */
export const acceptSchema = z.strictObject({ reply_id: id });

export const FORUM_TARGETS = ["post", "reply"] as const;
export type ForumTarget = (typeof FORUM_TARGETS)[number];

/** POST /api/forum/reports */
export const reportSchema = z.strictObject({
  target_type: z.enum(FORUM_TARGETS),
  target_id: id,
  reason: z
    .string()
    .trim()
    .min(1, "Say why you report this")
    .max(FORUM_REPORT_REASON_MAX_LENGTH, `The reason must be at most ${FORUM_REPORT_REASON_MAX_LENGTH} characters`)
    .refine(
      (text) => isSafeText(text.replace(/[\n\t]/g, " ")),
      "The reason must not contain control characters or text-direction overrides",
    ),
});
export type ReportInput = z.input<typeof reportSchema>;
/** What POST /api/forum/reports answers: 201 for a new report, 200 and `already_reported` when the person had reported it (the first stands). */
export type ReportResult = { reported: true; already_reported: boolean };

export const postListQuerySchema = z.object({
  view: z.enum(FORUM_VIEWS).default("newest"),
  category: z.enum(FORUM_CATEGORIES).optional(),
  tag: tag.optional(),
  /** Words looked for in titles and bodies. */
  q: z.string().trim().max(100, "The search must be at most 100 characters").optional(),
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FORUM_PAGE_SIZE),
});
export type PostListQuery = z.input<typeof postListQuerySchema>;
export type PostListFilter = z.output<typeof postListQuerySchema>;

export const idParamSchema = z.object({ id });

/** POST /api/forum/moderators: a forum admin appoints the account with this address. */
export const appointModeratorSchema = z.strictObject({ email: z.email("Enter an email address").max(320) });
export type AppointModerator = z.input<typeof appointModeratorSchema>;
export const moderatorParamSchema = z.object({ userId: id });

// ---- what the SPA reads ---------------------------------------------------------------------------

export type ForumAuthor = { id: string; display_name: string };

/** What a viewer may do with a post or reply, decided by the server. */
type Moderation = {
  /** Hidden by a moderator: shown only to its author and to moderators. */
  hidden: boolean;
  /** Set when it was changed after posting; the history is readable by its author and moderators. */
  edited_at: string | null;
  score: number;
  voted: boolean;
  mine: boolean;
};

export type PostSummary = Moderation & {
  id: string;
  category: ForumCategory;
  title: string;
  tags: string[];
  author: ForumAuthor;
  reply_count: number;
  answered: boolean;
  has_essay: boolean;
  created_at: string;
};

/** GET /api/forum/posts; `can_appoint`: the reader is a forum admin, who appoints moderators. */
export type PostList = { posts: PostSummary[]; next_cursor: string | null; can_moderate: boolean; can_appoint: boolean };

/** The attached essay, as its author submitted it, with the band the estimate gave. */
export type AttachedEssay = {
  submission_id: string;
  task: WritingTask | null;
  test_title: string;
  prompt: string | null;
  text: string;
  word_count: number | null;
  band: number | null;
  submitted_at: string;
};

export type Reply = Moderation & {
  id: string;
  post_id: string;
  body: string;
  author: ForumAuthor;
  accepted: boolean;
  created_at: string;
};

/** GET /api/forum/posts/:id: the post and the first page of its replies, oldest first. */
export type PostDetail = PostSummary & {
  body: string;
  essay: AttachedEssay | null;
  accepted_reply_id: string | null;
  replies: Reply[];
  /** Passed to GET /api/forum/posts/:id/replies for the next page; null when every reply is here. */
  replies_next_cursor: string | null;
  can_moderate: boolean;
};

/** GET /api/forum/posts/:id/replies?cursor=: the replies after the cursor, oldest first. */
export type ReplyPage = { replies: Reply[]; next_cursor: string | null };

export const replyPageQuerySchema = z.object({
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(FORUM_REPLY_PAGE_SIZE),
});
export type ReplyPageQuery = z.input<typeof replyPageQuerySchema>;
export type ReplyPageFilter = z.output<typeof replyPageQuerySchema>;

/** One earlier version of a post or reply (GET …/edits), newest first. */
export type ForumEdit = { id: string; title: string | null; body: string; edited_at: string; editor: ForumAuthor };
export type ForumEdits = { edits: ForumEdit[] };

/** An open report of the moderation queue, with what it is about. */
export type ForumReport = {
  id: string;
  target_type: ForumTarget;
  target_id: string;
  post_id: string;
  post_title: string;
  excerpt: string;
  target_author: ForumAuthor;
  target_hidden: boolean;
  reason: string;
  reporter: ForumAuthor;
  reported_at: string;
};
/** GET /api/forum/moderation */
export type ModerationQueue = { reports: ForumReport[] };

/** A moderator as forum admins see them: admins appoint by address, so they see it. */
export type ForumModerator = { id: string; display_name: string; email: string; appointed_at: string };
/** GET /api/forum/moderators */
export type ForumModerators = { moderators: ForumModerator[] };

/** The `data` of a `forum_reply` hub event and of the post author's stored notification. */
export const forumReplyDataSchema = z.object({
  kind: z.literal("forum_reply"),
  post_id: z.string(),
  reply_id: z.string(),
  post_title: z.string(),
  replier_name: z.string(),
  /** Only the post author's event has one (theirs is the stored notification); other participants' refresh silently. */
  notification_id: z.string().nullable(),
});
export type ForumReplyData = z.infer<typeof forumReplyDataSchema>;

/** The code of the 429 that posting too fast gets. */
export const FORUM_RATE_LIMITED = "forum_rate_limited";
