import type { ScreenMap } from "../../app/screen";

/** The progress screens by route pattern; each component is loaded lazily. */
export const progressScreens: ScreenMap = {};
