/**
 * Sending an essay: refused at once when empty (nothing is stored), kept on the device when the browser is
 * offline or the server cannot be reached (the IELTS offline queue sends it on reconnect), otherwise stored and
 * scored by the server.
 */
import { SAT_ESSAY_ERROR_CODES, type PendingSatEssay, type SatEssayDetail } from "../../../../worker/contract/sat-essay";
import { ApiRequestError } from "../../../lib/api";
import { postSatEssay } from "./api";

export type EssayOutcome =
  | { kind: "stored"; essay: SatEssayDetail }
  | { kind: "queued"; entry: PendingSatEssay }
  | { kind: "refused"; code: string; message: string };

export async function submitEssay(
  entry: PendingSatEssay,
  options: { online: boolean; queue: (entry: PendingSatEssay) => void },
): Promise<EssayOutcome> {
  if (entry.text.trim() === "") return { kind: "refused", code: SAT_ESSAY_ERROR_CODES.emptyEssay, message: "" };
  if (!options.online) {
    options.queue(entry);
    return { kind: "queued", entry };
  }
  const { section: _section, user_id: _userId, promptTitle: _title, ...request } = entry;
  try {
    const { essay } = await postSatEssay(request);
    return { kind: "stored", essay };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status < 500 && err.status !== 408 && err.status !== 429)
      return { kind: "refused", code: err.code, message: err.message };
    // The server could not be reached (or failed): nothing is lost, the entry goes out on the next reconnect.
    options.queue(entry);
    return { kind: "queued", entry };
  }
}
