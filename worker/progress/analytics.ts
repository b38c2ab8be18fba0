/**
 * GET /api/progress/analytics: the data behind the Analytics tab (spec §2). Averages span the last
 * ANALYTICS_DAYS local days (spec §9); proficiency looks at the latest scores of each skill.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import {
  ANALYTICS_DAYS,
  MASTERED_STABILITY_DAYS,
  MASTERY_STATES,
  SESSION_GAP_MINUTES,
  SKILLS,
  type AnalyticsResponse,
  type Skill,
} from "../contract/progress";
import { progressEvents, srsCards } from "../db/schema";
import { achievementStatuses } from "./achievements";
import { targetScore } from "./bands";
import { latestBands } from "./counters";
import { addDays, dayRange, localDay, localHour } from "../lib/days";
import type { Db } from "../db/client";
import { readLearner, type Learner } from "./learner";
import { streakToday } from "./streaks";
import { satSkillAccuracy, satTarget } from "../sat/proficiency";

/** How many recent scores per skill make its proficiency. */
export const PROFICIENCY_WINDOW = 10;
/** Sessions listed in the response (all of them count in the totals). */
const SESSIONS_LISTED = 50;
/** Cap on the events one analytics read looks at. */
const RANGE_EVENT_LIMIT = 5000;

const round1 = (n: number) => Math.round(n * 10) / 10;
const FSRS_STATE_NAMES = ["new", "learning", "review", "relearning"] as const;

type RangeEvent = { skill: Skill; score: number | null; durationSeconds: number | null; occurredAt: string; localDay: string };

export function sessionsOf(events: RangeEvent[]): { started_at: string; ended_at: string; minutes: number; activities: number }[] {
  const sorted = [...events].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const sessions: { start: number; end: number; seconds: number; activities: number }[] = [];
  for (const event of sorted) {
    const at = Date.parse(event.occurredAt);
    const last = sessions.at(-1);
    if (last && at - last.end <= SESSION_GAP_MINUTES * 60_000) {
      last.end = at;
      last.seconds += event.durationSeconds ?? 0;
      last.activities += 1;
    } else {
      sessions.push({ start: at, end: at, seconds: event.durationSeconds ?? 0, activities: 1 });
    }
  }
  // A session lasts at least as long as its activities said they took.
  return sessions.map((s) => ({
    started_at: new Date(s.start).toISOString(),
    ended_at: new Date(s.end).toISOString(),
    minutes: round1(Math.max((s.end - s.start) / 1000, s.seconds) / 60),
    activities: s.activities,
  }));
}

function vocabularyMastery(rows: { state: number; mastered: number; count: number }[]): AnalyticsResponse["vocabulary_mastery"] {
  const counts = new Map<string, number>(MASTERY_STATES.map((s) => [s, 0]));
  for (const row of rows) {
    const name = row.mastered ? "mastered" : (FSRS_STATE_NAMES[row.state] ?? "new");
    counts.set(name, (counts.get(name) ?? 0) + row.count);
  }
  const states = MASTERY_STATES.map((state) => ({ state, count: counts.get(state) ?? 0 }));
  return { total: states.reduce((sum, s) => sum + s.count, 0), states };
}

/**
 * The latest PROFICIENCY_WINDOW scores of every skill, each skill one range of the partial index
 * progress_events_user_skill_scored: ranked over all their scores, the read grew with the learner's history.
 * (One statement: D1 allows too few terms in a compound SELECT for a UNION per skill.)
 */
const latestScoresOf = (userId: string) =>
  sql`SELECT e.skill AS skill, e.score AS score, e.occurred_at AS occurredAt FROM json_each(${JSON.stringify(SKILLS)}) s
    JOIN progress_events e ON e.id IN (
      SELECT x.id FROM progress_events x WHERE x.user_id = ${userId} AND x.skill = s.value AND x.score IS NOT NULL
      ORDER BY x.occurred_at DESC LIMIT ${sql.raw(String(PROFICIENCY_WINDOW))})`;

function proficiencyOf(scores: { skill: Skill; score: number; occurredAt: string }[]): AnalyticsResponse["skill_proficiency"] {
  const bySkill = new Map<Skill, { score: number; occurredAt: string }[]>();
  for (const row of scores) bySkill.set(row.skill, [...(bySkill.get(row.skill) ?? []), row]);
  return [...bySkill]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([skill, rows]) => {
      const newestFirst = rows.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
      return {
        skill,
        proficiency: round1(newestFirst.reduce((sum, r) => sum + r.score, 0) / newestFirst.length),
        attempts: newestFirst.length,
        last_score: newestFirst[0]!.score,
      };
    });
}

