/**
 * The rules behind the achievement catalogue (titles and points live in worker/contract/progress.ts).
 * Each rule measures one number; an achievement unlocks once that number reaches its target.
 */
import { ACHIEVEMENTS, type AchievementId, type AchievementStatus } from "../contract/progress";
import { overallEstimate } from "./bands";
import { counter, latestBands, type Counters } from "./counters";

export type AchievementFacts = {
  counters: Counters;
  /** The day streak as of the learner's latest activity (or today, for display). */
  dailyStreak: number;
  targetBand: number | null;
};

/** `target` overrides the catalogue's (null: there is nothing to reach yet). */
type Measure = (facts: AchievementFacts) => { current: number; target?: number | null };

const MEASURES: Record<AchievementId, Measure> = {
  first_step: (f) => ({ current: counter(f.counters, "activity_count") }),
  perfect_score: (f) => ({ current: counter(f.counters, "perfect_scores") }),
  week_warrior: (f) => ({ current: f.dailyStreak }),
  streak_champion: (f) => ({ current: f.dailyStreak }),
  century_club: (f) => ({ current: counter(f.counters, "activity_count") }),
  vocabulary_master: (f) => ({ current: counter(f.counters, "words_tracked") }),
  ielts_ready: (f) => ({ current: overallEstimate(latestBands(f.counters)) ?? 0, target: f.targetBand }),
  ielts_excellence: (f) => ({ current: counter(f.counters, "best_ielts_band") }),
};

export function measureAchievement(id: AchievementId, facts: AchievementFacts): { current: number; target: number | null } {
  const definition = ACHIEVEMENTS.find((a) => a.id === id)!;
  const measured = MEASURES[id](facts);
  return { current: measured.current, target: measured.target === undefined ? definition.target : measured.target };
}

/** Achievements whose rule is met now and that the learner does not have yet. */
export function newlyUnlocked(facts: AchievementFacts, unlocked: ReadonlySet<string>): (typeof ACHIEVEMENTS)[number][] {
  return ACHIEVEMENTS.filter((a) => {
    if (unlocked.has(a.id)) return false;
    const { current, target } = measureAchievement(a.id, facts);
    return target !== null && current >= target;
  });
}

export function achievementStatuses(facts: AchievementFacts, unlockedAt: ReadonlyMap<string, string>): AchievementStatus[] {
  return ACHIEVEMENTS.map((a) => ({
    id: a.id,
    title: a.title,
    description: a.description,
    points: a.points,
    milestone: a.milestone,
    unlocked: unlockedAt.has(a.id),
    unlocked_at: unlockedAt.get(a.id) ?? null,
    ...measureAchievement(a.id, facts),
  }));
}
