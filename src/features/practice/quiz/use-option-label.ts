import type { QuizQuestionType } from "../../../../worker/contract/quiz";
import { TRUE_FALSE_OPTIONS } from "../../../../worker/contract/quiz";
import { usePracticeTranslation } from "../translations";

const isTrueFalse = (option: string): option is (typeof TRUE_FALSE_OPTIONS)[number] =>
  (TRUE_FALSE_OPTIONS as readonly string[]).includes(option);

/** The language of an option as shown: English being taught, but for the translated true/false markers. */
export const optionLang = (type: QuizQuestionType): "en" | undefined => (type === "lesson_true_false" ? undefined : "en");

/** An option as shown: a true/false question stores markers, which are translated here. */
export function useOptionLabel() {
  const { t } = usePracticeTranslation();
  return (type: QuizQuestionType, option: string) =>
    type === "lesson_true_false" && isTrueFalse(option) ? t(`quiz.trueFalse.${option}`) : option;
}
