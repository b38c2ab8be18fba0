import en from "../../locales/en/shell.json";
import kk from "../../locales/kk/shell.json";
import ru from "../../locales/ru/shell.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The shell's strings: tutorial, permissions gate, update banner, invitation, profile and legal pages. */
export const useShellTranslation = namespaceTranslation("shell", { en, ru, kk });
