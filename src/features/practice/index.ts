/** What other features use of practice; they import it from here, never from its files (eslint.config.js). */
export { createQuiz, fetchQuiz, quizKeys, reviewQueueKey } from "./api";
export { QUESTION_COUNT_CHOICES } from "./quiz/sources";
export { PracticePage } from "./shared/PracticePage";
