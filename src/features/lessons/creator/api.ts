/** The custom lesson creator's call (worker/routes/lesson-drafts.ts). */
import type { LessonDraftRequest } from "../../../../worker/contract/lesson-drafts";
import { api, call } from "../../../lib/api-client";

export const createLessonDraft = (json: LessonDraftRequest) => call(api["lesson-drafts"].$post({ json }));

/** Where the lesson builder opens a lesson. */
export const builderPath = (lessonId: string) => `/lesson-builder?id=${encodeURIComponent(lessonId)}`;
