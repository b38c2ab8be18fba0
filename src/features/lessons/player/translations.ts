import en from "../../../locales/en/lessonPlayer.json";
import kk from "../../../locales/kk/lessonPlayer.json";
import ru from "../../../locales/ru/lessonPlayer.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

/** The "lessonPlayer" namespace: the lesson player at /lesson/:lessonId. */
export const useLessonPlayerTranslation = namespaceTranslation("lessonPlayer", { en, ru, kk });
