import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../components/icons";
import { classNames, focusRing } from "../../components/ui/class-names";
import { NavLink } from "../../components/ui/Link";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { FramePart } from "../error-boundary";
import { MOBILE_TABS, MORE_BUTTON_ID } from "../navigation";

// The sheet and its dialog library load when it is first opened (first-route budget).
const MoreSheet = lazyWhenOnline(() => import("./MoreSheet"));

const tabClasses = (active: boolean) =>
  classNames(
    "flex h-16 w-full flex-col items-center justify-center gap-1 text-xs font-medium",
    active ? "text-indigo-600 dark:text-indigo-400" : "text-slate-500 dark:text-slate-400",
    focusRing,
  );

const MoreIcon = ({ className }: { className?: string }) => (
  <Icon className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** Bottom tab bar of the mobile variant: four main destinations and "More" for every other section and tool. */
export function MobileTabBar() {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <nav
      aria-label={t("nav.mobile")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="grid grid-cols-5">
        {MOBILE_TABS.map(({ to, labelKey, Icon: TabIcon }) => (
          <li key={to}>
            <NavLink to={to} end={to === "/"} className={({ isActive }) => tabClasses(isActive)}>
              <TabIcon className="size-6" />
              {t(labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            id={MORE_BUTTON_ID}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen(true)}
            className={tabClasses(moreOpen)}
          >
            <MoreIcon className="size-6" />
            {t("nav.more")}
          </button>
        </li>
      </ul>
      {moreOpen && (
        <FramePart>
          <MoreSheet onClose={() => setMoreOpen(false)} />
        </FramePart>
      )}
    </nav>
  );
}
