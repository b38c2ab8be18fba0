import { useTranslation } from "react-i18next";
import type { RouteTitleKey } from "../../app/route-table";
import { Card } from "../../components/ui/Card";
import { AuthScreen } from "../../features/auth/AuthScreen";
import { useAuthTranslation } from "../../features/auth/translations";
import { useDocumentTitle } from "../../lib/document-title";

/** /auth on a desktop: what an account brings beside the sign-in and sign-up card. */
export default function AuthPage({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useAuthTranslation();
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section className="mx-auto grid max-w-5xl items-start gap-10 px-6 py-12 lg:grid-cols-2">
      <div className="lg:pt-8">
        <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-6 text-lg font-medium text-indigo-700 dark:text-indigo-300">{t("intro.title")}</p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("intro.text")}</p>
      </div>
      <Card className="p-6">
        <AuthScreen />
      </Card>
    </section>
  );
}
