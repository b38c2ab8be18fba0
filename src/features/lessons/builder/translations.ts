import en from "../../../locales/en/lessonBuilder.json";
import kk from "../../../locales/kk/lessonBuilder.json";
import ru from "../../../locales/ru/lessonBuilder.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

/** The "lessonBuilder" namespace: the lesson builder, the list of my lessons and the creation choice. */
export const useLessonBuilderTranslation = namespaceTranslation("lessonBuilder", { en, ru, kk });
