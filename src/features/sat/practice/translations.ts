import en from "../../../locales/en/satPractice.json";
import kk from "../../../locales/kk/satPractice.json";
import ru from "../../../locales/ru/satPractice.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

export const useSatPracticeTranslation = namespaceTranslation("satPractice", { en, ru, kk });
