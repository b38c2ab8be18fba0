/**
 * The result of a writing task or a speaking test: the band labelled an estimate (or an offline
 * estimate), the official criteria each with its band and reason, corrections on the learner's own
 * text, strengths and improvements — or why there is no result yet, with a way to evaluate again.
 */
import type { ReactNode } from "react";
import {
  SPEECH_RATE_MIN_SECONDS,
  type CriterionResult,
  type Evaluation,
  type SubmissionDetail,
} from "../../../../../worker/contract/ielts";
import { Button } from "../../../../components/ui/Button";
import { Spinner } from "../../../../components/ui/Spinner";
import { itemTitle, itemTitleLang, useIeltsTasksTranslation } from "../../task-translations";
import { MistakeCards } from "../../../learning";
import { TeacherGradeView } from "../../../teaching";
import { AnnotatedText } from "./AnnotatedText";

const bandText = (band: number | null) => (band === null ? "–" : band.toFixed(1));

function BandBadge({ band, label }: { band: number | null; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl bg-indigo-600 px-5 py-3 text-white dark:bg-indigo-500">
      <span className="text-3xl leading-none font-bold tabular-nums">{bandText(band)}</span>
      <span className="mt-1 text-xs font-medium tracking-wide uppercase">{label}</span>
    </div>
  );
}

function CriterionCard({ criterion }: { criterion: CriterionResult }) {
  const { t } = useIeltsTasksTranslation();
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex items-baseline justify-between gap-3">
        <h4 className="font-semibold text-slate-900 dark:text-slate-100">{t(`criteria.${criterion.id}`)}</h4>
        <span
          className={
            criterion.assessed
              ? "text-xl font-bold text-indigo-700 tabular-nums dark:text-indigo-300"
              : "text-sm font-medium text-slate-500 dark:text-slate-400"
          }
        >
          {criterion.assessed ? bandText(criterion.band) : t("evaluation.notAssessed")}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{criterion.reason}</p>
    </li>
  );
}

