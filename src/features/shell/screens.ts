import type { ScreenMap } from "../../app/screen";

/** The shell screens by route pattern; each loaded on demand. */
export const shellScreens: ScreenMap = {
  "/profile": {
    desktop: () => import("../profile/ProfilePage"),
    mobile: () => import("../profile/MobileProfilePage"),
  },
  "/privacy": { desktop: () => import("./PrivacyPage") },
  "/terms": { desktop: () => import("./TermsPage") },
};
