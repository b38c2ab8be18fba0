import { useTranslation } from "react-i18next";
import { NavLink } from "../../components/ui/Link";
import { DESKTOP_LINKS_AFTER_EXAMS, DESKTOP_LINKS_BEFORE_EXAMS, IELTS_SECTIONS, SAT_SECTIONS } from "../navigation";
import { AccountArea } from "./AccountArea";
import { AppNameLink } from "./AppNameLink";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { SectionsNavDisclosure } from "./SectionsNavDisclosure";
import { topNavClasses } from "./nav-link-classes";
import { ThemeSwitcher } from "./ThemeSwitcher";

function TopNavLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} end={to === "/"} className={({ isActive }) => topNavClasses(isActive)}>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The desktop header. A desktop window narrower than `md` (a desktop stays on the desktop variant at
 * any width, spec §2) puts the navigation on a second row that scrolls sideways within itself, so the
 * page never does.
 */
export function DesktopHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 pt-2 md:h-16 md:flex-nowrap md:pt-0 lg:gap-4 lg:px-6">
        <AppNameLink />
        <nav
          aria-label={t("nav.main")}
          className="order-last w-full min-w-0 overflow-x-auto py-1 md:order-none md:w-auto md:flex-1 md:py-0"
        >
          <ul className="flex items-center gap-1">
            {DESKTOP_LINKS_BEFORE_EXAMS.map(({ to, labelKey }) => (
              <TopNavLink key={to} to={to} label={t(labelKey)} />
            ))}
            <li>
              <SectionsNavDisclosure labelKey="nav.ielts" prefix="/ielts/" sections={IELTS_SECTIONS} />
            </li>
            <li>
              <SectionsNavDisclosure labelKey="nav.sat" prefix="/sat/" sections={SAT_SECTIONS} />
            </li>
            {DESKTOP_LINKS_AFTER_EXAMS.map(({ to, labelKey }) => (
              <TopNavLink key={to} to={to} label={t(labelKey)} />
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2 md:shrink-0">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
