/**
 * The screens of every route, by route pattern. A chunk of its own: the home page does not need it
 * for its first paint (it loads once that screen is on view); another route asks for it as the app
 * starts, except an account page opened without a session, whose visitor sees the sign-in prompt
 * (src/app/routes.tsx).
 */
import { assignmentScreens } from "../features/assignments/screens";
import { chatScreens } from "../features/chat/screens";
import { dictionaryScreens } from "../features/dictionary/screens";
import { forumScreens } from "../features/forum/screens";
import { ieltsScreens } from "../features/ielts/screens";
import { lessonBuilderScreens } from "../features/lessons/builder/screens";
import { lessonCreatorScreens } from "../features/lessons/creator/screens";
import { lessonPlayerScreens } from "../features/lessons/player/screens";
import { libraryScreens } from "../features/library/screens";
import { nativeScreens } from "../features/native/screens";
import { placementScreens } from "../features/placement/screens";
import { progressScreens } from "../features/progress/screens";
import { sharingScreens } from "../features/sharing/screens";
import { shellScreens } from "../features/shell/screens";
import { practiceScreens } from "../features/practice/screens";
import { satEssayScreens } from "../features/sat/essay/screens";
import { satFullScreens } from "../features/sat/full/screens";
import { satScreens } from "../features/sat/screens";
import { teachingScreens } from "../features/teaching/screens";
import { voiceScreens } from "../features/voice/screens";
import { HOME_SCREEN } from "./landing-screens";
import type { ScreenMap } from "./screen";

/** Screens that exist so far; every other route shows the placeholder page. */
export const SCREENS: ScreenMap = {
  ...dictionaryScreens,
  ...practiceScreens,
  ...chatScreens,
  ...ieltsScreens,
  ...progressScreens,
  ...shellScreens,
  ...teachingScreens,
  ...assignmentScreens,
  ...lessonBuilderScreens,
  ...sharingScreens,
  ...lessonCreatorScreens,
  ...lessonPlayerScreens,
  ...nativeScreens,
  ...forumScreens,
  ...voiceScreens,
  ...libraryScreens,
  ...satEssayScreens,
  ...satScreens,
  ...satFullScreens,
  ...placementScreens,
  "/": HOME_SCREEN,
  "/auth": {
    desktop: () => import("../pages/auth/AuthPage"),
    mobile: () => import("../pages/auth/MobileAuthPage"),
  },
};
