import en from "../../locales/en/assignments.json";
import kk from "../../locales/kk/assignments.json";
import ru from "../../locales/ru/assignments.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "assignments" namespace: the learner's list and home card, and the teacher's section of a class card. */
export const useAssignmentsTranslation = namespaceTranslation("assignments", { en, ru, kk });
