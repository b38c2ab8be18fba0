/**
 * GET|PUT /api/customization: the signed-in user's assessment result and tutorial progress (spec §3,
 * §7 "user_customization_settings"). GET answers `null` while the user has no row, which is what
 * shows a new user the tutorial; PUT upserts the tutorial fields it is given (the assessment comes
 * from the placement test alone).
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { customizationUpdateSchema, type Customization, type CustomizationUpdate } from "../contract/customization";
import { userCustomizationSettings } from "../db/schema";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";

type Row = typeof userCustomizationSettings.$inferSelect;

const toCustomization = ({ userId: _userId, ...fields }: Row): Customization => fields;

/** A completion time is kept from the first time a flag turned on, and cleared when it turns off. */
function completedAt(completed: boolean | undefined, previous: string | null | undefined, at: string): string | null | undefined {
  if (completed === undefined) return undefined;
  return completed ? (previous ?? at) : null;
}

function changes(update: CustomizationUpdate, previous: Row | undefined, at: string) {
  return {
    ...update,
    onboardingCompletedAt: completedAt(update.onboardingCompleted, previous?.onboardingCompletedAt, at),
    updatedAt: at,
  };
}

const withoutUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

export const customizationRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const { userId } = c.var.user;
    const row = await c.var.db.select().from(userCustomizationSettings).where(eq(userCustomizationSettings.userId, userId)).get();
    return c.json(row ? toCustomization(row) : null);
  })
  .put("/", validate("json", customizationUpdateSchema), async (c) => {
    const { userId } = c.var.user;
    const db = c.var.db;
    const previous = await db.select().from(userCustomizationSettings).where(eq(userCustomizationSettings.userId, userId)).get();
    const set = withoutUndefined(changes(c.req.valid("json"), previous, new Date().toISOString()));
    const row = await db
      .insert(userCustomizationSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: userCustomizationSettings.userId, set })
      .returning()
      .get();
    return c.json(toCustomization(row));
  });
