/**
 * The IELTS practice API (worker/routes/ielts.ts, /api/audio) as TanStack queries and calls. Every key
 * lives under the account's root, so a learner's tests and submissions all go at sign-out.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  IeltsSection,
  ListeningTestDetail,
  ReadingTestDetail,
  SubmissionDetail,
  SubmissionRequest,
  TestDetail,
  WritingCheckRequest,
} from "../../../worker/contract/ielts";
import { api, call } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/AuthProvider";

import { ieltsKeys } from "./query-keys";

/** The IELTS screens are account routes: they render only for a signed-in user. */
export function useSignedInUserId(): string {
  const { user } = useAuth();
  return user?.id ?? "";
}

export const fetchCapabilities = () => call(api.ielts.capabilities.$get());
export const fetchTests = (section: IeltsSection) => call(api.ielts.tests.$get({ query: { section } }));
const fetchTest = (id: string) => call(api.ielts.tests[":id"].$get({ param: { id: encodeURIComponent(id) } }));

/** One section's test: an id of another section is an error, not a screen fed the wrong shape. */
async function fetchTestOf<S extends IeltsSection>(section: S, id: string) {
  const detail = await fetchTest(id);
  if (detail.section !== section) throw new Error(`${id} is not a ${section} test`);
  return detail as Extract<typeof detail, { section: S }>;
}
export const fetchWritingPrompt = (id: string) => fetchTestOf("writing", id);
export const fetchSpeakingSet = (id: string) => fetchTestOf("speaking", id);
export const fetchSubmissions = (section: IeltsSection, limit: number) =>
  call(api.ielts.submissions.$get({ query: { section, limit: String(limit) } }));
export const fetchSubmission = (id: string) => call(api.ielts.submissions[":id"].$get({ param: { id: encodeURIComponent(id) } }));

export const postSubmission = (json: SubmissionRequest) => call(api.ielts.submissions.$post({ json }));
/** The grammar and spelling corrections of a draft, checked on the server as the learner types; nothing is stored. */
export const checkDraft = (json: WritingCheckRequest, signal: AbortSignal) =>
  call(api.ielts.writing.check.$post({ json }, { init: { signal } }));

export const evaluateAgain = (id: string) => call(api.ielts.submissions[":id"].evaluate.$post({ param: { id: encodeURIComponent(id) } }));

/**
 * Uploads a recording as its raw bytes; the server answers 413 over 25 MB and 415 for anything but
 * audio. The route reads the body itself, so the bytes go in as the request's own body.
 */
export const uploadRecording = (audio: Blob) =>
  call(api.audio.$post(undefined, { init: { body: audio }, headers: { "Content-Type": audio.type || "application/octet-stream" } }));

export const transcribeRecording = (audioKey: string) => call(api.ielts.transcriptions.$post({ json: { audioKey } }));

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
    // While a local stack is still making listening audio, look again now and then: the player appears when it is in.
    refetchInterval: (query) =>
      query.state.data?.section === "listening" && query.state.data.audioProgress ? AUDIO_PROGRESS_REFRESH_MS : false,
  });
}

/** How often a listening test is fetched again while its audio is being prepared. */
const AUDIO_PROGRESS_REFRESH_MS = 5_000;

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
  return useQuery({
    queryKey: ieltsKeys.submissions(userId, list),
    queryFn: () => fetchSubmissions(section, list.limit),
    enabled: userId !== "",
  });
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
