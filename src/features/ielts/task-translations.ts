import en from "../../locales/en/ieltsTasks.json";
import kk from "../../locales/kk/ieltsTasks.json";
import ru from "../../locales/ru/ieltsTasks.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

export const useIeltsTasksTranslation = namespaceTranslation("ieltsTasks", { en, ru, kk });
