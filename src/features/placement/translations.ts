import en from "../../locales/en/placement.json";
import kk from "../../locales/kk/placement.json";
import ru from "../../locales/ru/placement.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "placement" namespace: the placement test (/test) and the learning plan (/learn). */
export const usePlacementTranslation = namespaceTranslation("placement", { en, ru, kk });
