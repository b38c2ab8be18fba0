import en from "../../locales/en/practice.json";
import kk from "../../locales/kk/practice.json";
import ru from "../../locales/ru/practice.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "practice" namespace: SRS review, flashcards and quizzes. */
export const usePracticeTranslation = namespaceTranslation("practice", { en, ru, kk });
