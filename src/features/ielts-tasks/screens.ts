import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The IELTS writing and speaking screens by route pattern; each component is loaded lazily. */
export const ieltsTaskScreens: ScreenMap = {
  "/ielts/writing": { desktop: lazy(() => import("./writing/WritingPage")) },
  "/ielts/speaking": { desktop: lazy(() => import("./speaking/SpeakingPage")), mobile: lazy(() => import("./speaking/MobileSpeakingPage")) },
};
