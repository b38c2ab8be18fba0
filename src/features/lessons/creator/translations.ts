import en from "../../../locales/en/lessonCreator.json";
import kk from "../../../locales/kk/lessonCreator.json";
import ru from "../../../locales/ru/lessonCreator.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

/** The "lessonCreator" namespace: the custom lesson creator and the lesson quiz. */
export const useLessonCreatorTranslation = namespaceTranslation("lessonCreator", { en, ru, kk });
