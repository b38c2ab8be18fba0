import type { ScreenMap } from "../../app/screen";

/** The review, flashcard and quiz screens by route pattern; each component is loaded lazily. */
export const practiceScreens: ScreenMap = {};
