import type { ScreenMap } from "../../app/screen";

/** The learner's assignments screen; one responsive component, loaded lazily. */
export const assignmentScreens: ScreenMap = {
  "/assignments": { desktop: () => import("./AssignmentsPage") },
};
