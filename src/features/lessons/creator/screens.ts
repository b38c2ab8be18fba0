import { lazy } from "react";
import type { ScreenMap } from "../../../app/screen";

/** The custom lesson creator (teachers) and the lesson quiz (learners); one responsive component each, loaded lazily. */
export const lessonCreatorScreens: ScreenMap = {
  "/custom-lesson-creator": { desktop: lazy(() => import("./CustomLessonCreatorPage")) },
  "/lesson-quiz": { desktop: lazy(() => import("./LessonQuizPage")) },
};
