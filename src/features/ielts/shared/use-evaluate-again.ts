/** "Evaluate again" for a submission whose evaluation failed: the result replaces it wherever it is shown. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SubmissionDetail } from "../../../../worker/contract/ielts";
import { evaluateAgain, useSignedInUserId } from "../api";
import { ieltsKeys } from "../query-keys";
import { useIeltsTasksTranslation } from "../task-translations";

export function useEvaluateAgain(onEvaluated: (submission: SubmissionDetail) => void) {
  const { t } = useIeltsTasksTranslation();
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return useMutation({
    mutationFn: evaluateAgain,
    retry: false,
    onSuccess: async ({ submission }) => {
      onEvaluated(submission);
      if (submission.evaluationError) toast.error(t("evaluation.failedAgain"));
      await queryClient.invalidateQueries({ queryKey: ieltsKeys.submissions(userId) });
    },
    onError: (error) => toast.error(t("evaluation.evaluateAgainFailed"), { description: error.message }),
  });
}
