/**
 * The SAT in a learner's progress, from what the server scored: every submitted module's
 * answers marked against the answer keys and every practice answer (accuracy per domain and skill, per
 * finished section), and the latest section estimates against the target SAT total.
 */
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { SatSection } from "../contract/sat-content";
import type { SatDomainAccuracy, SatSkillAccuracy, SatTarget, StudentSatResult } from "../contract/sat-progress";
import type { Db } from "../db/client";
import { satAnswerKeys, satAttemptModules, satAttempts, satPracticeAnswers, satQuestions } from "../db/schema";
import { isCorrect } from "./scoring";

export type ScoredAnswer = { attemptId: string; section: SatSection; domain: string; skill: string; correct: boolean };

/** Finished sections listed for a teacher, newest first. */
const RESULTS_LISTED = 50;

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Every question of the learner's submitted modules (of these attempts, or all), marked right or wrong. */
async function scoredAnswers(db: Db, userId: string, attemptIds?: string[]): Promise<ScoredAnswer[]> {
  const modules = await db
    .select({
      attemptId: satAttemptModules.attemptId,
      module: satAttemptModules.module,
      answers: satAttemptModules.answers,
      section: satAttempts.section,
      testId: satAttempts.testId,
    })
    .from(satAttemptModules)
    .innerJoin(satAttempts, eq(satAttempts.id, satAttemptModules.attemptId))
    .where(
      and(
        eq(satAttempts.userId, userId),
        isNotNull(satAttemptModules.submittedAt),
        ...(attemptIds ? [inArray(satAttempts.id, attemptIds)] : []),
      ),
    );
  const testIds = [...new Set(modules.map((m) => m.testId))];
  if (testIds.length === 0) return [];
  const questions = await db
    .select({
      testId: satQuestions.testId,
      id: satQuestions.id,
      module: satQuestions.module,
      domain: satQuestions.domain,
      skill: satQuestions.skill,
      format: satQuestions.format,
      answer: satAnswerKeys.answer,
    })
    .from(satQuestions)
    .innerJoin(satAnswerKeys, and(eq(satAnswerKeys.testId, satQuestions.testId), eq(satAnswerKeys.questionId, satQuestions.id)))
    .where(inArray(satQuestions.testId, testIds));
  const byModule = groupBy(questions, (q) => `${q.testId}/${q.module}`);
  return modules.flatMap((m) =>
    (byModule.get(`${m.testId}/${m.module}`) ?? []).map((q) => ({
      attemptId: m.attemptId,
      section: m.section,
      domain: q.domain,
      skill: q.skill,
      correct: isCorrect(q.format, q.answer, m.answers[q.id]),
    })),
  );
}

const percent = (correct: number, total: number) => (total === 0 ? 0 : Math.round((100 * correct) / total));

/** Accuracy per section, domain and skill over the answers given, in a stable order. */
export function skillAccuracy(answers: ScoredAnswer[]): SatSkillAccuracy[] {
  const tallies = new Map<string, SatSkillAccuracy>();
  for (const a of answers) {
    const key = `${a.section}/${a.domain}/${a.skill}`;
    const entry = tallies.get(key) ?? { section: a.section, domain: a.domain, skill: a.skill, correct: 0, total: 0, accuracy: 0 };
    entry.total += 1;
    if (a.correct) entry.correct += 1;
    entry.accuracy = percent(entry.correct, entry.total);
    tallies.set(key, entry);
  }
  return [...tallies.values()].sort(
    (a, b) => a.section.localeCompare(b.section) || a.domain.localeCompare(b.domain) || a.skill.localeCompare(b.skill),
  );
}

/** The learner's answers in practice by skill, each checked by the server when it was given. */
async function practiceAnswers(db: Db, userId: string): Promise<ScoredAnswer[]> {
  const rows = await db
    .select({
      attemptId: satPracticeAnswers.setId,
      section: satPracticeAnswers.section,
      domain: satPracticeAnswers.domain,
      skill: satPracticeAnswers.skill,
      correct: satPracticeAnswers.correct,
    })
    .from(satPracticeAnswers)
    .where(eq(satPracticeAnswers.userId, userId));
  return rows;
}

/** Accuracy per skill over the tests' modules and practice by skill alike. */
export async function satSkillAccuracy(db: Db, userId: string): Promise<SatSkillAccuracy[]> {
  const [tests, practice] = await Promise.all([scoredAnswers(db, userId), practiceAnswers(db, userId)]);
  return skillAccuracy([...tests, ...practice]);
}

/** The tracker's SAT side: on track once the latest total reaches the target. */
export function satTargetOf(target: number | null, latest: Partial<Record<SatSection, { score: number; at: string }>>): SatTarget {
  const rw = latest.reading_writing ?? null;
  const math = latest.math ?? null;
  const current = rw && math ? rw.score + math.score : null;
  const dates = [rw?.at, math?.at].filter((d): d is string => Boolean(d)).sort();
  return {
    target,
    current,
    reading_writing: rw?.score ?? null,
    math: math?.score ?? null,
    latest_at: dates.at(-1) ?? null,
    on_track: current === null || target === null ? null : current >= target,
  };
}

export async function satTarget(db: Db, userId: string, target: number | null): Promise<SatTarget> {
  const rows = await db
    .select({ section: satAttempts.section, score: satAttempts.sectionScore, at: satAttempts.completedAt })
    .from(satAttempts)
    .where(and(eq(satAttempts.userId, userId), eq(satAttempts.status, "completed"), isNotNull(satAttempts.sectionScore)))
    .orderBy(desc(satAttempts.completedAt));
  const latest: Partial<Record<SatSection, { score: number; at: string }>> = {};
  for (const row of rows) if (row.score && row.at && !latest[row.section]) latest[row.section] = { score: row.score.score, at: row.at };
  return satTargetOf(target, latest);
}

/** The learner's finished sections, newest first, each with its raw count and per-domain accuracy. */
export async function finishedSections(db: Db, userId: string): Promise<StudentSatResult[]> {
  const attempts = await db
    .select()
    .from(satAttempts)
    .where(and(eq(satAttempts.userId, userId), eq(satAttempts.status, "completed")))
    .orderBy(desc(satAttempts.completedAt))
    .limit(RESULTS_LISTED);
  const answers = groupBy(
    await scoredAnswers(
      db,
      userId,
      attempts.map((a) => a.id),
    ),
    (a) => a.attemptId,
  );
  return attempts.flatMap((a) => {
    if (!a.sectionScore || !a.completedAt || !a.route) return [];
    const own = answers.get(a.id) ?? [];
    const domains = new Map<string, SatDomainAccuracy>();
    for (const answer of own) {
      const entry = domains.get(answer.domain) ?? { domain: answer.domain, correct: 0, total: 0 };
      entry.total += 1;
      if (answer.correct) entry.correct += 1;
      domains.set(answer.domain, entry);
    }
    return [
      {
        attemptId: a.id,
        section: a.section,
        title: a.testTitle,
        completedAt: a.completedAt,
        retake: a.retake,
        route: a.route,
        sectionScore: a.sectionScore,
        correct: own.filter((x) => x.correct).length,
        total: own.length,
        domains: [...domains.values()],
      },
    ];
  });
}
