/**
 * The named counters of user_stats (spec §3 "plus arbitrary named counters"). "last_*" values follow
 * the activity's own time, so an event posted late from the offline outbox does not overwrite a newer one.
 */
import { IELTS_SECTIONS, type IeltsSection, type Skill } from "../contract/progress";
import type { LatestBands } from "./bands";
import { overallEstimate } from "./bands";
import { ieltsSectionOf } from "./skills";
import { streakTypesOf } from "./streaks";

export type Counters = Record<string, number>;

export type CountedEvent = {
  eventType: string;
  skill: Skill;
  score: number | null;
  band: number | null;
  words: number;
  occurredMs: number;
};

/** A counter's value; counters start at 0. */
export const counter = (c: Counters, name: string): number => c[name] ?? 0;
const bandKey = (section: IeltsSection) => `ielts_band_${section}`;

export function latestBands(c: Counters): LatestBands {
  return Object.fromEntries(IELTS_SECTIONS.map((s) => [s, c[bandKey(s)] ?? null])) as LatestBands;
}

function setIfNewer(c: Counters, name: string, value: number, at: number): void {
  if (at >= counter(c, `${name}_at`)) {
    c[name] = value;
    c[`${name}_at`] = at;
  }
}

export function countEvent(before: Counters, e: CountedEvent): Counters {
  const c = { ...before };
  c.activity_count = counter(c, "activity_count") + 1;
  // Tracked words are dictionary words practised (SRS reviews, vocabulary quizzes), never the words of an essay or transcript.
  if (streakTypesOf(e.eventType).includes("words")) c.words_tracked = counter(c, "words_tracked") + e.words;
  if (e.score === 100) c.perfect_scores = counter(c, "perfect_scores") + 1;
  if (e.eventType === "quiz_completed") {
    c.quiz_count = counter(c, "quiz_count") + 1;
    if (e.score !== null) setIfNewer(c, "last_quiz_score", e.score, e.occurredMs);
  } else if (e.eventType === "lesson_completed") {
    c.lesson_count = counter(c, "lesson_count") + 1;
    if (e.score !== null) setIfNewer(c, "last_lesson_score", e.score, e.occurredMs);
  } else if (e.eventType === "srs_review_completed") {
    c.srs_review_count = counter(c, "srs_review_count") + 1;
  } else if (e.eventType.startsWith("ielts_")) {
    c.ielts_count = counter(c, "ielts_count") + 1;
    const section = ieltsSectionOf(e.skill);
    if (e.band !== null) {
      c.best_ielts_band = Math.max(counter(c, "best_ielts_band"), e.band);
      if (section) setIfNewer(c, bandKey(section), e.band, e.occurredMs);
      const estimate = overallEstimate(latestBands(c));
      if (estimate !== null && c.ielts_baseline_band === undefined) {
        c.ielts_baseline_band = estimate;
        c.ielts_baseline_at = e.occurredMs;
      }
    }
  } else if (e.eventType.startsWith("sat_practice_")) {
    // A finished practice set is not a section test taken: sat_count stays the tests' count.
    c.sat_practice_count = counter(c, "sat_practice_count") + 1;
  } else if (e.eventType === "sat_full_test_completed") {
    // Its two sections were counted when each was finished.
    c.sat_full_test_count = counter(c, "sat_full_test_count") + 1;
  } else if (e.eventType.startsWith("sat_")) {
    c.sat_count = counter(c, "sat_count") + 1;
  }
  return c;
}

/** Local day as a number (2026-03-15 → 20260315), for day-valued counters. */
export const dayNumber = (day: string): number => Number(day.replaceAll("-", ""));
