import { toast } from "sonner";
import type { PendingIeltsSubmission } from "../../../../worker/contract/ielts";
import { ApiRequestError } from "../../../lib/api";
import { queuePendingSubmission } from "./use-pending-submissions";
import { discardAttempt } from "./attempt";

/** A failed submission: the server's reason, or that the answers wait on this device until the network is back. */
export function showSubmitError(error: unknown, offlineMessage: string): void {
  if (error instanceof ApiRequestError) toast.error(error.message);
  else toast.error(offlineMessage);
}

/**
 * A reading or listening submission that could not reach the server for want of a connection waits in
 * `pending_ielts_submissions` and is sent on reconnect (spec §4); the attempt it came from is cleared
 * and the learner told. True when it was kept that way; an answer from the server (a refusal, a server
 * error) is not queued.
 */
export function keepForReconnect(
  error: unknown,
  entry: PendingIeltsSubmission & { user_id: string; testId: string },
  queuedMessage: string,
): boolean {
  if (error instanceof ApiRequestError) return false;
  queuePendingSubmission({ ...entry, submittedAt: entry.submittedAt ?? new Date().toISOString() });
  discardAttempt(entry.user_id, entry.testId);
  toast.success(queuedMessage);
  return true;
}
