/**
 * What a learner may post to POST /api/unified-progress (spec §7: quiz, lesson and SRS events), and
 * what the server makes of it. Scores, bands and milestones must come from the server's own records:
 *
 * - `ielts_*` and `sat_*` are refused: the IELTS routes record them from the submission they scored
 *   (worker/ielts/submissions.ts), and SAT practice will be recorded the same way when it is scored.
 * - `quiz_completed` must match a quiz result the learner saved (its id in `event_data.ref`, or the
 *   result with the posted score closest to the event's time). The event is then the server's own
 *   record of that result (key `quiz:<id>`, data from the row), so it counts once however often it
 *   is posted, and claims nothing the result does not hold.
 * - `srs_review_completed` must match a review the server logged, the same way (key `srs:<id>`).
 * - `library_*` is refused: the library records it from the answers it scored (worker/library/answers.ts).
 * - `lesson_completed` is refused: the lesson player records it when the learner finishes a lesson,
 *   with the score the server gave their answers (worker/lessons/player.ts).
 */
import { and, between, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import { isLibraryEvent, type EventData, type TrackEventBody } from "../contract/progress";
import type { Db } from "../db/client";
import { quizResults, quizzes, reviewLogs } from "../db/schema";
import { ApiError } from "../lib/errors";
import { quizCompletedEvent, srsReviewEvent, wordQuestionCount } from "./vocabulary-events";
import { RAW_HISTORY_DAYS } from "./compaction";
import { inputOf, type ProgressEventInput } from "./event-input";

const unverified = (key: "unverified_quiz" | "unverified_review") => new ApiError(400, "unverified_event", { key });

/** The event to store for a valid body, or a 400 saying why the server will not take it. */
export async function verifiedClientEvent(db: Db, userId: string, body: TrackEventBody, now = Date.now()): Promise<ProgressEventInput> {
  const { event_type: type, event_data: data } = body;
  const at = body.timestamp ?? now;
  if (type.startsWith("ielts_") || type.startsWith("sat_")) {
    throw new ApiError(400, "server_recorded_event");
  }
  if (isLibraryEvent(type)) {
    throw new ApiError(400, "server_recorded_event", { key: "server_recorded_library" });
  }
  if (type === "quiz_completed") return quizEvent(db, userId, data, at);
  if (type === "srs_review_completed") return reviewEvent(db, userId, data, at, now);
  throw new ApiError(400, "server_recorded_event", { key: "server_recorded_lesson" });
}

/** `ref` names the record when its kind matches; otherwise the record closest in time, within a day, is looked for. */
const refId = (data: EventData, kind: string) => (data.ref?.kind === kind ? data.ref.id : null);
const DAY_MS = 24 * 60 * 60 * 1000;

async function quizEvent(db: Db, userId: string, data: EventData, at: number): Promise<ProgressEventInput> {
  const id = refId(data, "quiz_result");
  const where: SQL[] = [eq(quizResults.userId, userId), eq(quizResults.score, data.score ?? -1)];
  // A day either side keeps the look-up to an index range, whatever the learner's history.
  where.push(id ? eq(quizResults.id, id) : between(quizResults.completedAt, at - DAY_MS, at + DAY_MS));
  const [found] = await db
    .select({ result: quizResults, questions: quizzes.questions })
    .from(quizResults)
    .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
    .where(and(...where))
    .orderBy(sql`abs(${quizResults.completedAt} - ${at})`)
    .limit(1);
  if (!found) {
    throw unverified("unverified_quiz");
  }
  return inputOf(quizCompletedEvent({ ...found.result, words: wordQuestionCount(found.questions) }));
}

async function reviewEvent(db: Db, userId: string, data: EventData, at: number, now: number): Promise<ProgressEventInput> {
  const id = refId(data, "srs_review");
  // A review past the raw history may have lost its event to compaction: it would count twice.
  const where: SQL[] = [
    eq(reviewLogs.userId, userId),
    isNull(reviewLogs.undoneAt),
    gte(reviewLogs.reviewedAt, now - RAW_HISTORY_DAYS * DAY_MS),
  ];
  where.push(id ? eq(reviewLogs.id, id) : between(reviewLogs.reviewedAt, at - DAY_MS, at + DAY_MS));
  const [review] = await db
    .select({ id: reviewLogs.id, rating: reviewLogs.rating, reviewedAt: reviewLogs.reviewedAt })
    .from(reviewLogs)
    .where(and(...where))
    .orderBy(sql`abs(${reviewLogs.reviewedAt} - ${at})`)
    .limit(1);
  if (!review) throw unverified("unverified_review");
  // A rating of 1 is "again" (ts-fsrs), as the review route records it.
  return inputOf(srsReviewEvent({ id: review.id, again: review.rating === 1, reviewedAt: review.reviewedAt }));
}
