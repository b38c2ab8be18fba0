import en from "../../../locales/en/satFull.json";
import kk from "../../../locales/kk/satFull.json";
import ru from "../../../locales/ru/satFull.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

export const useSatFullTranslation = namespaceTranslation("satFull", { en, ru, kk });
