/**
 * A lesson's speaking block, evaluated as /ielts/speaking evaluates an answer: the recording is the
 * learner's own upload (POST /api/audio), the transcript is the one the client sends (the configured
 * speech-to-text model's, else the browser's recognition, else typed), and the IELTS speaking evaluator
 * (ielts/evaluation.ts: the model within the learner's AI budget, else the offline estimate) judges it
 * against the block's prompt. The result is kept in lesson_progress.speaking by block id; the owner's
 * preview evaluates and keeps nothing.
 */
import { and, eq, sql } from "drizzle-orm";
import { withAiBudget } from "../ai/budget";
import { IELTS_ERROR_CODES } from "../contract/ielts";
import type { LessonSpeakingResult } from "../contract/lesson-player";
import type { LessonBlock } from "../contract/lessons";
import type { Db } from "../db/client";
import { lessonProgress } from "../db/schema";
import { isValidAudioKey, recordingPrefix } from "../ielts/audio";
import { evaluate, selectEvaluator } from "../ielts/evaluation";
import { ApiError } from "../lib/errors";
import type { LessonRow } from "./access";
import { blockOfType, isPreview, openProgress, type PlayerEnv } from "./player";

export type LessonSpeakingAnswer = {
  audio_key?: string | undefined;
  duration_seconds?: number | undefined;
  transcript: string;
  transcript_source: LessonSpeakingResult["transcript_source"];
  confidence?: number | undefined;
};

type SpeakingBlock = Extract<LessonBlock, { type: "speaking" }>;

/**
 * The IELTS part a block is judged as: a long turn of two minutes or more is a Part 2 cue card (the
 * offline estimate then expects a full two minutes), anything shorter a Part 3 discussion answer.
 */
const partOf = (block: SpeakingBlock): 2 | 3 => (block.speak_seconds >= 120 ? 2 : 3);

const notYours = () => new ApiError(400, IELTS_ERROR_CODES.unknownRecording);

/** The recording must be the caller's own (as /api/audio lets them read it) and stored. */
async function checkRecording(env: PlayerEnv, userId: string, key: string): Promise<void> {
  if (!isValidAudioKey(key) || !key.startsWith(recordingPrefix(userId))) throw notYours();
  if ((await env.AUDIO.head(key)) === null)
    throw new ApiError(400, IELTS_ERROR_CODES.unknownRecording, { key: "unknown_recording_missing" });
}

/** POST …/blocks/:blockId/speaking */
export async function evaluateSpeaking(
  env: PlayerEnv,
  db: Db,
  userId: string,
  row: LessonRow,
  blockId: string,
  answer: LessonSpeakingAnswer,
): Promise<LessonSpeakingResult> {
  const block = blockOfType(row, blockId, "speaking");
  if (answer.audio_key !== undefined) await checkRecording(env, userId, answer.audio_key);
  const { evaluation } = await evaluate(
    selectEvaluator(env),
    {
      kind: "speaking",
      answers: [
        {
          part: partOf(block),
          question: block.prompt,
          transcript: answer.transcript,
          ...(answer.duration_seconds === undefined ? {} : { durationSeconds: answer.duration_seconds }),
          ...(answer.confidence === undefined ? {} : { confidence: answer.confidence }),
        },
      ],
    },
    { withinBudget: (call) => withAiBudget(env, userId, call) },
  );
  const result: LessonSpeakingResult = {
    transcript: answer.transcript,
    transcript_source: answer.transcript_source,
    duration_seconds: answer.duration_seconds ?? null,
    evaluation,
  };
  if (isPreview(row, userId)) return result;
  await openProgress(db, row.id, userId);
  await db
    .update(lessonProgress)
    .set({
      speaking: sql`json_set(${lessonProgress.speaking}, ${`$."${blockId}"`}, json(${JSON.stringify(result)}))`,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(lessonProgress.lessonId, row.id), eq(lessonProgress.userId, userId)));
  return result;
}
