import type { ScreenMap } from "../../app/screen";

/** The progress screens by route pattern (with achievements, notifications and test history); each loaded on demand. */
export const progressScreens: ScreenMap = {
  "/progress": { desktop: () => import("./ProgressPage"), mobile: () => import("./MobileProgressPage") },
  "/test-history": { desktop: () => import("./history/TestHistoryPage") },
  "/achievements": {
    desktop: () => import("./achievements/AchievementsPage"),
    mobile: () => import("./achievements/MobileAchievementsPage"),
  },
  "/notifications": { desktop: () => import("./notifications/NotificationsPage") },
};
