import en from "../../../locales/en/grading.json";
import kk from "../../../locales/kk/grading.json";
import ru from "../../../locales/ru/grading.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

/** The "grading" namespace: a student's test results for the teacher, the grading form and the teacher's grade. */
export const useGradingTranslation = namespaceTranslation("grading", { en, ru, kk });
