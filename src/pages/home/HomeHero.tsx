import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/Button";
import { classNames } from "../../components/ui/class-names";
import { Link } from "../../components/ui/Link";
import { useAuth } from "../../lib/auth/AuthProvider";

export function HomeHero({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("pages");
  const { t: tCommon } = useTranslation();
  const { status } = useAuth();
  return (
    <section
      aria-labelledby="home-hero-title"
      className={classNames("bg-linear-to-b from-indigo-50 to-transparent dark:from-indigo-950/60", compact ? "px-4 py-8" : "px-6 py-20")}
    >
      <div className={classNames("mx-auto max-w-3xl", !compact && "text-center")}>
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">{t("home.tagline")}</p>
        <h1
          id="home-hero-title"
          className={classNames("mt-2 font-bold tracking-tight text-slate-900 dark:text-white", compact ? "text-3xl" : "text-5xl")}
        >
          {tCommon("appName")}
        </h1>
        <p className={classNames("mt-4 text-slate-600 dark:text-slate-300", compact ? "text-base" : "text-lg")}>{t("home.pitch")}</p>
        <div className={classNames("mt-8 flex flex-wrap gap-3", !compact && "justify-center")}>
          {status === "signedOut" && (
            <Link to="/auth?tab=signup" className={buttonClasses({ size: compact ? "md" : "lg" })}>
              {t("home.signUp")}
            </Link>
          )}
          <Link to="/dictionary" className={buttonClasses({ variant: "secondary", size: compact ? "md" : "lg" })}>
            {t("home.openDictionary")}
          </Link>
        </div>
      </div>
    </section>
  );
}
