import { useTranslation } from "react-i18next";
import type { RouteTitleKey } from "../../app/route-table";
import { AuthScreen } from "../../features/auth/AuthScreen";
import { useDocumentTitle } from "../../lib/document-title";

/** /auth on a phone: the forms fill the screen, nothing beside them. */
export default function MobileAuthPage({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section className="px-4 py-6">
      <h1 className="mb-5 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <AuthScreen />
    </section>
  );
}
