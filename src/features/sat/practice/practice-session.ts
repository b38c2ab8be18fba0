/**
 * A practice set on screen (pure): the answer being given to each question, the client id its check
 * is sent with (kept, so a retried check is the same request), and the server's feedback once checked.
 */
import type { SatPracticeFeedback, SatPracticeQuestion, SatPracticeSet, SatPracticeTally } from "../../../../worker/contract/sat-practice";

export type PracticeSession = {
  index: number;
  answers: Record<string, string>;
  clientIds: Record<string, string>;
  feedback: Record<string, SatPracticeFeedback>;
};

export const EMPTY_SESSION: PracticeSession = { index: 0, answers: {}, clientIds: {}, feedback: {} };

export const questionKey = (q: SatPracticeQuestion) => `${q.testId}/${q.question.id}`;

/**
 * A set opened again (a reload, another tab): the verdicts the server gave, at the first question not yet
 * answered, or at the last one when all are.
 */
export function resumedSession(set: SatPracticeSet, given: readonly SatPracticeFeedback[]): PracticeSession {
  let session = EMPTY_SESSION;
  for (const feedback of given) {
    const key = `${feedback.testId}/${feedback.questionId}`;
    session = withFeedback({ ...session, answers: { ...session.answers, [key]: feedback.answer } }, key, feedback);
  }
  const open = set.questions.findIndex((q) => !session.feedback[questionKey(q)]);
  return { ...session, index: open === -1 ? Math.max(set.questions.length - 1, 0) : open };
}

/** An answer can change until it is checked; clearing it removes it. */
export function withAnswer(session: PracticeSession, key: string, answer: string | null): PracticeSession {
  if (session.feedback[key]) return session;
  const answers = { ...session.answers };
  if (answer === null || answer === "") delete answers[key];
  else answers[key] = answer;
  return { ...session, answers };
}

/** The client id to check `key` with: the one already given to it, or a new one. */
export function clientIdFor(session: PracticeSession, key: string, newId: () => string): { session: PracticeSession; clientId: string } {
  const existing = session.clientIds[key];
  if (existing) return { session, clientId: existing };
  const clientId = newId();
  return { session: { ...session, clientIds: { ...session.clientIds, [key]: clientId } }, clientId };
}

export function withFeedback(session: PracticeSession, key: string, feedback: SatPracticeFeedback): PracticeSession {
  return { ...session, feedback: { ...session.feedback, [key]: feedback } };
}

/** The set's score as the server last counted it. */
export function runningScore(session: PracticeSession, total: number): { answered: number; correct: number; total: number } {
  const latest = Object.values(session.feedback).reduce<SatPracticeFeedback | null>(
    (best, f) => (best === null || f.progress.answered > best.progress.answered ? f : best),
    null,
  );
  return { answered: latest?.progress.answered ?? 0, correct: latest?.progress.correct ?? 0, total };
}

/** Whole percent right, or null before any practice. */
export const accuracyPercent = (tally: Pick<SatPracticeTally, "answered" | "correct">): number | null =>
  tally.answered === 0 ? null : Math.round((100 * tally.correct) / tally.answered);
