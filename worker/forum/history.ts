/** The edit history of a post or reply: earlier versions, newest first, for its author and moderators. */
import { and, desc, eq } from "drizzle-orm";
import type { ForumEdits, ForumTarget } from "../contract/forum";
import type { Db } from "../db/client";
import { forumEdits, profiles } from "../db/schema";
import { ApiError } from "../lib/errors";
import { visiblePost } from "./posts";
import { visibleReply } from "./replies";
import { authorOf, forumNameSql, type Viewer } from "./views";

export async function editHistory(db: Db, viewer: Viewer, targetType: ForumTarget, targetId: string): Promise<ForumEdits> {
  const target = targetType === "post" ? await visiblePost(db, viewer, targetId) : await visibleReply(db, viewer, targetId);
  if (target.authorId !== viewer.userId && !viewer.moderator) throw new ApiError(403, "forum_history_private");
  const rows = await db
    .select({ edit: forumEdits, editorName: forumNameSql })
    .from(forumEdits)
    .leftJoin(profiles, eq(profiles.id, forumEdits.editorId))
    .where(and(eq(forumEdits.targetType, targetType), eq(forumEdits.targetId, targetId)))
    .orderBy(desc(forumEdits.createdAt), desc(forumEdits.id));
  return {
    edits: rows.map(({ edit, editorName }) => ({
      id: edit.id,
      title: edit.title,
      body: edit.body,
      edited_at: edit.createdAt,
      editor: authorOf(edit.editorId, editorName),
    })),
  };
}
