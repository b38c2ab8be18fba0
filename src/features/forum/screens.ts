import type { ScreenMap } from "../../app/screen";

const forumPage = () => import("./ForumPage");

/**
 * The forum: on the web a thread opens within /forum (`?post=<id>`, shareable); the native app's
 * /forum/:postId shows the same screen (src/app/route-table.ts decides when that route exists).
 */
export const forumScreens: ScreenMap = {
  "/forum": { desktop: forumPage },
  "/forum/:postId": { desktop: forumPage },
};
