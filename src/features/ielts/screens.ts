import type { ScreenMap } from "../../app/screen";

/** The IELTS screens by route pattern; each loaded on demand. */
export const ieltsScreens: ScreenMap = {
  "/ielts/reading": {
    desktop: () => import("./reading/ReadingPage"),
    mobile: () => import("./reading/MobileReadingPage"),
  },
  "/ielts/reading-split": { desktop: () => import("./reading/ReadingSplitPage") },
  "/ielts/listening": {
    desktop: () => import("./listening/ListeningPage"),
    mobile: () => import("./listening/MobileListeningPage"),
  },
  "/ielts/writing": { desktop: () => import("./writing/WritingPage") },
  "/ielts/speaking": {
    desktop: () => import("./speaking/SpeakingPage"),
    mobile: () => import("./speaking/MobileSpeakingPage"),
  },
};
