import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ScreenProps } from "../../app/screen";
import { Loading } from "../../components/ui/Spinner";
import { Tabs } from "../../components/ui/Tabs";
import { classNames } from "../../components/ui/class-names";
import { useDocumentTitle } from "../../lib/document-title";
import { HistoryTab } from "./history/HistoryTab";
import { OverviewTab } from "./overview/OverviewTab";
import { useProgressTranslation } from "./translations";
import { lazyWhenOnline } from "../../lib/load-when-online";

// recharts loads only when the Analytics tab opens.
const AnalyticsTab = lazyWhenOnline(() => import("./analytics/AnalyticsTab"));

const TABS = ["overview", "analytics", "history"] as const;
type TabId = (typeof TABS)[number];

/**
 * /progress (spec §2): tabs Overview, Analytics and History; the open tab is kept in the address (?tab=).
 * `context` goes under the title: a teacher's /student-progress/:studentId says whose progress it is.
 */
export function ProgressView({ titleKey, compact, context }: ScreenProps & { compact: boolean; context?: ReactNode }) {
  const { t } = useProgressTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const selected = Math.max(0, TABS.indexOf(requested as TabId));
  const { t: tPages } = useTranslation("pages");
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);

  const select = (index: number) => {
    const next = new URLSearchParams(params);
    if (index === 0) next.delete("tab");
    else next.set("tab", TABS[index]!);
    setParams(next, { replace: true });
  };

  return (
    <section className={classNames("mx-auto max-w-6xl", compact ? "px-4 py-6" : "px-6 py-10")}>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {context}
      <Tabs
        label={t("tabs.label")}
        className="mt-6"
        selectedIndex={selected}
        onChange={select}
        items={[
          { id: "overview", label: t("tabs.overview"), panel: <OverviewTab compact={compact} /> },
          {
            id: "analytics",
            label: t("tabs.analytics"),
            panel: (
              <Suspense fallback={<Loading label={t("loading")} />}>
                <AnalyticsTab compact={compact} />
              </Suspense>
            ),
          },
          { id: "history", label: t("tabs.history"), panel: <HistoryTab compact={compact} /> },
        ]}
      />
    </section>
  );
}
