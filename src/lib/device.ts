/** Chooses the mobile or desktop variant of the app (spec §2). */
import { useSyncExternalStore } from "react";
import { MOBILE_WIDTH_THRESHOLD } from "./constants";

export type DeviceVariant = "mobile" | "desktop";

export type DeviceTraits = {
  userAgent: string;
  /** Viewport width in CSS pixels. */
  width: number;
  hasTouch: boolean;
};

// Two user-agent patterns instead of a full UA parser: the first route's JS budget is tight, and the
// rule only needs "is this a phone" and "is this a tablet". Android tablets omit the "Mobile" token.
const PHONE_UA = /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile.*Firefox|KaiOS/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;

/**
 * Mobile if the user agent is a phone, or if the viewport is narrower than 768 px on a touch
 * device that is not a tablet.
 */
export function detectDeviceVariant({ userAgent, width, hasTouch }: DeviceTraits): DeviceVariant {
  if (PHONE_UA.test(userAgent)) return "mobile";
  // iPadOS Safari sends a desktop "Macintosh" user agent; only touch gives it away.
  const isTablet = TABLET_UA.test(userAgent) || (hasTouch && userAgent.includes("Macintosh"));
  return width < MOBILE_WIDTH_THRESHOLD && hasTouch && !isTablet ? "mobile" : "desktop";
}

export function readDeviceVariant(): DeviceVariant {
  return detectDeviceVariant({
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    hasTouch: navigator.maxTouchPoints > 0 || "ontouchstart" in window,
  });
}

function subscribeToResize(onResize: () => void): () => void {
  window.addEventListener("resize", onResize);
  return () => window.removeEventListener("resize", onResize);
}

/** The current device variant, re-evaluated whenever the window is resized. */
export function useDeviceVariant(): DeviceVariant {
  return useSyncExternalStore(subscribeToResize, readDeviceVariant, () => "desktop");
}

/** Whether the viewport is at least `px` CSS pixels wide, re-evaluated whenever the window is resized. */
export function useViewportAtLeast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth >= px,
    () => true,
  );
}
