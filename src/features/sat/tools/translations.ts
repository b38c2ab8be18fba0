import en from "../../../locales/en/satTools.json";
import kk from "../../../locales/kk/satTools.json";
import ru from "../../../locales/ru/satTools.json";
import { namespaceTranslation } from "../../../lib/i18n-namespace";

export const useSatToolsTranslation = namespaceTranslation("satTools", { en, ru, kk });
