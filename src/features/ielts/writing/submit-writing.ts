/**
 * Sending an essay: refused at once when empty or over 10,000 words (nothing is stored), kept on the
 * device when the browser is offline or the request cannot reach the server, otherwise stored by the
 * server (before it evaluates) and returned with its evaluation.
 */
import {
  ESSAY_MAX_WORDS,
  IELTS_ERROR_CODES,
  OWN_QUESTION_MIN_CHARS,
  type PendingIeltsSubmission,
  type SubmissionDetail,
  type WritingPromptDetail,
  type WritingTask,
} from "../../../../worker/contract/ielts";
import { countWords } from "../../../../worker/contract/ielts-content";
import { ApiRequestError } from "../../../lib/api";
import { newClientId, postSubmission } from "../api";

/** The screen's own refusal: the learner's question is missing or too short to be a task. */
export const OWN_QUESTION_TOO_SHORT = "own_question_too_short";

export type WritingOutcome =
  | { kind: "stored"; submission: SubmissionDetail }
  | { kind: "queued"; entry: PendingIeltsSubmission }
  | { kind: "refused"; code: string; message: string };

/** The task's words as the learner reads them: what an evaluation and the live check read too. */
export function writingTaskText(prompt: WritingPromptDetail): string {
  return prompt.task === "task1"
    ? `${prompt.prompt.description} ${prompt.prompt.instruction}`
    : `${prompt.prompt.statement} ${prompt.prompt.question}`;
}

/** The request body plus the spec's ielts_writing_history fields, as one pending entry would keep it. */
export function writingEntry(prompt: WritingPromptDetail, text: string, userId: string, now = new Date()): PendingIeltsSubmission {
  return {
    section: "writing",
    clientId: newClientId("writing"),
    promptId: prompt.id,
    submittedAt: now.toISOString(),
    user_id: userId,
    task_type: prompt.task,
    task: writingTaskText(prompt),
    user_writing: text,
    evaluation: null,
  };
}

/** An essay on the learner's own question (a past paper's, a teacher's): the question travels with it. */
export function ownQuestionEntry(
  task: WritingTask,
  question: string,
  text: string,
  userId: string,
  now = new Date(),
): PendingIeltsSubmission {
  return {
    section: "writing",
    clientId: newClientId("writing"),
    customPrompt: { task, text: question.trim() },
    submittedAt: now.toISOString(),
    user_id: userId,
    task_type: task,
    task: question.trim(),
    user_writing: text,
    evaluation: null,
  };
}

/** What the server or the checks before it refuse, by error code (the screen words it). */
function checkBeforeSending(entry: Extract<PendingIeltsSubmission, { section: "writing" }>): { code: string; message: string } | null {
  const text = entry.user_writing;
  if (entry.customPrompt && entry.customPrompt.text.trim().length < OWN_QUESTION_MIN_CHARS)
    return { code: OWN_QUESTION_TOO_SHORT, message: "" };
  if (text.trim() === "") return { code: IELTS_ERROR_CODES.emptyEssay, message: "" };
  if (countWords(text) > ESSAY_MAX_WORDS) return { code: IELTS_ERROR_CODES.essayTooLong, message: "" };
  return null;
}

export async function submitWriting(
  entry: PendingIeltsSubmission,
  options: { online: boolean; queue: (entry: PendingIeltsSubmission) => void },
): Promise<WritingOutcome> {
  if (entry.section !== "writing") throw new Error("not a writing entry");
  const refused = checkBeforeSending(entry);
  if (refused) return { kind: "refused", ...refused };
  if (!options.online) {
    options.queue(entry);
    return { kind: "queued", entry };
  }
  try {
    const { submission } = await postSubmission(entry);
    return { kind: "stored", submission };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status < 500 && err.status !== 408 && err.status !== 429) {
      return { kind: "refused", code: err.code, message: err.message };
    }
    // The server could not be reached (or failed): nothing is lost, the entry goes out on the next reconnect.
    options.queue(entry);
    return { kind: "queued", entry };
  }
}
