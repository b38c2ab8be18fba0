import { lazy } from "react";
import type { ScreenMap } from "../../app/screen";

/** The chat screens by route pattern; each component is loaded lazily. */
export const chatScreens: ScreenMap = {
  "/ai-chat": {
    desktop: lazy(() => import("./AiChatPage")),
    mobile: lazy(() => import("./MobileAiChatPage")),
  },
};
