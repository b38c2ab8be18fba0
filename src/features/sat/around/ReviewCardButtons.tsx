/**
 * On a finished section's results: a wrong or omitted question goes to review as a card with one
 * click, or all of them at once. The server makes the card from its own key; sending again makes no
 * second card, and the button then says the question is in review.
 */
import { Link } from "react-router";
import { toast } from "sonner";
import type { SatQuestionResult } from "../../../../worker/contract/sat";
import type { SatSendToReviewResponse } from "../../../../worker/contract/sat-review";
import { Button } from "../../../components/ui/Button";
import { classNames, focusRing } from "../../../components/ui/class-names";
import { useSatReviewCards, useSendToReview } from "./api";
import { useSatProgressTranslation } from "./translations";

function useSender(attemptId: string) {
  const { t } = useSatProgressTranslation();
  const onSent = ({ created }: SatSendToReviewResponse) =>
    toast.success(created > 0 ? t("review.sent", { count: created }) : t("review.alreadyThere"));
  return useSendToReview(attemptId, onSent, () => toast.error(t("review.failed")));
}

/** "Send all wrong answers to review", above the list of questions. */
export function SendWrongToReview({ attemptId, questions }: { attemptId: string; questions: SatQuestionResult[] }) {
  const { t } = useSatProgressTranslation();
  const carded = useSatReviewCards(attemptId);
  const send = useSender(attemptId);
  const wrong = questions.filter((q) => !q.correct);
  if (wrong.length === 0) return null;
  const allInReview = carded.data !== undefined && wrong.every((q) => carded.data.has(q.id));
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:bg-slate-800">
      <p className="text-sm text-slate-700 dark:text-slate-200">{t("review.hint")}</p>
      <div className="flex flex-wrap items-center gap-3">
        {allInReview ? (
          <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
            {t("review.allInReview")}
          </p>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={send.isPending}
            onClick={() => send.mutate(null)}
            data-testid="sat-send-all-to-review"
          >
            {send.isPending && send.variables === null ? t("review.sending") : t("review.sendAll")}
          </Button>
        )}
        <Link to="/review" className={classNames("rounded text-sm text-indigo-700 underline dark:text-indigo-300", focusRing)}>
          {t("review.openReview")}
        </Link>
      </div>
    </div>
  );
}

/** One wrong or omitted question's "Send to review", in its explanation. */
export function SendQuestionToReview({ attemptId, question }: { attemptId: string; question: SatQuestionResult }) {
  const { t } = useSatProgressTranslation();
  const carded = useSatReviewCards(attemptId);
  const send = useSender(attemptId);
  if (question.correct) return null;
  const sending = send.isPending && send.variables === question.id;
  if (carded.data?.has(question.id)) {
    return <p className="text-sm font-medium text-emerald-800 dark:text-emerald-200">{t("review.inReview")}</p>;
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      disabled={send.isPending}
      // The visible words begin the name (axe: label-content-name-mismatch); the number says which question.
      aria-label={sending ? undefined : t("review.sendOneLabel", { number: question.number })}
      onClick={() => send.mutate(question.id)}
    >
      {sending ? t("review.sending") : t("review.sendOne")}
    </Button>
  );
}
