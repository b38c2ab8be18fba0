/** Calls of the writing and speaking screens to /api/ielts and /api/audio (shapes: worker/contract/ielts). */
import type {
  AudioUploadResponse,
  IeltsCapabilities,
  IeltsSection,
  SpeakingSetDetail,
  SubmissionDetail,
  SubmissionListResponse,
  SubmissionRequest,
  SubmissionResponse,
  TestListResponse,
  TranscriptionResponse,
  WritingPromptDetail,
} from "../../../worker/contract/ielts";
import { apiFetch } from "../../lib/api";

export const ieltsTaskKeys = {
  capabilities: ["ielts", "capabilities"] as const,
  tests: (section: IeltsSection) => ["ielts", "tests", section] as const,
  test: (id: string) => ["ielts", "test", id] as const,
  submissions: (section: IeltsSection) => ["ielts", "submissions", section] as const,
  submission: (id: string) => ["ielts", "submission", id] as const,
};

export const fetchCapabilities = () => apiFetch<IeltsCapabilities>("/api/ielts/capabilities");
export const fetchTests = (section: IeltsSection) => apiFetch<TestListResponse>(`/api/ielts/tests?section=${section}`);
export const fetchWritingPrompt = (id: string) => apiFetch<WritingPromptDetail>(`/api/ielts/tests/${encodeURIComponent(id)}`);
export const fetchSpeakingSet = (id: string) => apiFetch<SpeakingSetDetail>(`/api/ielts/tests/${encodeURIComponent(id)}`);
export const fetchSubmissions = (section: IeltsSection) => apiFetch<SubmissionListResponse>(`/api/ielts/submissions?section=${section}&limit=20`);
export const fetchSubmission = (id: string) => apiFetch<SubmissionDetail>(`/api/ielts/submissions/${encodeURIComponent(id)}`);

export const postSubmission = (body: SubmissionRequest) =>
  apiFetch<SubmissionResponse>("/api/ielts/submissions", { method: "POST", body: JSON.stringify(body) });

export const evaluateAgain = (id: string) =>
  apiFetch<SubmissionResponse>(`/api/ielts/submissions/${encodeURIComponent(id)}/evaluate`, { method: "POST" });

/** Uploads a recording as its raw bytes; the server answers 413 over 25 MB and 415 for anything but audio. */
export const uploadRecording = (audio: Blob) =>
  apiFetch<AudioUploadResponse>("/api/audio", { method: "POST", body: audio, headers: { "Content-Type": audio.type || "application/octet-stream" } });

export const transcribeRecording = (audioKey: string) =>
  apiFetch<TranscriptionResponse>("/api/ielts/transcriptions", { method: "POST", body: JSON.stringify({ audioKey }) });

/** A client id for one attempt: a retry (or a pending offline entry sent twice) is stored once. */
export const newClientId = (section: IeltsSection) => `${section}-${crypto.randomUUID()}`;
