import { useTranslation } from "react-i18next";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Link } from "../../components/ui/Link";

/** The product name with its mark, leading home. */
export function AppNameLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={classNames(
        "flex items-center gap-2 rounded-md font-semibold text-slate-900 dark:text-white",
        compact ? "text-base" : "text-lg",
        focusRing,
      )}
    >
      <img src="/favicon.svg" alt="" className={compact ? "size-7" : "size-8"} />
      {/* On phones and narrow desktops the mark alone leaves room for the controls and the navigation. */}
      <span className={compact ? "sr-only" : "max-xl:sr-only"}>{t("appName")}</span>
    </Link>
  );
}
