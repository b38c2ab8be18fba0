/**
 * One attempt at a reading or listening test, kept in local storage per learner and test so nothing
 * is lost to a reload, a closed tab or a failed submission: the answers, reading highlights, where the
 * learner was, listening mode and which recordings exam mode has played. Its client id makes a retried
 * submission count once. Removed once the submission is stored.
 */
import { useCallback, useState } from "react";
import { z } from "zod";
import { ANSWER_MAX_LENGTH } from "../../../../worker/contract/ielts";

const highlightSchema = z.object({ paragraph: z.int().min(0), start: z.int().min(0), end: z.int().min(0) });
export type Highlight = z.infer<typeof highlightSchema>;

const attemptSchema = z.object({
  clientId: z.string().min(8).max(64),
  startedAt: z.string(),
  answers: z.record(z.string(), z.string().max(ANSWER_MAX_LENGTH)),
  /** Reading: passage number → highlighted character ranges of its paragraphs. */
  highlights: z.record(z.string(), z.array(highlightSchema)),
  /** The passage or part on screen. */
  part: z.int().min(1),
  /** Listening: chosen before the first recording. */
  mode: z.enum(["exam", "practice"]).nullable(),
  /** Listening exam mode: parts whose recording has been played (each plays once). */
  playedParts: z.array(z.int()),
  /** Listening: when the 2-minute check began (epoch ms). */
  checkStartedAt: z.number().nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

const attemptStorageKey = (userId: string, testId: string) => `lexora:ielts-attempt:${userId}:${testId}`;

function newAttempt(): Attempt {
  return {
    clientId: `ielts-${crypto.randomUUID()}`,
    startedAt: new Date().toISOString(),
    answers: {},
    highlights: {},
    part: 1,
    mode: null,
    playedParts: [],
    checkStartedAt: null,
  };
}

/** The saved attempt, or null when there is none or it cannot be read. */
export function readAttempt(userId: string, testId: string): Attempt | null {
  try {
    const raw = localStorage.getItem(attemptStorageKey(userId, testId));
    if (raw === null) return null;
    const parsed = attemptSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function saveAttempt(userId: string, testId: string, attempt: Attempt): void {
  try {
    localStorage.setItem(attemptStorageKey(userId, testId), JSON.stringify(attempt));
  } catch (error) {
    // A full or blocked storage must not stop the test; the answers stay on screen.
    console.warn("The IELTS answers could not be saved on this device", error);
  }
}

export function discardAttempt(userId: string, testId: string): void {
  localStorage.removeItem(attemptStorageKey(userId, testId));
}

/** The answers that count for a submission: trimmed, blanks left out. */
export function answersToSubmit(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).flatMap(([number, answer]) => (answer.trim() === "" ? [] : [[number, answer.trim()]])));
}

/** The attempt of one test, restored on mount and saved on every change. */
function useAttempt(userId: string, testId: string) {
  const [attempt, setAttempt] = useState<Attempt>(() => readAttempt(userId, testId) ?? newAttempt());
  const update = useCallback(
    (change: (current: Attempt) => Attempt) => {
      setAttempt((current) => {
        const next = change(current);
        saveAttempt(userId, testId, next);
        return next;
      });
    },
    [userId, testId],
  );
  return [attempt, update] as const;
}

type SheetSection = { number: number; questionGroups: { questions: { number: number }[] }[] };

/** The question numbers of one passage or part. */
export const questionNumbers = (section: SheetSection) => section.questionGroups.flatMap((g) => g.questions.map((q) => q.number));

/**
 * The answer sheet of a reading or listening test: the saved attempt, its passages or parts with their
 * question numbers, how many are answered, and the changes a session makes.
 */
export function useAnswerSheet(userId: string, testId: string, sections: SheetSection[]) {
  const [attempt, update] = useAttempt(userId, testId);
  const parts = sections.map((section) => ({ number: section.number, questions: questionNumbers(section) }));
  const isAnswered = (question: number) => (attempt.answers[String(question)] ?? "").trim() !== "";
  return {
    attempt,
    update,
    parts,
    total: parts.reduce((sum, p) => sum + p.questions.length, 0),
    isAnswered,
    answeredCount: parts.reduce((sum, p) => sum + p.questions.filter(isAnswered).length, 0),
    showPart: (number: number) => update((a) => ({ ...a, part: number })),
    setAnswer: (question: number, value: string) => update((a) => ({ ...a, answers: { ...a.answers, [String(question)]: value } })),
  };
}
