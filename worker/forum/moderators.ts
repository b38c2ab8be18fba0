/**
 * Who moderates the forum (issue 18): teachers (the role in their access token, as `teacherOnly`
 * decides) and the admins whose addresses FORUM_ADMIN_EMAILS lists, comma-separated, in any case.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { SignedInUser } from "../env";
import { ApiError } from "../lib/errors";

function forumAdminEmails(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
  );
}

export async function canModerate(env: Pick<Env, "FORUM_ADMIN_EMAILS">, db: Db, user: SignedInUser): Promise<boolean> {
  if (user.role === "teacher") return true;
  const admins = forumAdminEmails(env.FORUM_ADMIN_EMAILS);
  if (admins.size === 0) return false;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.userId));
  return row?.email != null && admins.has(row.email.toLowerCase());
}

/** 403 unless the caller moderates. */
export async function requireModerator(env: Pick<Env, "FORUM_ADMIN_EMAILS">, db: Db, user: SignedInUser): Promise<void> {
  if (!(await canModerate(env, db, user))) throw new ApiError(403, "forum_moderators_only");
}
