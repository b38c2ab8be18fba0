import { useTranslation } from "react-i18next";
import type { RouteTitleKey } from "../app/route-table";
import { useDocumentTitle } from "../lib/document-title";

/** A screen whose feature is not built yet: its title and an honest note, nothing more. */
export default function PlaceholderPage({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation("pages");
  const { t: tCommon } = useTranslation();
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{tCommon("placeholder.notAvailable")}</p>
    </section>
  );
}
