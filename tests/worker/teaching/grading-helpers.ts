/** Submissions of a class's student for the grading tests, made through the API as the student would. */
import type { WritingTask2Set } from "../../../worker/contract/ielts-content";
import type { SubmissionResponse } from "../../../worker/contract/ielts";
import { CONTENT, READING, clientId, correctAnswers } from "../ielts/helpers";
import { call, json, type Caller } from "../progress/helpers";

export const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts.find((p) => p.modelAnswer)!;

export async function submitEssay(student: Caller, text = TASK2.modelAnswer!): Promise<SubmissionResponse["submission"]> {
  const res = await call("/api/ielts/submissions", student.token, {
    json: { section: "writing", clientId: clientId(), promptId: TASK2.id, task_type: "task2", user_writing: text },
  });
  return (await json<SubmissionResponse>(res, 201)).submission;
}

export async function submitReading(student: Caller): Promise<SubmissionResponse["submission"]> {
  const res = await call("/api/ielts/submissions", student.token, {
    json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING) },
  });
  return (await json<SubmissionResponse>(res, 201)).submission;
}

export const WRITING_BANDS = (bands: [number, number, number, number]) =>
  ["task_response", "coherence_cohesion", "lexical_resource", "grammatical_range_accuracy"].map((id, i) => ({ id, band: bands[i] }));
