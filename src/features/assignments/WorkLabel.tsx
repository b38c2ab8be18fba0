import type { AssignmentWork } from "../../../worker/contract/assignments";
import { useAssignmentsTranslation } from "./translations";

/** What the assignment asks for, in one line: "Reading test: …", "Word list: 12 words", "Vocabulary quiz". */
export function WorkLabel({ work }: { work: AssignmentWork }) {
  const { t } = useAssignmentsTranslation();
  switch (work.kind) {
    case "ielts":
      return <>{t(`work.${work.section}`, { title: work.test_title })}</>;
    case "word_list":
      return <>{t("work.wordList", { count: work.words.length })}</>;
    case "quiz":
      return <>{t("work.quiz")}</>;
    case "lesson":
      return <>{work.lesson_title === null ? t("work.lessonGone") : t("work.lesson", { title: work.lesson_title })}</>;
  }
}
