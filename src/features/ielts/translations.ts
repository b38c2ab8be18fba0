import en from "../../locales/en/ielts.json";
import kk from "../../locales/kk/ielts.json";
import ru from "../../locales/ru/ielts.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

export const useIeltsTranslation = namespaceTranslation("ielts", { en, ru, kk });
