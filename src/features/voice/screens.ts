import type { ScreenMap } from "../../app/screen";

/** The voice assistant: its desktop route and its phone route (spec §2), each loaded on demand. */
export const voiceScreens: ScreenMap = {
  "/voice-assistant": { desktop: () => import("./VoiceAssistantPage") },
  "/mobile-voice-assistant": { desktop: () => import("./MobileVoiceAssistantPage") },
};
