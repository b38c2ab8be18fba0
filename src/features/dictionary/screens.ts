import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The personal dictionary screens by route pattern; each component is loaded lazily. */
export const dictionaryScreens: ScreenMap = {
  "/dictionary": {
    desktop: lazy(() => import("./DictionaryPage")),
    mobile: lazy(() => import("./MobileDictionaryPage")),
  },
};
