import type { ScreenMap } from "../../app/screen";

/** The personal dictionary screens by route pattern; each component is loaded lazily. */
export const dictionaryScreens: ScreenMap = {};
