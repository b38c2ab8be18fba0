import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

const QuizGeneratorPage = lazy(() => import("./quiz/QuizGeneratorPage"));

/** The review, flashcard and quiz screens by route pattern; each component is loaded lazily. */
export const practiceScreens: ScreenMap = {
  "/review": { desktop: lazy(() => import("./review/ReviewPage")) },
  "/word-quiz": { desktop: QuizGeneratorPage },
  "/mobile-quiz": { desktop: QuizGeneratorPage },
  "/daily-quiz": { desktop: QuizGeneratorPage },
  "/tests": { desktop: lazy(() => import("./quiz/TestsPage")) },
  "/tests/:quizId": {
    desktop: lazy(() => import("./quiz/QuizPage")),
    mobile: lazy(() => import("./quiz/QuizPage").then((module) => ({ default: module.MobileQuizPage }))),
  },
  "/quiz-history": { desktop: lazy(() => import("./quiz/QuizHistoryPage")) },
  "/flashcards": {
    desktop: lazy(() => import("./flashcards/FlashcardsPage")),
    mobile: lazy(() => import("./flashcards/FlashcardsPage").then((module) => ({ default: module.MobileFlashcardsPage }))),
  },
};
