import en from "../../locales/en/dictionaryVisitor.json";
import kk from "../../locales/kk/dictionaryVisitor.json";
import ru from "../../locales/ru/dictionaryVisitor.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** What a signed-out visitor's dictionary says: a namespace of a few lines, so its first paint waits for no more. */
export const useDictionaryVisitorTranslation = namespaceTranslation("dictionaryVisitor", { en, ru, kk });
