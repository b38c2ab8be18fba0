import type { ScreenMap } from "../../app/screen";

/** The teaching screens by route pattern; one responsive component each, loaded lazily. */
export const teachingScreens: ScreenMap = {
  "/teacher-dashboard": { desktop: () => import("./TeacherDashboardPage") },
  "/join/:code": { desktop: () => import("./JoinClassPage") },
  "/play": { desktop: () => import("../games/PlayPage") },
  "/host/:gameId": { desktop: () => import("../games/HostGamePage") },
  "/student-test-results/:studentId": { desktop: () => import("./results/StudentTestResultsPage") },
  "/student-progress/:studentId": { desktop: () => import("./StudentProgressPage") },
};
