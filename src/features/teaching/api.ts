/**
 * The classes endpoints (worker/routes/classes.ts) as TanStack Query keys and calls. Every key lives
 * under the account's root, so all of it goes at sign-out.
 */
import type { ClassCreate, ClassUpdate } from "../../../worker/contract/classes";
import type { Gradebook, GradebookKind } from "../../../worker/contract/gradebook";
import { toApiRequestError } from "../../lib/api";
import { api, call } from "../../lib/api-client";
import { currentAccessToken } from "../../lib/auth/access-token";
import { accountQueryKey } from "../../lib/auth/account-queries";
import { API_BASE_URL } from "../../lib/config";
import { languageHeaders } from "../../lib/interface-language";

const teachingKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "teaching", ...rest] as const;

export const teachingKeys = {
  /** The teacher's classes and their rosters. */
  taught: (userId: string) => teachingKey(userId, "taught"),
  roster: (userId: string, classId: string) => teachingKey(userId, "taught", classId, "roster"),
  heatmap: (userId: string, classId: string) => teachingKey(userId, "taught", classId, "heatmap"),
  gradebook: (userId: string, classId: string) => teachingKey(userId, "taught", classId, "gradebook"),
  student: (userId: string, studentId: string) => teachingKey(userId, "student", studentId),
  memberships: (userId: string) => teachingKey(userId, "memberships"),
  announcements: (userId: string, classId: string) => teachingKey(userId, "announcements", classId),
  comments: (userId: string, submissionId: string) => teachingKey(userId, "comments", submissionId),
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

type GradebookFilter = { kind?: GradebookKind; from?: string; to?: string };

async function gradebookResponse(id: string, filter: GradebookFilter, format: "json" | "csv"): Promise<Response> {
  const token = await currentAccessToken();
  const query = new URLSearchParams({ ...filter, format });
  const response = await fetch(`${API_BASE_URL}/api/classes/${encodeURIComponent(id)}/gradebook?${query}`, {
    headers: { ...languageHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw await toApiRequestError(response);
  return response;
}

/** The route answers JSON or CSV by `format`, so it is called with fetch like the media routes. */
export const fetchGradebook = async (id: string, filter: GradebookFilter) =>
  (await (await gradebookResponse(id, filter, "json")).json()) as Gradebook;

/** Saves the gradebook as a CSV file (the server writes it in the interface language). */
export async function downloadGradebookCsv(id: string, filter: GradebookFilter, fileName: string): Promise<void> {
  const blob = await (await gradebookResponse(id, filter, "csv")).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export const fetchAnnouncements = (id: string) => call(api.classes[":id"].announcements.$get({ param: { id } }));
export const postAnnouncement = (id: string, markdown: string) =>
  call(api.classes[":id"].announcements.$post({ param: { id }, json: { markdown } }));
export const remindAssignment = (id: string) => call(api.assignments[":id"].remind.$post({ param: { id } }));
export const fetchComments = (submissionId: string) =>
  call(api["submission-comments"][":submissionId"].$get({ param: { submissionId: encodeURIComponent(submissionId) } }));
export const postComment = (submissionId: string, body: string, teacherId?: string) =>
  call(
    api["submission-comments"][":submissionId"].$post({
      param: { submissionId: encodeURIComponent(submissionId) },
      json: { body, ...(teacherId && { teacher_id: teacherId }) },
    }),
  );
