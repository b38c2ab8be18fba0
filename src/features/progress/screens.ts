import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The progress screens by route pattern (with achievements, notifications and test history); each component is loaded lazily. */
export const progressScreens: ScreenMap = {
  "/progress": { desktop: lazy(() => import("./ProgressPage")), mobile: lazy(() => import("./MobileProgressPage")) },
  "/test-history": { desktop: lazy(() => import("./history/TestHistoryPage")) },
  "/achievements": {
    desktop: lazy(() => import("./achievements/AchievementsPage")),
    mobile: lazy(() => import("./achievements/MobileAchievementsPage")),
  },
  "/notifications": { desktop: lazy(() => import("./notifications/NotificationsPage")) },
};
