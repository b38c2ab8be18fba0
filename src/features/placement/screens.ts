import type { ScreenMap } from "../../app/screen";

/** The placement test and the learning plan: one responsive component each, loaded lazily. */
export const placementScreens: ScreenMap = {
  "/test": { desktop: () => import("./PlacementPage") },
  "/learn": { desktop: () => import("./LearnPage") },
};
