import en from "../../locales/en/learning.json";
import kk from "../../locales/kk/learning.json";
import ru from "../../locales/ru/learning.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "learning" namespace: mistakes turned into review cards, and the learner's own review schedule. */
export const useLearningTranslation = namespaceTranslation("learning", { en, ru, kk });
