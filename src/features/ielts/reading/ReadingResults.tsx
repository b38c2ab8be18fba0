import { useState } from "react";
import { Link } from "react-router";
import type { QuestionReview, ReadingTestDetail } from "../../../../worker/contract/ielts";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { Loading } from "../../../components/ui/Spinner";
import { useSubmission, useTestDetail } from "../api";
import { LoadError } from "../shared/LoadError";
import { ReviewList, ScoreSummary } from "../shared/ObjectiveResults";
import { useIeltsTranslation } from "../translations";
import { describeWith, readingAnswerLabels } from "./answer-labels";
import { PassageView } from "./PassageView";

type ReadingResultsProps = { submissionId: string; title: string; testHref: (testId: string) => string; listHref: string };

/** Score, approximate band and the review of every question, each with the passage sentence that proves it. */
export function ReadingResults({ submissionId, title, testHref, listHref }: ReadingResultsProps) {
  const { t } = useIeltsTranslation();
  const submission = useSubmission(submissionId);
  const test = useTestDetail("reading", submission.data?.section === "reading" ? submission.data.testId : null);
  const [proof, setProof] = useState<QuestionReview | null>(null);

  const body = () => {
    if (submission.isError) return <LoadError error={submission.error} onRetry={() => void submission.refetch()} />;
    if (submission.isPending) return <Loading label={t("results.loading")} />;
    const result = submission.data;
    const labels = test.data ? readingAnswerLabels(test.data, (letter) => t("questions.paragraph", { letter })) : null;
    return (
      <div className="flex flex-col gap-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{result.testTitle}</h2>
        <ScoreSummary submission={result} partKind="passage" />
        <div className="flex flex-wrap gap-2">
          <Link to={testHref(result.testId)} className={buttonClasses()}>
            {t("results.tryAgain")}
          </Link>
          <Link to={listHref} className={buttonClasses({ variant: "secondary" })}>
            {t("results.otherTest")}
          </Link>
        </div>
        <ReviewList
          review={result.review ?? []}
          partKind="passage"
          describeAnswer={describeWith(labels)}
          renderEvidenceAction={(item) =>
            test.data && (
              <Button variant="ghost" size="sm" className="mt-2 -ml-2" onClick={() => setProof(item)}>
                {t("results.showInPassage")}
              </Button>
            )
          }
        />
        {test.data && <ProofDialog test={test.data} item={proof} onClose={() => setProof(null)} />}
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

function ProofDialog({ test, item, onClose }: { test: ReadingTestDetail; item: QuestionReview | null; onClose: () => void }) {
  const { t } = useIeltsTranslation();
  const passage = test.passages.find((p) => p.number === item?.part);
  return (
    <Dialog open={item !== null && passage !== undefined} onClose={onClose} title={t("results.proofTitle", { number: item?.number ?? 0 })} className="sm:max-w-3xl">
      {passage && item && (
        <div className="max-h-[65vh] overflow-y-auto pr-2">
          <PassageView passage={passage} highlights={[]} emphasis={item.evidence} />
        </div>
      )}
    </Dialog>
  );
}
