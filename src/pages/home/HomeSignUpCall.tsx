import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/Button";
import { classNames } from "../../components/ui/class-names";
import { Link } from "../../components/ui/Link";

/** What a signed-out visitor is offered under the features: an account, and with it the daily sections. */
export function HomeSignUpCall({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("pages");
  return (
    <section aria-labelledby="home-sign-up-title" className={classNames("mx-auto max-w-6xl", compact ? "px-4 pb-8" : "px-6 pb-16")}>
      <div className="rounded-2xl bg-indigo-600 px-6 py-8 text-white dark:bg-indigo-900">
        <h2 id="home-sign-up-title" className="text-2xl font-semibold">
          {t("home.signUpTitle")}
        </h2>
        <p className="mt-2 max-w-2xl text-indigo-50">{t("home.signUpText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/auth?tab=signup" className={buttonClasses({ variant: "secondary", size: compact ? "md" : "lg" })}>
            {t("home.signUpCta")}
          </Link>
          <Link
            to="/auth"
            className={buttonClasses({
              variant: "ghost",
              size: compact ? "md" : "lg",
              className: "text-white hover:bg-indigo-500 dark:text-white dark:hover:bg-indigo-800",
            })}
          >
            {t("home.signInCta")}
          </Link>
        </div>
      </div>
    </section>
  );
}
