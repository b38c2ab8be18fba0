/**
 * Scoring a reading or listening submission: one mark per correct answer, the band from the section's
 * table (labelled approximate), and a review of every question with the correct answer and the
 * passage sentence (or the words of the recording) that proves it.
 */
import type { IeltsSection, QuestionReview } from "../contract/ielts";
import { isCorrectAnswer, type AnswerKey } from "../contract/ielts-scoring";
import { listeningBand, readingBand } from "../contract/ielts-scoring";

export type ScoredQuestion = {
  number: number;
  partNumber: number;
  type: string;
  prompt: string;
  key: AnswerKey & { evidence: string; explanation: string | null };
};

export type ObjectiveScore = { correct: number; total: number; band: number; review: QuestionReview[] };

/** Answer keys that name no question of the test ("0", "41", "007" for a 40-question test). */
export function unknownQuestions(answers: Record<string, string>, questions: readonly ScoredQuestion[]): string[] {
  const numbers = new Set(questions.map((q) => String(q.number)));
  return Object.keys(answers).filter((n) => !numbers.has(n));
}

export function scoreObjective(
  section: Extract<IeltsSection, "reading" | "listening">,
  answers: Record<string, string>,
  questions: readonly ScoredQuestion[],
): ObjectiveScore {
  const review = [...questions]
    .sort((a, b) => a.number - b.number)
    .map((q): QuestionReview => {
      const given = answers[String(q.number)];
      const answer = given === undefined || given.trim() === "" ? null : given.trim();
      return {
        number: q.number,
        part: q.partNumber,
        type: q.type,
        prompt: q.prompt,
        answer,
        correct: isCorrectAnswer(answer ?? undefined, q.key),
        correctAnswer: q.key.answer,
        accepted: [...q.key.accepted],
        evidence: q.key.evidence,
        explanation: q.key.explanation,
      };
    });
  const correct = review.filter((r) => r.correct).length;
  const band = section === "reading" ? readingBand(correct) : listeningBand(correct);
  return { correct, total: review.length, band, review };
}
