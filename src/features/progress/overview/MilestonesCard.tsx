import type { AchievementStatus } from "../../../../worker/contract/progress";
import { Card } from "../../../components/ui/Card";
import { MilestoneList } from "./MilestoneList";
import { useProgressTranslation } from "../translations";

/** The spec's milestones (§3) with how far the learner has come towards each. */
export function MilestonesCard({ milestones }: { milestones: AchievementStatus[] }) {
  const { t } = useProgressTranslation();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("milestones.title")}</h2>
      <MilestoneList milestones={milestones} />
    </Card>
  );
}
