import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { classNames, focusRing } from "../../components/ui/class-names";
import { MOBILE_TABS } from "../navigation";

/** Bottom tab bar with the five main destinations of the mobile variant. */
export function MobileTabBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("nav.mobile")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_TABS.map(({ to, labelKey, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === "/"}
              className={({ isActive }) =>
                classNames(
                  "flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium",
                  isActive ? "text-indigo-600 dark:text-indigo-400" : "text-slate-500 dark:text-slate-400",
                  focusRing,
                )
              }
            >
              <Icon className="size-6" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
