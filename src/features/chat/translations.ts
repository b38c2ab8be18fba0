import en from "../../locales/en/chat.json";
import kk from "../../locales/kk/chat.json";
import ru from "../../locales/ru/chat.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "chat" namespace: the AI chat and the quick translator. */
export const useChatTranslation = namespaceTranslation("chat", { en, ru, kk });
