import type { ScreenMap } from "../../app/screen";

/** The shell screens by route pattern; each component is loaded lazily. */
export const shellScreens: ScreenMap = {};
