import en from "../../locales/en/auth.json";
import kk from "../../locales/kk/auth.json";
import ru from "../../locales/ru/auth.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

export const useAuthTranslation = namespaceTranslation("auth", { en, ru, kk });
