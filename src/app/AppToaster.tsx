import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { NOTIFICATION_DURATION_MS, NOTIFICATION_GAP_PX, NOTIFICATION_VISIBLE_TOASTS, NOTIFICATION_WIDTH_PX } from "../lib/constants";
import { useDeviceVariant } from "../lib/device";
import { useTheme } from "../lib/theme";

// The stack starts below the sticky header (4 rem on desktop, 3.5 rem on phones), so a notification never
// lies over the language, theme and account controls. Sonner takes `mobileOffset` below 600 px: there a
// desktop window's header has a second row, its navigation (DesktopHeader).
const BELOW_DESKTOP_HEADER = { top: "calc(4rem + 12px)" };
const BELOW_NARROW_DESKTOP_HEADER = { top: "calc(6rem + 8px)" };
const BELOW_MOBILE_HEADER = { top: "calc(3.5rem + env(safe-area-inset-top) + 8px)" };

/** The notification stack at the top right, below the header (spec §9 numbers), in the app's current theme. */
export default function AppToaster() {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position="top-right"
      offset={BELOW_DESKTOP_HEADER}
      mobileOffset={useDeviceVariant() === "mobile" ? BELOW_MOBILE_HEADER : BELOW_NARROW_DESKTOP_HEADER}
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
