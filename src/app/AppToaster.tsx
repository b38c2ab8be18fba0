import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Toaster } from "sonner";
import { NOTIFICATION_DURATION_MS, NOTIFICATION_GAP_PX, NOTIFICATION_VISIBLE_TOASTS, NOTIFICATION_WIDTH_PX } from "../lib/constants";
import { useTheme } from "../lib/theme";

/** The notification stack at the top right (spec §9 numbers), in the app's current theme. */
export default function AppToaster() {
  const { t } = useTranslation();
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position="top-right"
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
