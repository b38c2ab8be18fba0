import type { ScreenMap } from "../../app/screen";

const QuizGeneratorPage = () => import("./quiz/QuizGeneratorPage");

/** The review, flashcard and quiz screens by route pattern; each loaded on demand. */
export const practiceScreens: ScreenMap = {
  "/review": { desktop: () => import("./review/ReviewPage") },
  "/word-quiz": { desktop: QuizGeneratorPage },
  "/mobile-quiz": { desktop: QuizGeneratorPage },
  "/daily-quiz": { desktop: QuizGeneratorPage },
  "/tests": { desktop: () => import("./quiz/TestsPage") },
  "/tests/:quizId": {
    desktop: () => import("./quiz/QuizPage"),
    mobile: () => import("./quiz/QuizPage").then((module) => ({ default: module.MobileQuizPage })),
  },
  "/quiz-history": { desktop: () => import("./quiz/QuizHistoryPage") },
  "/flashcards": {
    desktop: () => import("./flashcards/FlashcardsPage"),
    mobile: () => import("./flashcards/FlashcardsPage").then((module) => ({ default: module.MobileFlashcardsPage })),
  },
};
