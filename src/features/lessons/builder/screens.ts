import type { ScreenMap } from "../../../app/screen";

const builder = { desktop: () => import("./LessonBuilderPage") };

/** The lesson builder (two routes, one screen) and the creation choice; one responsive component each. */
export const lessonBuilderScreens: ScreenMap = {
  "/lesson-builder": builder,
  "/create-lesson": builder,
  "/lesson-creation-choice": { desktop: () => import("../creation/LessonCreationChoicePage") },
};
