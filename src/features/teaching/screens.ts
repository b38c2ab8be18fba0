import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The teaching screens by route pattern; one responsive component each, loaded lazily. */
export const teachingScreens: ScreenMap = {
  "/teacher-dashboard": { desktop: lazy(() => import("./TeacherDashboardPage")) },
  "/join/:code": { desktop: lazy(() => import("./JoinClassPage")) },
  "/student-test-results/:studentId": { desktop: lazy(() => import("./results/StudentTestResultsPage")) },
  "/student-progress/:studentId": { desktop: lazy(() => import("./StudentProgressPage")) },
};
