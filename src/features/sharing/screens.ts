import type { ScreenMap } from "../../app/screen";

/** The teacher's and the learner's shared-content screens; each one responsive component, loaded lazily. */
export const sharingScreens: ScreenMap = {
  "/shared-content": { desktop: () => import("./SharedContentPage") },
  "/student-shared-content": { desktop: () => import("./StudentSharedContentPage") },
};
