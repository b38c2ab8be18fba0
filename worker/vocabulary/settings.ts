/**
 * Per-user vocabulary settings: FSRS desired retention (0.70–0.97, default 0.90), the daily-words
 * level, and the profile's time zone that study days and words of the day are counted in.
 */
import { eq } from "drizzle-orm";
import type { VocabularySettings, VocabularySettingsUpdate } from "../contract/srs";
import { DESIRED_RETENTION_DEFAULT } from "../contract/vocabulary-constants";
import { profiles, vocabularySettings } from "../db/schema";
import type { Db } from "../db/client";
import { validWeights, type SchedulerSettings } from "./scheduler";

export type StoredSettings = VocabularySettings & SchedulerSettings;

export async function loadSettings(db: Db, userId: string): Promise<StoredSettings> {
  const [row] = await db
    .select({
      desiredRetention: vocabularySettings.desiredRetention,
      level: vocabularySettings.level,
      fsrsWeights: vocabularySettings.fsrsWeights,
    })
    .from(vocabularySettings)
    .where(eq(vocabularySettings.userId, userId));
  return {
    desiredRetention: row?.desiredRetention ?? DESIRED_RETENTION_DEFAULT,
    level: row?.level ?? null,
    // Weights outside the ranges ts-fsrs accepts are never scheduled with.
    fsrsWeights: validWeights(row?.fsrsWeights) ? row.fsrsWeights : null,
  };
}

export async function updateSettings(db: Db, userId: string, update: VocabularySettingsUpdate): Promise<VocabularySettings> {
  const updatedAt = Date.now();
  await db
    .insert(vocabularySettings)
    .values({ userId, ...update, updatedAt })
    .onConflictDoUpdate({ target: vocabularySettings.userId, set: { ...update, updatedAt } });
  const { desiredRetention, level } = await loadSettings(db, userId);
  return { desiredRetention, level };
}

/** The user's time zone from the profile; UTC without a profile (worker/lib/days.ts counts an unknown zone in UTC). */
export async function userTimeZone(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));
  return row?.timezone ?? "UTC";
}
