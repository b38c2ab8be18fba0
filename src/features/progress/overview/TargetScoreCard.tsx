import { Link } from "react-router";
import { IELTS_SECTIONS, type TargetScore } from "../../../../worker/contract/progress";
import { Card } from "../../../components/ui/Card";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useStudentId } from "../api";
import { formatBand, formatDay } from "../format";
import { useProgressTranslation } from "../translations";
import { TargetFigures } from "./TargetFigures";

/** Target-score tracker (spec §3): the current IELTS estimate against the target and today's benchmark. */
export function TargetScoreCard({ target }: { target: TargetScore }) {
  const { t, i18n } = useProgressTranslation();
  const lang = i18n.language;
  // A teacher reading a student's progress cannot change the student's goals.
  const ownGoals = useStudentId() === null;
  const figures = [
    { id: "current", value: target.current },
    { id: "target", value: target.target },
    { id: "benchmark", value: target.benchmark },
  ] as const;
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("target.title")}</h2>
      <TargetFigures
        figures={figures.map((figure) => ({ id: figure.id, label: t(`target.${figure.id}`), value: formatBand(figure.value, lang) }))}
        onTrack={target.on_track}
        onTrackText={t("target.onTrack")}
        behindText={t("target.behind")}
      />
      {target.current === null && <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t("target.needsAllSkills")}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {IELTS_SECTIONS.map((section) => (
          <div key={section}>
            <dt className="text-slate-600 dark:text-slate-400">{t(`sections.${section}`)}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">{formatBand(target.latest_bands[section], lang)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">
        {target.exam_date
          ? t("target.examOn", { date: formatDay(target.exam_date, lang), count: Math.max(0, target.days_to_exam ?? 0) })
          : t("target.noExamDate")}{" "}
        {target.target === null && t("target.noTarget")}{" "}
        {ownGoals && (
          <Link to="/profile" className={classNames("rounded text-indigo-700 underline dark:text-indigo-300", focusRing)}>
            {t("target.setInProfile")}
          </Link>
        )}
      </p>
    </Card>
  );
}
