import en from "../../locales/en/ieltsTasks.json";
import kk from "../../locales/kk/ieltsTasks.json";
import ru from "../../locales/ru/ieltsTasks.json";
import { isOwnQuestionId } from "../../../worker/contract/ielts";
import { namespaceTranslation } from "../../lib/i18n-namespace";

export const useIeltsTasksTranslation = namespaceTranslation("ieltsTasks", { en, ru, kk });
type IeltsTasksT = ReturnType<typeof useIeltsTasksTranslation>["t"];

/** An item's title as the learner reads it: the learner's own writing question has a translated one. */
export function itemTitle(submission: { testId: string; testTitle: string }, t: IeltsTasksT): string {
  return isOwnQuestionId(submission.testId) ? t("writing.ownQuestion.title") : submission.testTitle;
}

/** The language of `itemTitle`: a test's own title is English, "your own question" the interface's. */
export const itemTitleLang = (submission: { testId: string }): "en" | undefined => (isOwnQuestionId(submission.testId) ? undefined : "en");
