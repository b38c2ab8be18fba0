import type { ScreenMap } from "../../app/screen";

/** The reading and listening library: one responsive screen each. */
export const libraryScreens: ScreenMap = {
  "/library": { desktop: () => import("./LibraryPage") },
  "/article/:articleId": { desktop: () => import("./ArticlePage") },
  "/podcast/:podcastId": { desktop: () => import("./PodcastPage") },
};
