/**
 * A student's submissions and the teacher's grade (worker/routes/students.ts) as TanStack Query keys
 * and calls, under the account's root so they go at sign-out.
 */
import type { GradeRequest } from "../../../../worker/contract/grading";
import { api, call } from "../../../lib/api-client";
import { accountQueryKey } from "../../../lib/auth/account-queries";

const resultsKey = (userId: string, studentId: string) => [...accountQueryKey(userId), "teaching", "student-results", studentId] as const;

export const gradingKeys = {
  submissions: (userId: string, studentId: string) => [...resultsKey(userId, studentId), "list"] as const,
  submission: (userId: string, studentId: string, id: string) => [...resultsKey(userId, studentId), "submission", id] as const,
};

export const PAGE_SIZE = 20;

export const fetchStudentSubmissions = (studentId: string, cursor?: string) =>
  call(
    api.students[":studentId"].submissions.$get({
      param: { studentId },
      query: { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) },
    }),
  );
export const fetchStudentSubmission = (studentId: string, id: string) =>
  call(api.students[":studentId"].submissions[":id"].$get({ param: { studentId, id } }));
export const putGrade = (studentId: string, id: string, json: GradeRequest) =>
  call(api.students[":studentId"].submissions[":id"].grade.$put({ param: { studentId, id }, json }));
