import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { useOverlays } from "../features/chat/overlay-store";
import {
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_GAP_PX,
  NOTIFICATION_VISIBLE_TOASTS,
  NOTIFICATION_WIDTH_PX,
  SIDE_PANEL_WIDTH_REM,
} from "../lib/constants";
import { useDeviceVariant, useViewportAtLeast } from "../lib/device";
import { useTheme } from "../lib/theme";

// The stack starts below the sticky header (4 rem on desktop, 3.5 rem on phones), so a notification never
// lies over the language, theme and account controls. Sonner takes `mobileOffset` below 600 px: there a
// desktop window's header has a second row, its navigation (DesktopHeader).
//
// An open side panel (the AI chat or the translator) raises most of its notifications from its header's
// buttons, and a notification pauses while the pointer rests on it: over that header it would catch the
// next click. So the stack moves beside the panel where the page has room for it, else below the panel's
// header (at most 4 rem: the chat's title with the chosen chat's name, or the translator's buttons).
const EDGE_PX = 24;
const PANEL_HEADER = "4rem";
const BELOW_DESKTOP_HEADER = { top: "calc(4rem + 12px)" };
// The open panel's width is --overlay-sidebar (ChatOverlays).
const BESIDE_PANEL = { ...BELOW_DESKTOP_HEADER, right: `calc(var(--overlay-sidebar) + ${EDGE_PX}px)` };
const BELOW_DESKTOP_PANEL_HEADER = { top: `calc(4rem + ${PANEL_HEADER} + 12px)` };
const BELOW_NARROW_DESKTOP_HEADER = { top: "calc(6rem + 8px)" };
const BELOW_NARROW_DESKTOP_PANEL_HEADER = { top: `calc(4rem + ${PANEL_HEADER} + 8px)` };
const BELOW_MOBILE_HEADER = { top: "calc(3.5rem + env(safe-area-inset-top) + 8px)" };
const BELOW_MOBILE_PANEL_HEADER = { top: `calc(3.5rem + ${PANEL_HEADER} + env(safe-area-inset-top) + 8px)` };
/** The narrowest window with room for a notification between the page's edge and an open panel. */
const ROOM_BESIDE_PANEL_PX = SIDE_PANEL_WIDTH_REM * 16 + NOTIFICATION_WIDTH_PX + 2 * EDGE_PX;

type Offset = { top: string; right?: string };

/** Where the stack starts: `offset` from 600 px up, `mobileOffset` below (Sonner's breakpoint). */
function useStackOffsets(): { offset: Offset; mobileOffset: Offset } {
  const mobile = useDeviceVariant() === "mobile";
  const panelOpen = useOverlays().sidebar !== null;
  const roomBesidePanel = useViewportAtLeast(ROOM_BESIDE_PANEL_PX);
  if (mobile) {
    // A phone's panel spans the screen, at any width.
    const belowHeader = panelOpen ? BELOW_MOBILE_PANEL_HEADER : BELOW_MOBILE_HEADER;
    return { offset: belowHeader, mobileOffset: belowHeader };
  }
  if (!panelOpen) return { offset: BELOW_DESKTOP_HEADER, mobileOffset: BELOW_NARROW_DESKTOP_HEADER };
  return {
    offset: roomBesidePanel ? BESIDE_PANEL : BELOW_DESKTOP_PANEL_HEADER,
    mobileOffset: BELOW_NARROW_DESKTOP_PANEL_HEADER,
  };
}

/** The notification stack at the top right, below the header (spec §9 numbers), in the app's current theme. */
export default function AppToaster() {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  const { offset, mobileOffset } = useStackOffsets();
  return (
    <Toaster
      position="top-right"
      offset={offset}
      mobileOffset={mobileOffset}
      duration={NOTIFICATION_DURATION_MS}
      visibleToasts={NOTIFICATION_VISIBLE_TOASTS}
      gap={NOTIFICATION_GAP_PX}
      theme={resolvedTheme}
      style={{ "--width": `${NOTIFICATION_WIDTH_PX}px` } as CSSProperties}
      containerAriaLabel={t("notifications.label")}
      toastOptions={{ closeButtonAriaLabel: t("notifications.close") }}
    />
  );
}
