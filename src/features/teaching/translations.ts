import en from "../../locales/en/teaching.json";
import kk from "../../locales/kk/teaching.json";
import ru from "../../locales/ru/teaching.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "teaching" namespace: the teacher dashboard, the join screen and the profile's classes section. */
export const useTeachingTranslation = namespaceTranslation("teaching", { en, ru, kk });
