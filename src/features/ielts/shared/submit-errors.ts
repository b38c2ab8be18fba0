import { toast } from "sonner";
import { ApiRequestError } from "../../../lib/api";

/** A failed submission: the server's reason, or that the answers wait on this device until the network is back. */
export function showSubmitError(error: unknown, offlineMessage: string): void {
  if (error instanceof ApiRequestError) toast.error(error.message);
  else toast.error(offlineMessage);
}
