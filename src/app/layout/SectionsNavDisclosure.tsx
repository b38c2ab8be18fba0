import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ChevronDownIcon } from "../../components/icons";
import { NavLink } from "../../components/ui/Link";
import type { IELTS_SECTIONS, SAT_SECTIONS } from "../navigation";
import { topNavClasses } from "./nav-link-classes";
import { useDisclosure } from "./use-disclosure";

/**
 * An exam's sections in the top navigation (IELTS, SAT), as a disclosure (the ARIA pattern for site
 * navigation): a button that shows a list of links. Closes on navigation, Escape and a click outside.
 */
export function SectionsNavDisclosure({
  labelKey,
  prefix,
  sections,
}: {
  labelKey: "nav.ielts" | "nav.sat";
  /** The paths of the exam's screens: the button shows as current on them. */
  prefix: string;
  sections: typeof IELTS_SECTIONS | typeof SAT_SECTIONS;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const { open, toggle, container, button } = useDisclosure();

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        className={topNavClasses(pathname.startsWith(prefix))}
        onClick={toggle}
      >
        {t(labelKey)}
        <ChevronDownIcon />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 z-40 mt-1 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className={({ isActive }) => `${topNavClasses(isActive)} flex w-full`}>
              {t(section.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
