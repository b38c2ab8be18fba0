import { useQuery } from "@tanstack/react-query";
import { NavLink } from "react-router";
import { Icon } from "../../components/icons";
import { classNames, focusRing } from "../../components/ui/class-names";
import { fetchNotifications, progressKeys } from "../../features/progress/api";
import { useShellTranslation } from "../../features/shell/translations";

/**
 * The header's bell: a link to /notifications with the number of unread notifications. Its count lives
 * under the notifications' key, so reading them there, or a new progress event, refreshes it.
 */
export default function NotificationBell({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  const unread = useQuery({
    queryKey: [...progressKeys.notifications(userId), "unread"],
    queryFn: () => fetchNotifications(null, 1),
    select: (page) => page.unread_count,
  });
  const count = unread.data ?? 0;
  const label = count > 0 ? t("menu.notificationsUnread", { count }) : t("menu.notifications");
  return (
    <NavLink
      to="/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={({ isActive }) =>
        classNames(
          "relative grid size-9 place-items-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800",
          isActive ? "text-indigo-600 dark:text-indigo-400" : "text-slate-600 dark:text-slate-300",
          focusRing,
        )
      }
    >
      <Icon className="size-5">
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
        <path d="M10 20.5a2 2 0 0 0 4 0" />
      </Icon>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </NavLink>
  );
}
