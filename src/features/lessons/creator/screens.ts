import type { ScreenMap } from "../../../app/screen";

/** The custom lesson creator (teachers) and the lesson quiz (learners); one responsive component each, loaded lazily. */
export const lessonCreatorScreens: ScreenMap = {
  "/custom-lesson-creator": { desktop: () => import("./CustomLessonCreatorPage") },
  "/lesson-quiz": { desktop: () => import("./LessonQuizPage") },
};
