/** The result of a scored reading or listening submission: score out of 40, band, per-question review. */
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { QuestionReview, SubmissionDetail } from "../../../../worker/contract/ielts";
import { buttonClasses } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Loading } from "../../../components/ui/Spinner";
import { Switch } from "../../../components/ui/Switch";
import { classNames } from "../../../components/ui/class-names";
import { formatClock } from "../timer/timer-machine";
import { useSubmission } from "../api";
import { useIeltsTranslation } from "../translations";
import { LoadFailed } from "../../../components/ui/LoadFailed";

type PartKind = "passage" | "part";

export type ResultsScreenProps = { submissionId: string; title: string; testHref: (testId: string) => string; listHref: string };

/**
 * The results page of a reading or listening submission: its test, score and band, links to try again
 * or pick another test, then what the section adds (the review, the transcript).
 */
export function ResultsScreen({
  submissionId,
  title,
  testHref,
  listHref,
  partKind,
  children,
}: ResultsScreenProps & { partKind: PartKind; children: (result: SubmissionDetail) => ReactNode }) {
  const { t } = useIeltsTranslation();
  const submission = useSubmission(submissionId);
  const body = () => {
    if (submission.isError) return <LoadFailed error={submission.error} onRetry={() => void submission.refetch()} />;
    if (submission.isPending) return <Loading label={t("results.loading")} />;
    const result = submission.data;
    return (
      <div className="flex flex-col gap-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{result.testTitle}</h2>
        <ScoreSummary submission={result} partKind={partKind} />
        <div className="flex flex-wrap gap-2">
          <Link to={testHref(result.testId)} className={buttonClasses()}>
            {t("results.tryAgain")}
          </Link>
          <Link to={listHref} className={buttonClasses({ variant: "secondary" })}>
            {t("results.otherTest")}
          </Link>
        </div>
        {children(result)}
      </div>
    );
  };
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {body()}
    </section>
  );
}

function ScoreSummary({ submission, partKind }: { submission: SubmissionDetail; partKind: PartKind }) {
  const { t, i18n } = useIeltsTranslation();
  const review = submission.review ?? [];
  const parts = [...new Set(review.map((r) => r.part))].sort((a, b) => a - b);
  const date = new Date(submission.date).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-10 gap-y-4">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("results.score")}</p>
          <p className="text-4xl font-bold text-slate-900 tabular-nums dark:text-white" data-testid="ielts-score">
            {t("results.scoreValue", { score: submission.score ?? 0, max: submission.maxScore ?? 40 })}
          </p>
        </div>
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("results.band")}</p>
          <p className="text-4xl font-bold text-indigo-700 tabular-nums dark:text-indigo-300" data-testid="ielts-band">
            {submission.band?.toFixed(1) ?? "—"}
          </p>
        </div>
        <p className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
          <span className="mr-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 uppercase dark:bg-amber-900 dark:text-amber-100">
            {t("results.approximate")}
          </span>
          {t("results.approximateNote")}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {parts.map((part) => {
          const ofPart = review.filter((r) => r.part === part);
          return (
            <div key={part} className="flex gap-1.5">
              <dt className="text-slate-600 dark:text-slate-300">
                {t(partKind === "passage" ? "navigator.passage" : "navigator.part", { number: part })}
              </dt>
              <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {ofPart.filter((r) => r.correct).length}/{ofPart.length}
              </dd>
            </div>
          );
        })}
        {submission.durationSeconds !== null && (
          <div className="flex gap-1.5">
            <dt className="text-slate-600 dark:text-slate-300">{t("results.timeSpent")}</dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatClock(submission.durationSeconds)}</dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt className="text-slate-600 dark:text-slate-300">{t("results.submitted")}</dt>
          <dd className="text-slate-900 dark:text-white">{date}</dd>
        </div>
      </dl>
    </Card>
  );
}

type ReviewListProps = {
  review: QuestionReview[];
  partKind: PartKind;
  /** What a letter or numeral answer stands for ("B" → "B  the cost of fuel"), when known. */
  describeAnswer: (question: number, answer: string) => string;
  /** Reading: show the proving sentence inside the passage. */
  renderEvidenceAction?: (item: QuestionReview) => ReactNode;
};

