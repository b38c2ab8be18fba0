import type { ScreenMap } from "../../app/screen";

/** The personal dictionary screens by route pattern; each loaded on demand. */
export const dictionaryScreens: ScreenMap = {
  "/dictionary": {
    desktop: () => import("./DictionaryPage"),
    mobile: () => import("./MobileDictionaryPage"),
  },
};
