import en from "../../locales/en/forum.json";
import kk from "../../locales/kk/forum.json";
import ru from "../../locales/ru/forum.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "forum" namespace: the list, asking, a thread with its replies, reports and the moderation queue. */
export const useForumTranslation = namespaceTranslation("forum", { en, ru, kk });
