import { Card } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Spinner";
import { useAnalytics, useStreaks, useSummary } from "../api";
import { useProgressTranslation } from "../translations";
import { LoadError } from "../LoadError";
import { MilestonesCard } from "./MilestonesCard";
import { StreaksCard } from "./StreaksCard";
import { SummaryCards } from "./SummaryCards";
import { TargetScoreCard } from "./TargetScoreCard";
import { SatTargetCard } from "./SatTargetCard";

/** Overview: the summary (spec §3), streaks with their freezes, the target-score tracker (IELTS, then the SAT) and the milestones. */
export function OverviewTab({ compact = false }: { compact?: boolean }) {
  const { t } = useProgressTranslation();
  const summary = useSummary();
  const streaks = useStreaks();
  const analytics = useAnalytics();
  return (
    <div className="space-y-6">
      {summary.data ? (
        <SummaryCards summary={summary.data} compact={compact} />
      ) : summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        <Loading label={t("loading")} />
      )}
      <div className={compact ? "space-y-6" : "grid gap-6 lg:grid-cols-2"}>
        {streaks.data ? (
          <StreaksCard streaks={streaks.data} />
        ) : (
          <PendingCard failed={streaks.isError} onRetry={() => void streaks.refetch()} />
        )}
        {analytics.data ? (
          <TargetScoreCard target={analytics.data.target_score} />
        ) : (
          <PendingCard failed={analytics.isError} onRetry={() => void analytics.refetch()} />
        )}
      </div>
      {analytics.data && <SatTargetCard target={analytics.data.sat_target} />}
      {analytics.data && <MilestonesCard milestones={analytics.data.milestones} />}
    </div>
  );
}

function PendingCard({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useProgressTranslation();
  return <Card>{failed ? <LoadError onRetry={onRetry} /> : <Loading label={t("loading")} />}</Card>;
}
