/**
 * GET|PATCH /api/profile for the signed-in user. The profile is created
 * at the first confirmed sign-in (worker/auth/sessions.ts); the role is mirrored into the account's
 * `app_metadata.role`, which new access tokens carry.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { profileUpdateSchema, type Profile } from "../contract/profile";
import { users } from "../db/auth-schema";
import { profiles } from "../db/schema";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";

const now = () => new Date().toISOString();

async function loadProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) throw new ApiError(404, "profile_not_found");
  return { ...row.profile, email: row.email };
}

export const profileRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => c.json(await loadProfile(c.var.db, c.var.user.userId)))
  .patch("/", validate("json", profileUpdateSchema), async (c) => {
    const { userId } = c.var.user;
    const update = c.req.valid("json");
    const db = c.var.db;
    await loadProfile(db, userId);
    const at = now();
    const changeProfile = db
      .update(profiles)
      .set({ ...update, updatedAt: at })
      .where(eq(profiles.id, userId));
    if (update.role) {
      await db.batch([changeProfile, db.update(users).set({ appRole: update.role, updatedAt: Date.now() }).where(eq(users.id, userId))]);
    } else {
      await changeProfile;
    }
    return c.json(await loadProfile(db, userId));
  });
