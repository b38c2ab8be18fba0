/** "Evaluate again" for a submission whose evaluation failed: the result replaces it wherever it is shown. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SubmissionDetail } from "../../../worker/contract/ielts";
import { evaluateAgain } from "./api";
import { useIeltsTasksTranslation } from "./translations";

export function useEvaluateAgain(onEvaluated: (submission: SubmissionDetail) => void) {
  const { t } = useIeltsTasksTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateAgain,
    retry: false,
    onSuccess: async ({ submission }) => {
      onEvaluated(submission);
      if (submission.evaluationError) toast.error(t("evaluation.failedAgain"));
      await queryClient.invalidateQueries({ queryKey: ["ielts", "submissions"] });
    },
    onError: (error) => toast.error(t("evaluation.evaluateAgainFailed"), { description: error.message }),
  });
}
