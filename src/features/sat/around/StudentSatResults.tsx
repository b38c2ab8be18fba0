/**
 * A student's finished SAT sections on the teacher's student screen: section, test, date,
 * the estimate with its range, raw count, the module 2 route and accuracy per domain.
 */
import { Card } from "../../../components/ui/Card";
import { LoadFailed } from "../../../components/ui/LoadFailed";
import { Loading } from "../../../components/ui/Spinner";
import { useSatTranslation } from "../translations";
import { useStudentSatResults } from "./api";
import { useSatProgressTranslation } from "./translations";

export function StudentSatResults({ teacherId, studentId }: { teacherId: string; studentId: string }) {
  const { t, i18n } = useSatProgressTranslation();
  const { t: tSat } = useSatTranslation();
  const results = useStudentSatResults(teacherId, studentId);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent" });
  return (
    <section aria-labelledby="student-sat-heading" className="mx-auto w-full max-w-5xl px-4 pb-10">
      <Card>
        <h2 id="student-sat-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("teacher.title")}
        </h2>
        {results.isPending && <Loading label={t("teacher.loading")} />}
        {results.isError && (
          <LoadFailed message={t("teacher.loadFailed")} retryLabel={t("teacher.retry")} onRetry={() => void results.refetch()} />
        )}
        {results.data &&
          (results.data.results.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("teacher.empty")}</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("teacher.estimateNote")}</p>
              <ul className="mt-4 flex flex-col gap-3" data-testid="student-sat-results">
                {results.data.results.map((r) => (
                  <li key={r.attemptId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                    <p className="font-medium break-words text-slate-900 dark:text-white">
                      {t(r.section === "math" ? "teacher.math" : "teacher.readingWriting")} · {r.title}
                    </p>
                    <p className="text-sm text-slate-600 dark:text-slate-300">{dateTime.format(new Date(r.completedAt))}</p>
                    <p className="mt-1 text-sm text-slate-900 dark:text-slate-100">
                      <strong className="tabular-nums">
                        {t("teacher.score", { score: r.sectionScore.score, low: r.sectionScore.low, high: r.sectionScore.high })}
                      </strong>{" "}
                      · {t("teacher.raw", { correct: r.correct, total: r.total })} ·{" "}
                      {t(r.route === "module2_harder" ? "teacher.harder" : "teacher.easier")}
                      {r.retake ? ` · ${t("teacher.retake")}` : null}
                    </p>
                    <h3 className="sr-only">{t("teacher.domains")}</h3>
                    <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                      {r.domains.map((d) => (
                        <div key={d.domain} className="flex justify-between gap-3">
                          <dt className="text-slate-600 dark:text-slate-400">{tSat(`domains.${d.domain}`, { defaultValue: d.domain })}</dt>
                          <dd className="font-medium text-slate-900 tabular-nums dark:text-white">
                            {percent.format(d.total === 0 ? 0 : d.correct / d.total)} ({d.correct}/{d.total})
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            </>
          ))}
      </Card>
    </section>
  );
}
