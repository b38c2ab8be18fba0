import type { ScreenMap } from "../../app/screen";

/** The reading and listening library (issue 17): one responsive screen each. */
export const libraryScreens: ScreenMap = {
  "/library": { desktop: () => import("./LibraryPage") },
  "/article/:articleId": { desktop: () => import("./ArticlePage") },
  "/podcast/:podcastId": { desktop: () => import("./PodcastPage") },
};
