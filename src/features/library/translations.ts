import en from "../../locales/en/library.json";
import kk from "../../locales/kk/library.json";
import ru from "../../locales/ru/library.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "library" namespace: the list of articles and podcasts, the reader, the player, word cards and questions. */
export const useLibraryTranslation = namespaceTranslation("library", { en, ru, kk });
