import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The shell screens by route pattern; each component is loaded lazily. */
export const shellScreens: ScreenMap = {
  "/profile": {
    desktop: lazy(() => import("../profile/ProfilePage")),
    mobile: lazy(() => import("../profile/MobileProfilePage")),
  },
  "/privacy": { desktop: lazy(() => import("./PrivacyPage")) },
  "/terms": { desktop: lazy(() => import("./TermsPage")) },
};
