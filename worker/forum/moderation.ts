/**
 * Moderation: anyone who can see a post or reply reports it with a reason, once per person
 * and post or reply: again keeps the first report and says so; moderators (worker/forum/moderators.ts) read the open reports, hide or unhide
 * content, and dismiss a report. Hiding settles every open report of what was hidden.
 */
import { aliasedTable, and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ForumReport, ForumTarget, ModerationQueue, ReportInput } from "../contract/forum";
import type { Db } from "../db/client";
import { forumPosts, forumReplies, forumReports, profiles } from "../db/schema";
import { ApiError } from "../lib/errors";
import { visiblePost } from "./posts";
import { visibleReply } from "./replies";
import { authorOf, postNotFound, replyNotFound, type Viewer } from "./views";

const EXCERPT_LENGTH = 200;
const QUEUE_SIZE = 100;

/** Files the viewer's report; `created` is false when they had reported it already (the first one stands). */
export async function reportContent(
  db: Db,
  viewer: Viewer,
  report: Required<ReportInput>,
  now = Date.now(),
): Promise<{ created: boolean }> {
  const postId =
    report.target_type === "post"
      ? (await visiblePost(db, viewer, report.target_id)).id
      : (await visibleReply(db, viewer, report.target_id)).postId;
  const inserted = await db
    .insert(forumReports)
    .values({
      id: crypto.randomUUID(),
      reporterId: viewer.userId,
      targetType: report.target_type,
      targetId: report.target_id,
      postId,
      reason: report.reason,
      createdAt: new Date(now).toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: forumReports.id });
  return { created: inserted.length > 0 };
}

const targetProfiles = aliasedTable(profiles, "target_profiles");
const nameOf = (table: typeof profiles) => sql<string>`coalesce(nullif(trim(${table.fullName}), ''), '')`;

/** Open reports, oldest first, each with an excerpt of what was reported. */
export async function moderationQueue(db: Db): Promise<ModerationQueue> {
  const base = {
    report: forumReports,
    postTitle: forumPosts.title,
    reporterName: nameOf(profiles),
    targetAuthorName: nameOf(targetProfiles),
  };
  const [onPosts, onReplies] = await db.batch([
    db
      .select({ ...base, targetAuthorId: forumPosts.authorId, text: forumPosts.body, hiddenAt: forumPosts.hiddenAt })
      .from(forumReports)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReports.targetId))
      .leftJoin(profiles, eq(profiles.id, forumReports.reporterId))
      .leftJoin(targetProfiles, eq(targetProfiles.id, forumPosts.authorId))
      .where(and(isNull(forumReports.resolvedAt), eq(forumReports.targetType, "post")))
      .orderBy(asc(forumReports.createdAt))
      .limit(QUEUE_SIZE),
    db
      .select({ ...base, targetAuthorId: forumReplies.authorId, text: forumReplies.body, hiddenAt: forumReplies.hiddenAt })
      .from(forumReports)
      .innerJoin(forumReplies, eq(forumReplies.id, forumReports.targetId))
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .leftJoin(profiles, eq(profiles.id, forumReports.reporterId))
      .leftJoin(targetProfiles, eq(targetProfiles.id, forumReplies.authorId))
      .where(and(isNull(forumReports.resolvedAt), eq(forumReports.targetType, "reply")))
      .orderBy(asc(forumReports.createdAt))
      .limit(QUEUE_SIZE),
  ]);
  const reports = [...onPosts, ...onReplies]
    .map((row): ForumReport => ({
      id: row.report.id,
      target_type: row.report.targetType,
      target_id: row.report.targetId,
      post_id: row.report.postId,
      post_title: row.postTitle,
      excerpt: row.text.length > EXCERPT_LENGTH ? `${row.text.slice(0, EXCERPT_LENGTH)}…` : row.text,
      target_author: authorOf(row.targetAuthorId, row.targetAuthorName),
      target_hidden: row.hiddenAt !== null,
      reason: row.report.reason,
      reporter: authorOf(row.report.reporterId, row.reporterName),
      reported_at: row.report.createdAt,
    }))
    .sort((a, b) => a.reported_at.localeCompare(b.reported_at))
    .slice(0, QUEUE_SIZE);
  return { reports };
}

/** A moderator hides (settling its open reports) or unhides a post or reply; again changes nothing. */
export async function setHidden(
  db: Db,
  moderator: Viewer,
  targetType: ForumTarget,
  targetId: string,
  hidden: boolean,
  now = Date.now(),
): Promise<void> {
  const at = new Date(now).toISOString();
  const change = hidden ? { hiddenAt: at, hiddenBy: moderator.userId } : { hiddenAt: null, hiddenBy: null };
  const table = targetType === "post" ? forumPosts : forumReplies;
  const [updated] = await db.batch([
    db.update(table).set(change).where(eq(table.id, targetId)).returning({ id: table.id }),
    ...(hidden
      ? [
          db
            .update(forumReports)
            .set({ resolvedAt: at, resolvedBy: moderator.userId })
            .where(and(eq(forumReports.targetType, targetType), eq(forumReports.targetId, targetId), isNull(forumReports.resolvedAt))),
        ]
      : []),
  ]);
  if (updated.length === 0) throw targetType === "post" ? postNotFound() : replyNotFound();
}

/** A moderator settles a report without hiding anything. */
export async function dismissReport(db: Db, moderator: Viewer, reportId: string, now = Date.now()): Promise<void> {
  const updated = await db
    .update(forumReports)
    .set({ resolvedAt: new Date(now).toISOString(), resolvedBy: moderator.userId })
    .where(and(eq(forumReports.id, reportId), isNull(forumReports.resolvedAt)))
    .returning({ id: forumReports.id });
  if (updated.length === 0) throw new ApiError(404, "forum_report_not_found");
}
