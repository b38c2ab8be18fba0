import en from "../../locales/en/progress.json";
import kk from "../../locales/kk/progress.json";
import ru from "../../locales/ru/progress.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "progress" namespace: progress, live notifications, achievements, notifications and the home sections. */
export const useProgressTranslation = namespaceTranslation("progress", { en, ru, kk });
