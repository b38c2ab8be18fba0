/**
 * The target tracker's SAT side: the latest Reading and Writing and Math estimates, their
 * total against the target SAT score from the profile, labelled as estimates.
 */
import { Link } from "react-router";
import type { SatTarget } from "../../../../worker/contract/sat-progress";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useStudentId } from "../api";
import { TargetFigures } from "./TargetFigures";
import { useSatProgressTranslation } from "../../sat";

export function SatTargetCard({ target }: { target: SatTarget }) {
  const { t, i18n } = useSatProgressTranslation();
  // A teacher reading a student's progress cannot change the student's goals.
  const ownGoals = useStudentId() === null;
  const figure = (value: number | null) => (value === null ? "—" : String(value));
  const date = target.latest_at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(target.latest_at)) : null;
  const figures = [
    { id: "current", value: target.current },
    { id: "target", value: target.target },
  ] as const;
  return (
    <Card data-testid="sat-target">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("target.title")}</h2>
      <TargetFigures
        figures={figures.map((f) => ({ id: f.id, label: t(`target.${f.id}`), value: figure(f.value) }))}
        onTrack={target.on_track}
        onTrackText={t("target.onTrack")}
        behindText={t("target.behind")}
      />
      {target.current === null && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t("target.needsBothSections")}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("target.readingWriting")}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{figure(target.reading_writing)}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{t("target.math")}</dt>
          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{figure(target.math)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        {date && `${t("target.latest", { date })} `}
        {t("target.estimate")} {target.target === null && t("target.noTarget")}{" "}
        {ownGoals && target.target === null && (
          <Link to="/profile" className={classNames("rounded text-indigo-700 underline dark:text-indigo-300", focusRing)}>
            {t("target.setInProfile")}
          </Link>
        )}
      </p>
    </Card>
  );
}
