import type { ScreenMap } from "../../../app/screen";

/** The lesson player; one responsive component, loaded lazily. */
export const lessonPlayerScreens: ScreenMap = {
  "/lesson/:lessonId": { desktop: () => import("./LessonPlayerPage") },
};
