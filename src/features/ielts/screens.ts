import type { ScreenMap } from "../../app/screen";

/** The ielts screens by route pattern; each component is loaded lazily. */
export const ieltsScreens: ScreenMap = {};
