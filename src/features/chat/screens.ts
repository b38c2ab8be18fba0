import type { ScreenMap } from "../../app/screen";

/** The chat screens by route pattern; each component is loaded lazily. */
export const chatScreens: ScreenMap = {};
