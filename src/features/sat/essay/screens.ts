import type { ScreenMap } from "../../../app/screen";

/** /sat/essay, loaded on demand; one responsive screen serves phones and desktops. */
export const satEssayScreens: ScreenMap = {
  "/sat/essay": { desktop: () => import("./EssayPage") },
};
