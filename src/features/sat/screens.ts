import type { ScreenMap } from "../../app/screen";

/** The SAT section tests by route; one responsive screen each (390 px phones included). */
export const satScreens: ScreenMap = {
  "/sat/reading": { desktop: () => import("./SatReadingPage") },
  "/sat/math": { desktop: () => import("./SatMathPage") },
  "/sat/practice": { desktop: () => import("./practice/SatPracticePage") },
};
