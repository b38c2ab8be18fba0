import type { QuizSource } from "../../../../worker/contract/quiz";
import { usePracticeTranslation } from "../translations";

/** "Whole dictionary", "Category: Travel", "Due for review", "Words of the day". */
export function useSourceLabel(): (source: QuizSource, categoryName?: string) => string {
  const { t } = usePracticeTranslation();
  return (source, categoryName) =>
    source === "category" && categoryName ? t("quiz.source.categoryNamed", { name: categoryName }) : t(`quiz.source.${source}`);
}
