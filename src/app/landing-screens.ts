import { dictionaryScreens } from "../features/dictionary/screens";
import type { Screen, ScreenMap } from "./screen";

/** The home page. */
export const HOME_SCREEN: Screen = {
  desktop: () => import("../pages/home/HomePage"),
  mobile: () => import("../pages/home/MobileHomePage"),
};

/**
 * The screens the app's first chunk knows directly (src/app/routes.tsx): the home page, and the
 * dictionary, whose public look-up is the other page visitors land on from a shared link. They open
 * without the screen map's round trip; every other screen is in the screen map (src/app/screen-map.ts).
 */
export const LANDING_SCREENS: ScreenMap = { "/": HOME_SCREEN, ...dictionaryScreens };
