import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/Card";
import { classNames, focusRing } from "../../components/ui/class-names";
import { Link } from "../../components/ui/Link";
import { PLATFORM_FEATURES } from "./platform-features";

export function PlatformFeatures({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("pages");
  const { t: tCommon } = useTranslation();
  return (
    <section aria-labelledby="platform-features-title" className={classNames("mx-auto max-w-6xl", compact ? "px-4 py-6" : "px-6 py-12")}>
      <h2 id="platform-features-title" className="text-2xl font-semibold text-slate-900 dark:text-white">
        {t("home.featuresTitle")}
      </h2>
      <ul className={classNames("mt-6 grid gap-4", compact ? "grid-cols-1" : "sm:grid-cols-2 lg:grid-cols-4")}>
        {PLATFORM_FEATURES.map((feature) => (
          <li key={feature.id}>
            <Card className="h-full">
              <h3 className="font-semibold">
                <Link to={feature.to} className={classNames("rounded text-indigo-700 hover:underline dark:text-indigo-300", focusRing)}>
                  {t(`home.features.${feature.id}.title`)}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t(`home.features.${feature.id}.description`)}</p>
              {feature.sections.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {feature.sections.map((section) => (
                    <li key={section.to}>
                      <Link
                        to={section.to}
                        className={classNames(
                          "inline-block rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700",
                          focusRing,
                        )}
                      >
                        {tCommon(section.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