/** Every question with the learner's answer, the correct one and the words that prove it. */
export function ReviewList({ review, partKind, describeAnswer, renderEvidenceAction }: ReviewListProps) {
  const { t } = useIeltsTranslation();
  const [mistakesOnly, setMistakesOnly] = useState(false);
  const shown = mistakesOnly ? review.filter((r) => !r.correct) : review;
  const parts = [...new Set(shown.map((r) => r.part))].sort((a, b) => a - b);
  return (
    <section aria-labelledby="ielts-review-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ielts-review-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("results.reviewTitle")}
        </h2>
        <Switch label={t("results.mistakesOnly")} checked={mistakesOnly} onChange={setMistakesOnly} />
      </div>
      {shown.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t("results.noMistakes")}</p>}
      {parts.map((part) => (
        <div key={part} className="flex flex-col gap-3">
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
            {t(partKind === "passage" ? "navigator.passage" : "navigator.part", { number: part })}
          </h3>
          <ol className="flex flex-col gap-3">
            {shown
              .filter((r) => r.part === part)
              .map((item) => (
                <ReviewItem
                  key={item.number}
                  item={item}
                  partKind={partKind}
                  describeAnswer={describeAnswer}
                  action={renderEvidenceAction?.(item)}
                />
              ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

function ReviewItem({
  item,
  partKind,
  describeAnswer,
  action,
}: {
  item: QuestionReview;
  partKind: PartKind;
  describeAnswer: ReviewListProps["describeAnswer"];
  action: ReactNode;
}) {
  const { t } = useIeltsTranslation();
  const otherAccepted = item.accepted.filter((a) => a.toLowerCase() !== item.correctAnswer.toLowerCase());
  return (
    <li
      data-testid={`review-${item.number}`}
      className={classNames(
        "rounded-xl border-l-4 bg-white p-4 shadow-sm dark:bg-slate-900",
        item.correct ? "border-emerald-500" : "border-red-500",
      )}
    >
      <div className="flex items-start gap-3">
        <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-md bg-slate-800 px-1.5 text-xs font-bold text-white dark:bg-slate-200 dark:text-slate-900">
          {item.number}
        </span>
        <div className="min-w-0 flex-1">
          <p lang="en" className="text-sm text-slate-900 dark:text-slate-100">
            {item.prompt.replace(/\{\{\d+\}\}/g, "______")}
          </p>
          <p
            className={classNames(
              "mt-1 text-sm font-semibold",
              item.correct ? "text-emerald-700 dark:text-emerald-400" : "text-red-700 dark:text-red-400",
            )}
          >
            {item.correct ? t("results.correct") : item.answer === null ? t("results.unanswered") : t("results.incorrect")}
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600 dark:text-slate-300">{t("results.yourAnswer")}</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              {item.answer === null ? t("results.noAnswer") : <span lang="en">{describeAnswer(item.number, item.answer)}</span>}
            </dd>
            <dt className="text-slate-600 dark:text-slate-300">{t("results.correctAnswer")}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">
              <span lang="en">{describeAnswer(item.number, item.correctAnswer)}</span>
              {otherAccepted.length > 0 && (
                <span className="ml-2 font-normal text-slate-600 dark:text-slate-300">
                  {t("results.alsoAccepted", { answers: otherAccepted.join(", ") })}
                </span>
              )}
            </dd>
          </dl>
          <figure className="mt-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/70">
            <figcaption className="text-xs font-semibold text-slate-600 dark:text-slate-300">
              {partKind === "passage" ? t("results.evidencePassage") : t("results.evidenceRecording")}
            </figcaption>
            <blockquote lang="en" className="mt-1 text-sm text-slate-800 italic dark:text-slate-200">
              “{item.evidence}”
            </blockquote>
            {item.explanation && (
              <p lang="en" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                {item.explanation}
              </p>
            )}
            {action}
          </figure>
        </div>
      </div>
    </li>
  );
}
