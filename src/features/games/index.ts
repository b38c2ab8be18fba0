/** What other features use of games; they import it from here, never from its files (eslint.config.js). */
export { StartGameDialog } from "./StartGameDialog";
export { useGamesTranslation } from "./translations";
