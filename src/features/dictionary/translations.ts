import en from "../../locales/en/dictionary.json";
import kk from "../../locales/kk/dictionary.json";
import ru from "../../locales/ru/dictionary.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

export const useDictionaryTranslation = namespaceTranslation("dictionary", { en, ru, kk });

export type DictionaryT = ReturnType<typeof useDictionaryTranslation>["t"];