function ListSection({ title, items, tone }: { title: string; items: string[]; tone: "good" | "todo" }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4 className="font-semibold text-slate-900 dark:text-slate-100">{title}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span
              aria-hidden="true"
              className={tone === "good" ? "text-emerald-600 dark:text-emerald-400" : "text-amber-600 dark:text-amber-400"}
            >
              {tone === "good" ? "✓" : "→"}
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function labelOf(evaluation: Evaluation, t: ReturnType<typeof useIeltsTasksTranslation>["t"]): string {
  return evaluation.method === "offline" ? t("evaluation.offlineEstimate") : t("evaluation.estimate");
}

type Props = {
  submission: SubmissionDetail;
  onEvaluateAgain?: () => void;
  evaluating?: boolean;
  /** Speaking shows its answers (recordings and transcripts) here instead of a single text. */
  answer?: ReactNode;
  /** Moves focus (and the view) to the result's heading, for a result that replaces the form the learner used. */
  focusOnMount?: boolean;
  /** False on the teacher's grading screen, whose form already shows the grade and the commented text. */
  showTeacherGrade?: boolean;
  /** False on the teacher's grading screen: its form shows the essay once, where passages are selected for comments. */
  showAnswerText?: boolean;
  /** The learner's own result: "Learn from your mistakes" offers its mistakes as review cards. */
  learnFromMistakes?: boolean;
};

export function EvaluationView({
  submission,
  onEvaluateAgain,
  evaluating = false,
  answer,
  focusOnMount = false,
  showTeacherGrade = true,
  showAnswerText = true,
  learnFromMistakes = false,
}: Props) {
  const { t, i18n } = useIeltsTasksTranslation();
  const evaluation = submission.evaluation;
  const failed = submission.evaluationError;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(submission.date));
  const title =
    submission.section === "writing" ? t(submission.taskType === "task1" ? "writing.task1" : "writing.task2") : t("speaking.resultTitle");

  return (
    <article aria-labelledby={`result-${submission.id}`} className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3
            id={`result-${submission.id}`}
            ref={focusOnMount ? (heading) => heading?.focus() : undefined}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-semibold text-slate-900 outline-none dark:text-white"
          >
            {t("evaluation.title", { task: title })}
          </h3>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {date} · <span lang={itemTitleLang(submission)}>{itemTitle(submission, t)}</span>
          </p>
        </div>
        {evaluation && <BandBadge band={evaluation.band} label={labelOf(evaluation, t)} />}
      </header>

      {showTeacherGrade && submission.teacherGrade && <TeacherGradeView submission={submission} grade={submission.teacherGrade} />}

      {evaluation && evaluation.status === "complete" && (
        <p className="rounded-lg bg-indigo-50 p-3 text-sm text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-200">
          {evaluation.method === "offline" ? t("evaluation.offlineNote") : t("evaluation.aiNote")}{" "}
          {t("evaluation.confidence", { percent: Math.round(evaluation.confidence * 100) })}
          {evaluation.bandRange && (
            <>
              {" "}
              <strong className="font-semibold">
                {t("evaluation.bandRange", { low: bandText(evaluation.bandRange.low), high: bandText(evaluation.bandRange.high) })}
              </strong>
            </>
          )}
        </p>
      )}

      {evaluation?.status === "insufficient_evidence" && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
          {t("evaluation.insufficient", { words: evaluation.wordCount, minimum: evaluation.minWords })}
        </p>
      )}

      {(failed || submission.status === "pending_evaluation") && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
        >
          <p>
            {failed?.code === "token_limit_exceeded"
              ? t("evaluation.overBudget")
              : submission.status === "pending_evaluation"
                ? t("evaluation.notYet")
                : t("evaluation.failed")}
            {evaluation && ` ${t("evaluation.previousKept")}`}
          </p>
          {onEvaluateAgain && (
            <Button variant="secondary" size="sm" onClick={onEvaluateAgain} disabled={evaluating}>
              {evaluating && <Spinner className="size-4" />}
              {t("evaluation.evaluateAgain")}
            </Button>
          )}
        </div>
      )}

      {evaluation && (
        <>
          <section aria-labelledby={`criteria-${submission.id}`}>
            <h4 id={`criteria-${submission.id}`} className="sr-only">
              {t("evaluation.criteriaHeading")}
            </h4>
            <ul className="grid gap-3 md:grid-cols-2">
              {evaluation.criteria.map((criterion) => (
                <CriterionCard key={criterion.id} criterion={criterion} />
              ))}
            </ul>
          </section>
          <p className="text-slate-800 dark:text-slate-200">{evaluation.summary}</p>
          <div className="grid gap-6 md:grid-cols-2">
            <ListSection title={t("evaluation.strengths")} items={evaluation.strengths} tone="good" />
            <ListSection title={t("evaluation.improvements")} items={evaluation.improvements} tone="todo" />
          </div>
        </>
      )}

      {showAnswerText && submission.section === "writing" && submission.studentText !== null && (
        <section>
          <h4 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">
            {t("evaluation.yourAnswer")}{" "}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
              {t("writing.wordCountOf", {
                count: submission.wordCount ?? 0,
                minimum: evaluation?.minWords ?? (submission.taskType === "task1" ? 150 : 250),
              })}
            </span>
          </h4>
          <AnnotatedText text={submission.studentText} corrections={evaluation?.corrections ?? []} />
        </section>
      )}
      {answer}
      {learnFromMistakes && evaluation && <MistakeCards submissionId={submission.id} />}

      {submission.modelAnswer && (
        <details className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">{t("evaluation.modelAnswer")}</summary>
          <p lang="en" className="mt-3 whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {submission.modelAnswer}
          </p>
        </details>
      )}

      {evaluation?.features && (
        <details className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">{t("evaluation.features")}</summary>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {Object.entries(evaluation.features).map(([name, value]) => (
              <div key={name} className="flex justify-between gap-2 border-b border-slate-100 py-1 dark:border-slate-800">
                <dt className="text-slate-600 dark:text-slate-400">{t(`features.${name}`, { defaultValue: name })}</dt>
                <dd className="font-medium text-slate-900 tabular-nums dark:text-slate-100">{value}</dd>
              </div>
            ))}
            {evaluation.kind === "speaking" && evaluation.features.wordsPerMinute === undefined && (
              <div className="flex justify-between gap-2 border-b border-slate-100 py-1 dark:border-slate-800">
                <dt className="text-slate-600 dark:text-slate-400">{t("features.wordsPerMinute")}</dt>
                <dd className="font-medium text-slate-900 dark:text-slate-100">
                  {t("features.wordsPerMinuteTooShort", { seconds: SPEECH_RATE_MIN_SECONDS })}
                </dd>
              </div>
            )}
          </dl>
        </details>
      )}
    </article>
  );
}
