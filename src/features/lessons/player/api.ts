/**
 * The lesson player's endpoints (worker/routes/lesson-player.ts) as TanStack Query keys and calls. The
 * key lives under the account's root, so it goes at sign-out.
 */
import type { LessonSpeakingRequest } from "../../../../worker/contract/lesson-player";
import type { LessonAnswer } from "../../../../worker/contract/lessons";
import { api, call } from "../../../lib/api-client";
import { accountQueryKey } from "../../../lib/auth/account-queries";

export const lessonPlayerKey = (userId: string, lessonId: string) => [...accountQueryKey(userId), "lesson-player", lessonId] as const;

const lesson = (lessonId: string) => ({ lessonId: encodeURIComponent(lessonId) });
const block = (lessonId: string, blockId: string) => ({ ...lesson(lessonId), blockId: encodeURIComponent(blockId) });
const player = api["lesson-player"][":lessonId"];

export const fetchLessonPlayer = (lessonId: string) => call(player.$get({ param: lesson(lessonId) }));
export const keepPlace = (lessonId: string, blockId: string) =>
  call(player.place.$put({ param: lesson(lessonId), json: { block_id: blockId } }));
export const checkAnswers = (lessonId: string, blockId: string, answers: Record<string, LessonAnswer>) =>
  call(player.blocks[":blockId"].answers.$post({ param: block(lessonId, blockId), json: { answers } }));
export const addLessonWords = (lessonId: string, blockId: string) =>
  call(player.blocks[":blockId"].words.$post({ param: block(lessonId, blockId) }));
export const evaluateLessonWriting = (lessonId: string, blockId: string, text: string) =>
  call(player.blocks[":blockId"].writing.$post({ param: block(lessonId, blockId), json: { text } }));
export const evaluateLessonSpeaking = (lessonId: string, blockId: string, json: LessonSpeakingRequest) =>
  call(player.blocks[":blockId"].speaking.$post({ param: block(lessonId, blockId), json }));
export const completeLesson = (lessonId: string) => call(player.complete.$post({ param: lesson(lessonId) }));
