import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The IELTS screens by route pattern; each component is loaded lazily. */
export const ieltsScreens: ScreenMap = {
  "/ielts/reading": {
    desktop: lazy(() => import("./reading/ReadingPage")),
    mobile: lazy(() => import("./reading/MobileReadingPage")),
  },
  "/ielts/reading-split": { desktop: lazy(() => import("./reading/ReadingSplitPage")) },
  "/ielts/listening": {
    desktop: lazy(() => import("./listening/ListeningPage")),
    mobile: lazy(() => import("./listening/MobileListeningPage")),
  },
  "/ielts/writing": { desktop: lazy(() => import("./writing/WritingPage")) },
  "/ielts/speaking": {
    desktop: lazy(() => import("./speaking/SpeakingPage")),
    mobile: lazy(() => import("./speaking/MobileSpeakingPage")),
  },
};
