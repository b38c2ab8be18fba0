import type { Screen } from "./screen";

/** The home page, the one screen the app's first chunk knows directly (src/app/routes.tsx). */
export const HOME_SCREEN: Screen = {
  desktop: () => import("../pages/home/HomePage"),
  mobile: () => import("../pages/home/MobileHomePage"),
};
