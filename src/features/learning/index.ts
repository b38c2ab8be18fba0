/** What other features use of learning; they import it from here, never from its files (eslint.config.js). */
export { LearningSettingsSection } from "./LearningSettingsSection";
export { MistakeCards } from "./MistakeCards";
