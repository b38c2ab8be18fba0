import en from "../../locales/en/sat.json";
import kk from "../../locales/kk/sat.json";
import ru from "../../locales/ru/sat.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

export const useSatTranslation = namespaceTranslation("sat", { en, ru, kk });
