import en from "../../locales/en/games.json";
import kk from "../../locales/kk/games.json";
import ru from "../../locales/ru/games.json";
import { namespaceTranslation } from "../../lib/i18n-namespace";

/** The "games" namespace: the live class game's host screen, its start dialog and /play. */
export const useGamesTranslation = namespaceTranslation("games", { en, ru, kk });
