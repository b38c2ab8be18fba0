import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "../components/ui/Button";
import { useDocumentTitle } from "../lib/document-title";

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t("notFound.title"));
  return (
    <section data-testid="not-found" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {t("notFound.description")} <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all dark:bg-slate-800">{pathname}</code>
      </p>
      <Link to="/" className={buttonClasses({ className: "mt-6" })}>
        {t("notFound.goHome")}
      </Link>
    </section>
  );
}
