/** The IELTS practice API (worker/routes/ielts.ts) as TanStack queries; everything is per account. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  IeltsSection,
  ListeningTestDetail,
  ReadingTestDetail,
  SubmissionDetail,
  SubmissionListResponse,
  SubmissionRequest,
  SubmissionResponse,
  TestDetail,
  TestListResponse,
} from "../../../worker/contract/ielts";
import { apiFetch } from "../../lib/api";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { useAuth } from "../../lib/auth/AuthProvider";

const ieltsKey = (userId: string) => [...accountQueryKey(userId), "ielts"] as const;

/** The IELTS screens are account routes: they render only for a signed-in user. */
export function useSignedInUserId(): string {
  const { user } = useAuth();
  return user?.id ?? "";
}

export function useTestList(section: IeltsSection) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...ieltsKey(userId), "tests", section],
    queryFn: () => apiFetch<TestListResponse>(`/api/ielts/tests?section=${section}`),
    enabled: userId !== "",
  });
}

type DetailOf<S extends IeltsSection> = S extends "reading" ? ReadingTestDetail : S extends "listening" ? ListeningTestDetail : TestDetail;

export function useTestDetail<S extends IeltsSection>(section: S, testId: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...ieltsKey(userId), "test", testId],
    queryFn: async () => {
      const detail = await apiFetch<TestDetail>(`/api/ielts/tests/${encodeURIComponent(testId!)}`);
      if (detail.section !== section) throw new Error(`${testId} is not a ${section} test`);
      return detail as DetailOf<S>;
    },
    enabled: userId !== "" && testId !== null,
  });
}

export function useSubmission(submissionId: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...ieltsKey(userId), "submission", submissionId],
    queryFn: () => apiFetch<SubmissionDetail>(`/api/ielts/submissions/${encodeURIComponent(submissionId!)}`),
    enabled: userId !== "" && submissionId !== null,
  });
}

export function useRecentSubmissions(section: IeltsSection) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...ieltsKey(userId), "submissions", section],
    queryFn: () => apiFetch<SubmissionListResponse>(`/api/ielts/submissions?section=${section}&limit=5`),
    enabled: userId !== "",
  });
}

/** Posts a submission; the stored result goes into the cache and the lists are refreshed. */
export function useSubmitAnswers() {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  return async (request: SubmissionRequest): Promise<SubmissionDetail> => {
    const { submission } = await apiFetch<SubmissionResponse>("/api/ielts/submissions", { method: "POST", body: JSON.stringify(request) });
    queryClient.setQueryData([...ieltsKey(userId), "submission", submission.id], submission);
    void queryClient.invalidateQueries({ queryKey: [...ieltsKey(userId), "tests"] });
    void queryClient.invalidateQueries({ queryKey: [...ieltsKey(userId), "submissions"] });
    void queryClient.invalidateQueries({ queryKey: [...ieltsKey(userId), "test", submission.testId] });
    return submission;
  };
}
