import type { ScreenMap } from "../../../app/screen";

/** /sat/full: the digital SAT in one sitting; one responsive screen serves phones and desktops. */
export const satFullScreens: ScreenMap = {
  "/sat/full": { desktop: () => import("./SatFullTestPage") },
};
