/**
 * The IELTS practice API (worker/routes/ielts.ts, /api/audio) as TanStack queries and calls. Every key
 * lives under the account's root, so a learner's tests and submissions all go at sign-out.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AudioUploadResponse,
  IeltsCapabilities,
  IeltsSection,
  ListeningTestDetail,
  ReadingTestDetail,
  SpeakingSetDetail,
  SubmissionDetail,
  SubmissionListResponse,
  SubmissionRequest,
  SubmissionResponse,
  TestDetail,
  TestListResponse,
  TranscriptionResponse,
  WritingPromptDetail,
} from "../../../worker/contract/ielts";
import { apiFetch } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { useAuth } from "../../lib/auth/AuthProvider";

const ieltsKey = (userId: string) => [...accountQueryKey(userId), "ielts"] as const;

export const ieltsKeys = {
  all: ieltsKey,
  capabilities: (userId: string) => [...ieltsKey(userId), "capabilities"] as const,
  tests: (userId: string, section?: IeltsSection) => [...ieltsKey(userId), "tests", ...(section ? [section] : [])] as const,
  test: (userId: string, id: string | null) => [...ieltsKey(userId), "test", id] as const,
  /** Without a section: every list of submissions, for invalidation. */
  submissions: (userId: string, list?: { section: IeltsSection; limit: number }) =>
    [...ieltsKey(userId), "submissions", ...(list ? [list.section, list.limit] : [])] as const,
  submission: (userId: string, id: string | null) => [...ieltsKey(userId), "submission", id] as const,
};

/** The IELTS screens are account routes: they render only for a signed-in user. */
export function useSignedInUserId(): string {
  const { user } = useAuth();
  return user?.id ?? "";
}

export const fetchCapabilities = () => apiFetch<IeltsCapabilities>("/api/ielts/capabilities");
export const fetchTests = (section: IeltsSection) => apiFetch<TestListResponse>(`/api/ielts/tests?section=${section}`);
const fetchTest = (id: string) => apiFetch<TestDetail>(`/api/ielts/tests/${encodeURIComponent(id)}`);
export const fetchWritingPrompt = (id: string) => apiFetch<WritingPromptDetail>(`/api/ielts/tests/${encodeURIComponent(id)}`);
export const fetchSpeakingSet = (id: string) => apiFetch<SpeakingSetDetail>(`/api/ielts/tests/${encodeURIComponent(id)}`);
export const fetchSubmissions = (section: IeltsSection, limit: number) =>
  apiFetch<SubmissionListResponse>(`/api/ielts/submissions?section=${section}&limit=${limit}`);
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

export function useTestList(section: IeltsSection) {
  const userId = useSignedInUserId();
  return useQuery({ queryKey: ieltsKeys.tests(userId, section), queryFn: () => fetchTests(section), enabled: userId !== "" });
}

type DetailOf<S extends IeltsSection> = S extends "reading" ? ReadingTestDetail : S extends "listening" ? ListeningTestDetail : TestDetail;

export function useTestDetail<S extends IeltsSection>(section: S, testId: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: ieltsKeys.test(userId, testId),
    queryFn: async () => {
      const detail = await fetchTest(testId!);
      if (detail.section !== section) throw new Error(`${testId} is not a ${section} test`);
      return detail as DetailOf<S>;
    },
    enabled: userId !== "" && testId !== null,
  });
}

export function useSubmission(submissionId: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: ieltsKeys.submission(userId, submissionId),
    queryFn: () => fetchSubmission(submissionId!),
    enabled: userId !== "" && submissionId !== null,
  });
}

/** The last five submissions of a section, as the reading and listening pickers show them. */
export function useRecentSubmissions(section: IeltsSection) {
  const userId = useSignedInUserId();
  const list = { section, limit: 5 };
  return useQuery({ queryKey: ieltsKeys.submissions(userId, list), queryFn: () => fetchSubmissions(section, list.limit), enabled: userId !== "" });
}

/** Posts a submission; the stored result goes into the cache and the lists are refreshed. */
export function useSubmitAnswers() {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  return async (request: SubmissionRequest): Promise<SubmissionDetail> => {
    const { submission } = await postSubmission(request);
    queryClient.setQueryData(ieltsKeys.submission(userId, submission.id), submission);
    void queryClient.invalidateQueries({ queryKey: ieltsKeys.tests(userId) });
    void queryClient.invalidateQueries({ queryKey: ieltsKeys.submissions(userId) });
    void queryClient.invalidateQueries({ queryKey: ieltsKeys.test(userId, submission.testId) });
    return submission;
  };
}
