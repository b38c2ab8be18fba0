/** The learner's recent writing or speaking submissions; each opens its full result. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { IeltsSection, SubmissionDetail, SubmissionSummary } from "../../../../worker/contract/ielts";
import { Dialog } from "../../../components/ui/Dialog";
import { Loading } from "../../../components/ui/Spinner";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { fetchSubmission, fetchSubmissions, useSignedInUserId } from "../api";
import { ieltsKeys } from "../query-keys";
import { EvaluationView } from "./evaluation/EvaluationView";
import { itemTitle, itemTitleLang, useIeltsTasksTranslation } from "../task-translations";
import { useEvaluateAgain } from "./use-evaluate-again";

function statusText(row: SubmissionSummary, t: ReturnType<typeof useIeltsTasksTranslation>["t"]): string {
  if (row.status === "evaluation_failed") return t("history.failed");
  if (row.status === "pending_evaluation") return t("history.pending");
  if (row.band === null) return t("history.noBand");
  if (row.gradedByTeacher) return `${row.band.toFixed(1)} · ${t("evaluation.teacherGrade")}`;
  return `${row.band.toFixed(1)} · ${row.bandLabel === "offline estimate" ? t("evaluation.offlineEstimate") : t("evaluation.estimate")}`;
}

function SubmissionDialog({
  id,
  onClose,
  answer,
}: {
  id: string;
  onClose: () => void;
  answer?: (submission: SubmissionDetail) => React.ReactNode;
}) {
  const { t } = useIeltsTasksTranslation();
  const userId = useSignedInUserId();
  const query = useQuery({ queryKey: ieltsKeys.submission(userId, id), queryFn: () => fetchSubmission(id) });
  const queryClient = useQueryClient();
  const evaluateAgain = useEvaluateAgain((submission) => queryClient.setQueryData(ieltsKeys.submission(userId, id), submission));
  return (
    <Dialog open onClose={onClose} title={t("history.resultTitle")} className="max-w-4xl">
      {query.data ? (
        <EvaluationView
          submission={query.data}
          answer={answer?.(query.data)}
          onEvaluateAgain={() => evaluateAgain.mutate(id)}
          evaluating={evaluateAgain.isPending}
          learnFromMistakes
        />
      ) : query.isError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t("history.loadFailed")}
        </p>
      ) : (
        <Loading label={t("loading")} />
      )}
    </Dialog>
  );
}

export function SubmissionHistory({
  section,
  answer,
}: {
  section: IeltsSection;
  answer?: (submission: SubmissionDetail) => React.ReactNode;
}) {
  const { t, i18n } = useIeltsTasksTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const userId = useSignedInUserId();
  const list = { section, limit: 20 };
  const query = useQuery({ queryKey: ieltsKeys.submissions(userId, list), queryFn: () => fetchSubmissions(section, list.limit) });
  const rows = query.data?.submissions ?? [];
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby={`history-${section}`} className="mt-10">
      <h2 id={`history-${section}`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(section === "writing" ? "history.writingTitle" : "history.speakingTitle")}
      </h2>
      {query.isPending ? (
        <Loading label={t("loading")} />
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t("history.loadFailed")}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("history.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {rows.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                onClick={() => setOpenId(row.id)}
                className={classNames(
                  "flex w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800",
                  focusRing,
                )}
              >
                <span>
                  <span className="block font-medium text-slate-900 dark:text-slate-100">
                    {row.section === "writing" ? t(row.task === "Task 1" ? "writing.task1" : "writing.task2") : row.testTitle}
                    {row.section === "writing" && (
                      <span className="font-normal text-slate-600 dark:text-slate-300">
                        {" · "}
                        <span lang={itemTitleLang(row)}>{itemTitle(row, t)}</span>
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{format.format(new Date(row.date))}</span>
                </span>
                <span data-testid="submission-result" className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
                  {statusText(row, t)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {openId && <SubmissionDialog id={openId} onClose={() => setOpenId(null)} answer={answer} />}
    </section>
  );
}
