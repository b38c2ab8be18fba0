import type { ScreenMap } from "../../app/screen";

/** The chat screens by route pattern; each loaded on demand. */
export const chatScreens: ScreenMap = {
  "/ai-chat": {
    desktop: () => import("./AiChatPage"),
    mobile: () => import("./MobileAiChatPage"),
  },
};
