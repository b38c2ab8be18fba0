import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The IELTS reading and listening screens by route pattern; each component is loaded lazily. */
export const ieltsScreens: ScreenMap = {
  "/ielts/reading": {
    desktop: lazy(() => import("./ReadingPage")),
    mobile: lazy(() => import("./MobileReadingPage")),
  },
  "/ielts/reading-split": { desktop: lazy(() => import("./ReadingSplitPage")) },
  "/ielts/listening": {
    desktop: lazy(() => import("./ListeningPage")),
    mobile: lazy(() => import("./MobileListeningPage")),
  },
};
