import { useState } from "react";
import type { QuestionReview, ReadingTestDetail, SubmissionDetail } from "../../../../worker/contract/ielts";
import { Button } from "../../../components/ui/Button";
import { Dialog } from "../../../components/ui/Dialog";
import { useTestDetail } from "../api";
import { ResultsScreen, ReviewList, type ResultsScreenProps } from "../shared/ObjectiveResults";
import { useIeltsTranslation } from "../translations";
import { describeWith, readingAnswerLabels } from "./answer-labels";
import { PassageView } from "./PassageView";

/** Score, approximate band and the review of every question, each with the passage sentence that proves it. */
export function ReadingResults(props: ResultsScreenProps) {
  return (
    <ResultsScreen {...props} partKind="passage">
      {(result) => <ReadingReview result={result} />}
    </ResultsScreen>
  );
}

function ReadingReview({ result }: { result: SubmissionDetail }) {
  const { t } = useIeltsTranslation();
  const test = useTestDetail("reading", result.section === "reading" ? result.testId : null);
  const [proof, setProof] = useState<QuestionReview | null>(null);
  const labels = test.data ? readingAnswerLabels(test.data, (letter) => t("questions.paragraph", { letter })) : null;
  return (
    <>
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
    </>
  );
}

function ProofDialog({ test, item, onClose }: { test: ReadingTestDetail; item: QuestionReview | null; onClose: () => void }) {
  const { t } = useIeltsTranslation();
  const passage = test.passages.find((p) => p.number === item?.part);
  return (
    <Dialog
      open={item !== null && passage !== undefined}
      onClose={onClose}
      title={t("results.proofTitle", { number: item?.number ?? 0 })}
      className="sm:max-w-3xl"
    >
      {passage && item && (
        <div className="max-h-[65vh] overflow-y-auto pr-2">
          <PassageView passage={passage} highlights={[]} emphasis={item.evidence} />
        </div>
      )}
    </Dialog>
  );
}
