/**
 * The assignments endpoints (worker/routes/assignments.ts) as TanStack Query keys and calls. Every key
 * lives under the account's root, so all of it goes at sign-out.
 */
import { useQuery } from "@tanstack/react-query";
import type { AssignmentCreate, AssignmentUpdate } from "../../../worker/contract/assignments";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { liveProgressKey } from "../progress";

const assignmentsKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "assignments", ...rest] as const;

export const assignmentKeys = {
  /** Under the live progress key: a hub event (the learner's own work) refreshes it (src/features/progress/live/LiveHub.tsx). */
  mine: (userId: string) => [...liveProgressKey(userId), "assignments"] as const,
  ofClass: (userId: string, classId: string) => assignmentsKey(userId, "class", classId),
  ieltsItems: (userId: string) => assignmentsKey(userId, "ielts-items"),
  lessons: (userId: string) => assignmentsKey(userId, "lessons"),
};

export const fetchMyAssignments = () => call(api.assignments.mine.$get());
export const startAssignment = (id: string) => call(api.assignments[":id"].start.$post({ param: { id } }));
export const fetchClassAssignments = (classId: string) => call(api.assignments.classes[":classId"].$get({ param: { classId } }));
export const createAssignment = (json: AssignmentCreate) => call(api.assignments.$post({ json }));
export const updateAssignment = (id: string, json: AssignmentUpdate) => call(api.assignments[":id"].$patch({ param: { id }, json }));
export const deleteAssignment = (id: string) => call(api.assignments[":id"].$delete({ param: { id } }));
/** Every IELTS item a teacher can assign: reading and listening tests, writing prompts, speaking sets. */
export const fetchIeltsItems = () => call(api.ielts.tests.$get({ query: {} }));
/** The teacher's lessons; the published ones can be set. */
export const fetchOwnLessons = () => call(api.lessons.$get({ query: {} }));

/**
 * The signed-in learner's assignments (none asked for while there is no user id yet). Asked again on
 * every screen that shows them: the work that finishes one is done on another screen.
 */
export function useMyAssignments(userId: string) {
  return useQuery({ queryKey: assignmentKeys.mine(userId), queryFn: fetchMyAssignments, enabled: userId !== "", staleTime: 0 });
}
