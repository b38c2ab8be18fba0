/**
 * Progress history (spec §2 submission detail): a SAT row leads to its full record, the section's
 * results (every question explained) or the essay practice, for the learner who owns it.
 */
import type { HistoryItem } from "../../../../worker/contract/progress";
import { Link } from "../../../components/ui/Link";
import { useSatProgressTranslation } from "./translations";

/** Where a SAT history row's record is shown, or null for rows without one. */
export function satRecordPath(item: HistoryItem): { to: string; kind: "attempt" | "essay" } | null {
  if (item.ref?.kind === "sat_attempt") {
    const screen = item.section === "math" ? "/sat/math" : "/sat/reading";
    return { to: `${screen}?results=${encodeURIComponent(item.ref.id)}`, kind: "attempt" };
  }
  if (item.ref?.kind === "sat_essay") return { to: "/sat/essay", kind: "essay" };
  return null;
}

export function SatHistoryLink({ item }: { item: HistoryItem }) {
  const { t } = useSatProgressTranslation();
  const record = satRecordPath(item);
  if (!record) return null;
  return (
    <p className="flex flex-col gap-1">
      {record.kind === "attempt" && <span className="text-slate-600 dark:text-slate-300">{t("history.satEstimate")}</span>}
      <Link to={record.to} className="font-medium text-indigo-700 underline dark:text-indigo-300" data-testid="sat-history-record">
        {t(record.kind === "attempt" ? "history.openResults" : "history.openEssay")}
      </Link>
    </p>
  );
}
