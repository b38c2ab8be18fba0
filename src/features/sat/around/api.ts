/** SAT review cards (worker/routes/sat-review.ts) and a student's SAT results for teachers, as calls and queries. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SatSendToReviewResponse } from "../../../../worker/contract/sat-review";
import { api, call } from "../../../lib/api-client";
import { accountQueryKey } from "../../../lib/auth/account-queries";
import { reviewQueueKey } from "../../practice";
import { useSatUserId } from "../api";
import { satKeys } from "../query-keys";

export const satReviewKey = (userId: string, attemptId: string) => [...satKeys.all(userId), "review-cards", attemptId] as const;
export const studentSatKey = (userId: string, studentId: string) =>
  [...accountQueryKey(userId), "teaching", "student-sat", studentId] as const;

const attemptParam = (id: string) => ({ id: encodeURIComponent(id) });

export const fetchSatReviewCards = (attemptId: string) => call(api.sat.review.attempts[":id"].$get({ param: attemptParam(attemptId) }));
export const sendSatQuestionToReview = (attemptId: string, questionId: string) =>
  call(
    api.sat.review.attempts[":id"].questions[":questionId"].card.$post({
      param: { ...attemptParam(attemptId), questionId: encodeURIComponent(questionId) },
    }),
  );
export const sendSatWrongToReview = (attemptId: string) =>
  call(api.sat.review.attempts[":id"].wrong.$post({ param: attemptParam(attemptId) }));
export const fetchStudentSatResults = (studentId: string) =>
  call(api.students[":studentId"]["sat-results"].$get({ param: { studentId: encodeURIComponent(studentId) } }));

/** Question id → the word of its review card, for the questions of this attempt already in review. */
export function useSatReviewCards(attemptId: string) {
  const userId = useSatUserId();
  return useQuery({
    queryKey: satReviewKey(userId, attemptId),
    queryFn: () => fetchSatReviewCards(attemptId),
    enabled: userId !== "",
    select: (data) => new Map(data.cards.map((card) => [card.questionId, card.wordId])),
  });
}

/** Sends one question (or, with null, every wrong one) to review; the review queue asks again afterwards. */
export function useSendToReview(attemptId: string, onSent: (response: SatSendToReviewResponse) => void, onFailed: () => void) {
  const userId = useSatUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string | null) =>
      questionId === null ? sendSatWrongToReview(attemptId) : sendSatQuestionToReview(attemptId, questionId),
    onSuccess: (response) => {
      queryClient.setQueryData(
        satReviewKey(userId, attemptId),
        (old: { attemptId: string; cards: SatSendToReviewResponse["cards"] } | undefined) => {
          const cards = new Map((old?.cards ?? []).map((card) => [card.questionId, card]));
          for (const card of response.cards) cards.set(card.questionId, card);
          return { attemptId, cards: [...cards.values()] };
        },
      );
      void queryClient.invalidateQueries({ queryKey: reviewQueueKey(userId) });
      onSent(response);
    },
    onError: onFailed,
  });
}

export function useStudentSatResults(teacherId: string, studentId: string) {
  return useQuery({
    queryKey: studentSatKey(teacherId, studentId),
    queryFn: () => fetchStudentSatResults(studentId),
    enabled: teacherId !== "" && studentId !== "",
  });
}
