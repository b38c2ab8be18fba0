import en from "../../locales/en/voice.json";
import kk from "../../locales/kk/voice.json";
import ru from "../../locales/ru/voice.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "voice" namespace: the voice assistant. */
export const useVoiceTranslation = namespaceTranslation("voice", { en, ru, kk });
