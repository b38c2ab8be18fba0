import en from "../../../locales/en/satEssay.json";
import kk from "../../../locales/kk/satEssay.json";
import ru from "../../../locales/ru/satEssay.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

export const useSatEssayTranslation = namespaceTranslation("satEssay", { en, ru, kk });
