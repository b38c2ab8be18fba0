import en from "../../locales/en/sharing.json";
import kk from "../../locales/kk/sharing.json";
import ru from "../../locales/ru/sharing.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "sharing" namespace: the teacher's /shared-content with its share dialog and course editor, and the learner's /student-shared-content. */
export const useSharingTranslation = namespaceTranslation("sharing", { en, ru, kk });
