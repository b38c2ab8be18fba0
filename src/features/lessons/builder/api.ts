/**
 * The lesson endpoints (worker/routes/lessons.ts) as TanStack Query keys and calls, under the
 * account's root key so all of it goes at sign-out. Media uploads go to /api/lesson-media as the raw
 * file (that router is mounted separately, so it is called with fetch).
 */
import type { LessonKind, LessonPublish } from "../../../../worker/contract/lessons";
import { toApiRequestError } from "../../../lib/api";
import { api, call } from "../../../lib/api-client";
import { currentAccessToken } from "../../../lib/auth/access-token";
import { accountQueryKey } from "../../../lib/auth/account-queries";
import { API_BASE_URL } from "../../../lib/config";
import { languageHeaders } from "../../../lib/interface-language";
import type { Draft } from "./model";

export const lessonKeys = {
  mine: (userId: string) => [...accountQueryKey(userId), "lessons", "mine"] as const,
  one: (userId: string, id: string) => [...accountQueryKey(userId), "lessons", "one", id] as const,
  templates: (userId: string) => [...accountQueryKey(userId), "lessons", "templates"] as const,
  library: (userId: string) => [...accountQueryKey(userId), "lessons", "library"] as const,
};

export const fetchMyLessons = () => call(api.lessons.$get({ query: {} }));
export const fetchLesson = (id: string) => call(api.lessons[":id"].$get({ param: { id: encodeURIComponent(id) } }));
export const createLesson = (kind: LessonKind, title: string) => call(api.lessons.$post({ json: { kind, title } }));
export const saveLesson = (id: string, json: Draft) => api.lessons[":id"].$put({ param: { id: encodeURIComponent(id) }, json });
export const publishLesson = (id: string, json: LessonPublish) =>
  call(api.lessons[":id"].publish.$post({ param: { id: encodeURIComponent(id) }, json }));
export const withdrawLesson = (id: string) => call(api.lessons[":id"].library.$delete({ param: { id: encodeURIComponent(id) } }));
export const deleteLesson = (id: string) => call(api.lessons[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
export const fetchTemplates = () => call(api.lessons.templates.$get());
export const lessonFromTemplate = (templateId: string) => call(api.lessons["from-template"].$post({ json: { template_id: templateId } }));
export const fetchLibrary = () => call(api.lessons.library.$get());
export const copyLesson = (id: string) => call(api.lessons[":id"].copy.$post({ param: { id: encodeURIComponent(id) } }));

/** What the media upload answers. */
export type UploadedMedia = { key: string; url: string; content_type: string; bytes: number };

/** Uploads a recording or an image into the lesson; a refusal throws the server's message. */
export async function uploadLessonMedia(lessonId: string, file: File): Promise<UploadedMedia> {
  const token = await currentAccessToken();
  const response = await fetch(`${API_BASE_URL}/api/lesson-media?lesson_id=${encodeURIComponent(lessonId)}`, {
    method: "POST",
    body: file,
    headers: {
      "Content-Type": file.type || "application/octet-stream",
      ...languageHeaders(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw await toApiRequestError(response);
  return (await response.json()) as UploadedMedia;
}

/** A stored image or recording of the lesson (the owner may read it), for the builder to show after a reload. */
export async function fetchLessonMedia(key: string): Promise<Blob> {
  const token = await currentAccessToken();
  const path = key.split("/").map(encodeURIComponent).join("/");
  const response = await fetch(`${API_BASE_URL}/api/lesson-media/${path}`, {
    headers: { ...languageHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw await toApiRequestError(response);
  return response.blob();
}
