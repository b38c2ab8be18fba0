/** Submissions of a class's student for the grading tests, made through the API as the student would. */
import type { SpeakingSetCollection, WritingTask2Set } from "../../../worker/contract/ielts-content";
import type { AudioUploadResponse, SubmissionResponse } from "../../../worker/contract/ielts";
import { api } from "../helpers";
import { CONTENT, READING, clientId, correctAnswers, toneWav } from "../ielts/helpers";
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

export const SPOKEN =
  "I would like to describe a small harbour town where my grandparents live because I have visited it every summer since I was a child. " +
  "Although it is quite far from my city, the journey along the coast is beautiful, and you can watch the fishing boats come back in the evening.";

/** A speaking test with one uploaded recording, as the speaking screen sends it. */
export async function submitSpeaking(student: Caller): Promise<SubmissionResponse["submission"]> {
  const set = CONTENT.find((f): f is SpeakingSetCollection => f.kind === "ielts_speaking_sets")!.sets[0]!;
  const uploaded = await api("/api/audio", {
    method: "POST",
    body: toneWav(0.2),
    headers: { Authorization: `Bearer ${student.token}`, "Content-Type": "audio/wav" },
  });
  const { key } = await json<AudioUploadResponse>(uploaded, 201);
  const res = await call("/api/ielts/submissions", student.token, {
    json: {
      section: "speaking",
      clientId: clientId(),
      setId: set.id,
      transcriptSource: "typed",
      responses: [
        { part: 1, questionIndex: 0, transcript: SPOKEN, audioKey: key, durationSeconds: 35 },
        { part: 2, questionIndex: 0, transcript: SPOKEN, durationSeconds: 110 },
      ],
    },
  });
  return (await json<SubmissionResponse>(res, 201)).submission;
}
