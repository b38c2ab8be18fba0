/** The scores of one essay: Reading, Analysis and Writing out of 8 with both readers, labelled as an estimate, and the feedback. */
import { useEffect, useRef } from "react";
import { SAT_ESSAY_DIMENSIONS, type SatEssayDetail } from "../../../../worker/contract/sat-essay";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { useSatEssayTranslation } from "./translations";

type Props = { essay: SatEssayDetail; onEvaluateAgain: () => void; evaluating: boolean };

export function EssayResult({ essay, onEvaluateAgain, evaluating }: Props) {
  const { t } = useSatEssayTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const evaluation = essay.evaluation;
  const offline = evaluation?.method === "offline";
  return (
    <section aria-labelledby="sat-essay-result" className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="sat-essay-result" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none dark:text-white">
          {t("result.heading")}
        </h2>
        {evaluation && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">
            {offline ? t("result.offlineEstimate") : t("result.estimate")}
          </span>
        )}
      </div>
      {!evaluation && (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-900 dark:bg-red-500/10 dark:text-red-100">
          <p>{t("result.failed")}</p>
          {essay.evaluationError && (
            <p className="text-sm">{t(essay.evaluationError.code === "token_limit_exceeded" ? "result.overBudget" : "result.tryLater")}</p>
          )}
          <Button onClick={onEvaluateAgain} disabled={evaluating}>
            {evaluating && <Spinner className="size-4 text-white" />}
            {t("result.evaluateAgain")}
          </Button>
        </div>
      )}
      {evaluation && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{offline ? t("result.offlineNote") : t("result.estimateNote")}</p>
          {evaluation.scores ? (
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {SAT_ESSAY_DIMENSIONS.map((id) => {
                const d = evaluation.scores![id];
                return (
                  <div
                    key={id}
                    data-testid={`sat-essay-score-${id}`}
                    className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                  >
                    <dt className="font-medium text-slate-700 dark:text-slate-200">{t(`result.${id}`)}</dt>
                    <dd className="mt-1 text-2xl font-semibold text-slate-900 dark:text-white">{t("result.outOf", { score: d.score })}</dd>
                    <dd className="text-sm text-slate-600 dark:text-slate-400">
                      {t("result.readers", { first: d.readers[0], second: d.readers[1] })}
                    </dd>
                    <dd className="mt-2 text-sm text-slate-700 dark:text-slate-300">{d.feedback}</dd>
                  </div>
                );
              })}
            </dl>
          ) : (
            <p className="font-medium text-slate-900 dark:text-white">{t("result.insufficient")}</p>
          )}
          <p className="text-slate-800 dark:text-slate-200">{evaluation.summary}</p>
          <Feedback title={t("result.strengths")} items={evaluation.strengths} />
          <Feedback title={t("result.improvements")} items={evaluation.improvements} />
          {evaluation.features && (
            <div>
              <h3 className="font-semibold text-slate-900 dark:text-white">{t("result.features")}</h3>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
                <li>{t("result.quotations", { count: evaluation.features.quotations })}</li>
                <li>{t("result.authorReferences", { count: evaluation.features.authorReferences })}</li>
                <li>{t("result.coverage", { percent: Math.round(evaluation.features.passageCoverage * 100) })}</li>
                <li>
                  {t("result.analysisTerms", {
                    terms: evaluation.features.analysisTerms.length > 0 ? evaluation.features.analysisTerms.join(", ") : t("result.none"),
                  })}
                </li>
                <li>{t("result.paragraphs", { count: evaluation.features.paragraphs })}</li>
                <li>{t("result.spelling", { count: evaluation.features.spellingErrors })}</li>
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Feedback({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
