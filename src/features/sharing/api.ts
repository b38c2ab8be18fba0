/**
 * The sharing and courses endpoints (worker/routes/shares.ts, worker/routes/courses.ts) as TanStack
 * Query keys and calls. Every key lives under the account's root, so all of it goes at sign-out.
 */
import type { CourseSave, ShareCreate } from "../../../worker/contract/sharing";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

const sharingKey = (userId: string, ...rest: readonly unknown[]) => [...accountQueryKey(userId), "sharing", ...rest] as const;

export const sharingKeys = {
  /** The learner's list: refetched live (use-shared-live.ts). */
  mine: (userId: string) => sharingKey(userId, "mine"),
  items: (userId: string) => sharingKey(userId, "items"),
  courses: (userId: string) => sharingKey(userId, "courses"),
};

export const fetchSharedWithMe = () => call(api.shares.mine.$get());
export const addSharedWords = (lessonId: string) => call(api.shares.mine[":lessonId"].words.$post({ param: { lessonId } }));
export const fetchShareableItems = () => call(api.shares.items.$get());
export const createShare = (json: ShareCreate) => call(api.shares.$post({ json }));
export const deleteShare = (id: string) => call(api.shares[":id"].$delete({ param: { id } }));
export const fetchCourses = () => call(api.courses.$get());
export const createCourse = (json: CourseSave) => call(api.courses.$post({ json }));
export const saveCourse = (id: string, json: CourseSave) => call(api.courses[":id"].$put({ param: { id }, json }));
export const deleteCourse = (id: string) => call(api.courses[":id"].$delete({ param: { id } }));
