/**
 * The classes endpoints (worker/routes/classes.ts) as TanStack Query keys and calls. Every key lives
 * under the account's root, so all of it goes at sign-out.
 */
import type { ClassCreate, ClassUpdate } from "../../../worker/contract/classes";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

const teachingKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "teaching", ...rest] as const;

export const teachingKeys = {
  /** The teacher's classes and their rosters. */
  taught: (userId: string) => teachingKey(userId, "taught"),
  roster: (userId: string, classId: string) => teachingKey(userId, "taught", classId, "roster"),
  heatmap: (userId: string, classId: string) => teachingKey(userId, "taught", classId, "heatmap"),
  student: (userId: string, studentId: string) => teachingKey(userId, "student", studentId),
  memberships: (userId: string) => teachingKey(userId, "memberships"),
  invitation: (userId: string, code: string) => teachingKey(userId, "invitation", code),
};

export const fetchTaughtClasses = () => call(api.classes.$get());
export const createClass = (json: ClassCreate) => call(api.classes.$post({ json }));
export const updateClass = (id: string, json: ClassUpdate) => call(api.classes[":id"].$patch({ param: { id }, json }));
export const rotateJoinCode = (id: string) => call(api.classes[":id"]["rotate-code"].$post({ param: { id } }));
export const fetchRoster = (id: string) => call(api.classes[":id"].roster.$get({ param: { id } }));
export const fetchHeatmap = (id: string) => call(api.classes[":id"].heatmap.$get({ param: { id } }));
export const fetchStudentContext = (studentId: string) => call(api.classes.students[":studentId"].$get({ param: { studentId } }));
export const removeStudent = (id: string, studentId: string) =>
  call(api.classes[":id"].members[":studentId"].$delete({ param: { id, studentId } }));

export const fetchMemberships = () => call(api.classes.memberships.$get());
export const leaveClass = (id: string) => call(api.classes.memberships[":id"].$delete({ param: { id } }));
export const fetchInvitation = (code: string) => call(api.classes.join[":code"].$get({ param: { code } }));
export const joinClass = (code: string) => call(api.classes.join.$post({ json: { code } }));
