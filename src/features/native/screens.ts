import type { ScreenMap } from "../../app/screen";

/** Screens of the native-only routes (src/app/route-table.ts); the forum registers its post's own. */
export const nativeScreens: ScreenMap = {
  "/edit-course/:courseId": { desktop: () => import("./EditCoursePage") },
};
