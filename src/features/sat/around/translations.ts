import en from "../../../locales/en/satProgress.json";
import kk from "../../../locales/kk/satProgress.json";
import ru from "../../../locales/ru/satProgress.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

/** The "satProgress" namespace: SAT mistakes to review, SAT skills and target in Progress, a student's SAT results for teachers. */
export const useSatProgressTranslation = namespaceTranslation("satProgress", { en, ru, kk });
