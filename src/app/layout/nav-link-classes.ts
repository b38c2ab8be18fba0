import { classNames, focusRing } from "../../components/ui/class-names";

/** Top navigation item, highlighted on the current page. */
export function topNavClasses(isActive: boolean): string {
  return classNames(
    "inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap lg:px-3 transition-colors",
    isActive
      ? "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
    focusRing,
  );
}
