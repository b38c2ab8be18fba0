/**
 * Who moderates the forum: the forum admins whose addresses FORUM_ADMIN_EMAILS lists
 * (comma-separated, in any case) and the moderators they appoint (forum_moderators). The teacher role
 * is self-declared, so it grants nothing here: moderating hides other people's posts and reads who
 * reported what.
 */
import { asc, eq } from "drizzle-orm";
import { FORUM_ERROR_CODES, type ForumModerators } from "../contract/forum";
import type { Db } from "../db/client";
import { forumModerators, profiles, users } from "../db/schema";
import type { SignedInUser } from "../env";
import { ApiError } from "../lib/errors";
import { normalizeEmail } from "../auth/users";

type AdminEnv = Pick<Env, "FORUM_ADMIN_EMAILS">;

/** What the caller may do beyond taking part: moderate, and (admins) appoint moderators. */
export type ForumPowers = { moderator: boolean; admin: boolean };

function forumAdminEmails(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
  );
}

export async function forumPowers(env: AdminEnv, db: Db, user: SignedInUser): Promise<ForumPowers> {
  const admins = forumAdminEmails(env.FORUM_ADMIN_EMAILS);
  const [row] = await db
    .select({ email: users.email, appointed: forumModerators.userId })
    .from(users)
    .leftJoin(forumModerators, eq(forumModerators.userId, users.id))
    .where(eq(users.id, user.userId));
  const admin = row?.email != null && admins.has(row.email.toLowerCase());
  return { admin, moderator: admin || row?.appointed != null };
}

/** 403 unless the caller moderates. */
export async function requireModerator(env: AdminEnv, db: Db, user: SignedInUser): Promise<void> {
  if (!(await forumPowers(env, db, user)).moderator) throw new ApiError(403, FORUM_ERROR_CODES.moderatorsOnly);
}

/** 403 unless the caller is a forum admin. */
export async function requireForumAdmin(env: AdminEnv, db: Db, user: SignedInUser): Promise<void> {
  if (!(await forumPowers(env, db, user)).admin) throw new ApiError(403, FORUM_ERROR_CODES.adminsOnly);
}

export async function listModerators(db: Db): Promise<ForumModerators> {
  const rows = await db
    .select({ id: forumModerators.userId, email: users.email, name: profiles.fullName, appointedAt: forumModerators.appointedAt })
    .from(forumModerators)
    .innerJoin(users, eq(users.id, forumModerators.userId))
    .leftJoin(profiles, eq(profiles.id, forumModerators.userId))
    .orderBy(asc(forumModerators.appointedAt));
  return {
    moderators: rows.map((row) => ({
      id: row.id,
      display_name: row.name?.trim() ?? "",
      email: row.email ?? "",
      appointed_at: row.appointedAt,
    })),
  };
}

/** Appoints the account with this address; `created` is false when it already moderates. */
export async function appointModerator(db: Db, adminId: string, email: string): Promise<{ created: boolean }> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  if (!account) throw new ApiError(404, FORUM_ERROR_CODES.accountNotFound);
  const inserted = await db
    .insert(forumModerators)
    .values({ userId: account.id, appointedBy: adminId })
    .onConflictDoNothing()
    .returning({ id: forumModerators.userId });
  return { created: inserted.length > 0 };
}

export async function dismissModerator(db: Db, userId: string): Promise<void> {
  const removed = await db.delete(forumModerators).where(eq(forumModerators.userId, userId)).returning({ id: forumModerators.userId });
  if (removed.length === 0) throw new ApiError(404, FORUM_ERROR_CODES.moderatorNotFound);
}