export async function loadAnalytics(db: Db, userId: string, now = Date.now()): Promise<AnalyticsResponse> {
  const learner = await readLearner(db, userId);
  const today = localDay(now, learner.timezone);
  const fromDay = addDays(today, -(ANALYTICS_DAYS - 1));
  const [[rangeEvents, masteryRows], latestScores] = await Promise.all([
    db.batch([
      db
        .select({
          skill: progressEvents.skill,
          score: progressEvents.score,
          durationSeconds: progressEvents.durationSeconds,
          occurredAt: progressEvents.occurredAt,
          localDay: progressEvents.localDay,
        })
        .from(progressEvents)
        .where(and(eq(progressEvents.userId, userId), gte(progressEvents.localDay, fromDay)))
        .orderBy(desc(progressEvents.occurredAt))
        .limit(RANGE_EVENT_LIMIT),
      db
        .select({
          state: srsCards.state,
          mastered: sql<number>`${srsCards.state} = 2 and ${srsCards.stability} >= ${MASTERED_STABILITY_DAYS}`,
          count: sql<number>`count(*)`,
        })
        .from(srsCards)
        .where(eq(srsCards.userId, userId))
        .groupBy(sql`1`, sql`2`),
    ]),
    db.all<{ skill: Skill; score: number; occurredAt: string }>(latestScoresOf(userId)),
  ]);
  const events = rangeEvents.filter((e) => e.localDay <= today);
  const [satSkills, satTargetScore] = await Promise.all([
    satSkillAccuracy(db, userId),
    satTarget(db, userId, learner.goals.target_sat_score),
  ]);

  const bySkill = new Map<Skill, { scores: number[]; seconds: number; activities: number }>();
  const byDay = new Map<string, { activities: number; seconds: number; scores: number[] }>();
  const byHour = Array.from({ length: 24 }, () => 0);
  for (const e of events) {
    const skill = bySkill.get(e.skill) ?? { scores: [], seconds: 0, activities: 0 };
    const day = byDay.get(e.localDay) ?? { activities: 0, seconds: 0, scores: [] };
    skill.activities += 1;
    day.activities += 1;
    skill.seconds += e.durationSeconds ?? 0;
    day.seconds += e.durationSeconds ?? 0;
    if (e.score !== null) {
      skill.scores.push(e.score);
      day.scores.push(e.score);
    }
    bySkill.set(e.skill, skill);
    byDay.set(e.localDay, day);
    byHour[localHour(Date.parse(e.occurredAt), learner.timezone)]! += 1;
  }
  const mean = (values: number[]) => (values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null);
  const sessions = sessionsOf(events);

  return {
    range_days: ANALYTICS_DAYS,
    timezone: learner.timezone,
    from_day: fromDay,
    to_day: today,
    vocabulary_mastery: vocabularyMastery(masteryRows.map((r) => ({ state: r.state, mastered: Number(r.mastered), count: r.count }))),
    skill_scores: [...bySkill]
      .filter(([, s]) => s.scores.length > 0)
      .map(([skill, s]) => ({ skill, average: mean(s.scores)!, count: s.scores.length })),
    daily_activity: dayRange(today, ANALYTICS_DAYS).map((day) => {
      const d = byDay.get(day);
      return { day, activities: d?.activities ?? 0, minutes: round1((d?.seconds ?? 0) / 60), average_score: d ? mean(d.scores) : null };
    }),
    skill_proficiency: proficiencyOf(latestScores),
    time_distribution: {
      session_count: sessions.length,
      total_minutes: round1(sessions.reduce((sum, s) => sum + s.minutes, 0)),
      by_skill: [...bySkill].map(([skill, s]) => ({ skill, minutes: round1(s.seconds / 60), activities: s.activities })),
      by_hour: byHour,
      sessions: sessions.reverse().slice(0, SESSIONS_LISTED),
    },
    milestones: achievementStatuses(achievementFacts(learner, today), learner.unlocked).filter((a) => a.milestone),
    target_score: learnerTargetScore(learner, today),
    sat_skills: satSkills,
    sat_target: satTargetScore,
  };
}

export function achievementFacts(learner: Learner, today: string) {
  return {
    counters: learner.counters,
    dailyStreak: streakToday("daily", learner.streaks.daily, today).current_streak,
    targetBand: learner.goals.target_band,
  };
}

export function learnerTargetScore(learner: Learner, today: string) {
  const { ielts_baseline_band: band, ielts_baseline_at: at } = learner.counters;
  return targetScore({
    bands: latestBands(learner.counters),
    targetBand: learner.goals.target_band,
    examDate: learner.goals.exam_date,
    baseline: band !== undefined && at !== undefined ? { band, day: localDay(at, learner.timezone) } : null,
    today,
  });
}
