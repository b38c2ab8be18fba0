import type { Quiz, QuizSource } from "../../../../worker/contract/quiz";

/** Where a new quiz of the same kind is started. */
export const QUIZ_SOURCE_ROUTES: Record<QuizSource, string> = {
  dictionary: "/word-quiz",
  category: "/word-quiz",
  due: "/word-quiz",
  daily: "/daily-quiz",
  lessons: "/lesson-quiz",
};

/** The question counts offered (all within QUIZ_QUESTIONS_MIN..QUIZ_QUESTIONS_MAX). */
export const QUESTION_COUNT_CHOICES = [5, 10, 15, 20, 30] as const;

/** The words a quiz tests, for their glosses: a lesson's own question (no difficulty) tests no word. */
export const vocabularyWords = (quiz: Quiz): string[] => quiz.questions.filter((q) => q.difficulty !== null).map((q) => q.word);
