import { useTranslation } from "react-i18next";
import type { ScreenProps } from "../../../app/screen";
import { useDeviceVariant } from "../../../lib/device";
import { useDocumentTitle } from "../../../lib/document-title";
import { HistoryTab } from "./HistoryTab";

/** /test-history: the Progress page's History on its own. */
export default function TestHistoryPage({ titleKey }: ScreenProps) {
  const { t } = useTranslation("pages");
  const title = t(`routes.${titleKey}`);
  useDocumentTitle(title);
  const compact = useDeviceVariant() === "mobile";
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <HistoryTab compact={compact} />
    </section>
  );
}
