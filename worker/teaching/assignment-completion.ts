/**
 * How a student's own work finishes their assignments, never a tick by hand:
 *
 * - ielts: an evaluated submission of the assigned item (its `ielts_<section>_completed` event) made
 *   after the assignment was set; the event's submission ref gives the item, read from the student's own
 *   submissions.
 * - quiz: a vocabulary quiz completed after the assignment was set.
 * - lesson: the lesson finished in the lesson player (its one `lesson_completed` event); a lesson the
 *   student had finished before it was set counts from the start (createAssignment).
 * - word_list: every word of the list reviewed at least once in SRS after the assignment was set. The
 *   words go into the student's dictionary and SRS when they first open the assignment (`startAssignment`),
 *   so a list nobody opened is not started.
 *
 * Only events the server recorded itself count (their keys carry a prefix a client may not use).
 */
import { and, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { ProgressEvent } from "../contract/progress";
import type { GlossLanguage } from "../contract/vocabulary-constants";
import type { Db } from "../db/client";
import { assignmentProgress, assignmentStudents, assignments, classMembers, ieltsSubmissions, reviewLogs, words } from "../db/schema";
import { matchLexicon } from "../lexicon/entries";
import { addToSrs } from "../vocabulary/srs";
import { createWord } from "../vocabulary/words";
import { visibleAssignment, visibleAssignments } from "./assignments";

type OpenAssignment = { row: typeof assignments.$inferSelect; startedAt: string | null };

const serverRecorded = (event: ProgressEvent) => /^(ielts|quiz|srs|lesson):/.test(event.client_event_id);

/**
 * Marks the student's open assignments their new events finished. One indexed query when they have none;
 * best effort like the rest of recording (the event is stored whatever happens here).
 */
export async function completeAssignments(db: Db, studentId: string, events: ProgressEvent[]): Promise<void> {
  const relevant = events.filter(serverRecorded);
  if (relevant.length === 0) return;
  try {
    const open: OpenAssignment[] = await visibleAssignments(db, studentId, isNull(assignmentProgress.doneAt));
    if (open.length === 0) return;
    const finished = new Map<string, string>();
    for (const event of relevant) {
      for (const assignment of await finishedBy(db, studentId, event, open)) {
        if (!finished.has(assignment)) finished.set(assignment, event.timestamp);
      }
    }
    if (finished.size === 0) return;
    await db
      .insert(assignmentProgress)
      .values([...finished].map(([assignmentId, doneAt]) => ({ assignmentId, studentId, doneAt })))
      .onConflictDoUpdate({
        target: [assignmentProgress.assignmentId, assignmentProgress.studentId],
        set: { doneAt: sql`coalesce(${assignmentProgress.doneAt}, excluded.done_at)` },
      });
  } catch (err) {
    console.error(`assignments of ${studentId}: completion not recorded`, err);
  }
}

/** The ids of the open assignments this one event finishes. */
async function finishedBy(db: Db, studentId: string, event: ProgressEvent, open: OpenAssignment[]): Promise<string[]> {
  const after = open.filter(({ row }) => row.createdAt <= event.timestamp);
  if (event.event_type === "quiz_completed") return after.filter(({ row }) => row.kind === "quiz").map(({ row }) => row.id);
  if (event.event_type === "lesson_completed" && event.event_data.ref?.kind === "lesson") {
    const lessonId = event.event_data.ref.id;
    return open.filter(({ row }) => row.kind === "lesson" && row.lessonId === lessonId).map(({ row }) => row.id);
  }
  if (event.event_type.startsWith("ielts_") && event.event_data.ref?.kind === "ielts_submission") {
    const candidates = after.filter(({ row }) => row.kind === "ielts");
    if (candidates.length === 0) return [];
    const [submission] = await db
      .select({ testId: ieltsSubmissions.testId })
      .from(ieltsSubmissions)
      .where(and(eq(ieltsSubmissions.id, event.event_data.ref.id), eq(ieltsSubmissions.userId, studentId)));
    return submission ? candidates.filter(({ row }) => row.testId === submission.testId).map(({ row }) => row.id) : [];
  }
  if (event.event_type === "srs_review_completed") {
    const lists = after.filter(({ row, startedAt }) => row.kind === "word_list" && startedAt !== null);
    const done: string[] = [];
    for (const { row } of lists) if (await everyWordReviewed(db, studentId, row.words ?? [], Date.parse(row.createdAt))) done.push(row.id);
    return done;
  }
  return [];
}

/** The student's words standing for these lexicon lemmas: typed as the lemma, or matched to it. */
function wordsOfLemmas(db: Db, studentId: string, lemmas: string[]) {
  return db
    .select({ id: words.id, wordKey: words.wordKey, lemma: words.lexiconLemma })
    .from(words)
    .where(and(eq(words.userId, studentId), or(inArray(words.wordKey, lemmas), inArray(words.lexiconLemma, lemmas))));
}

async function everyWordReviewed(db: Db, studentId: string, lemmas: string[], since: number): Promise<boolean> {
  if (lemmas.length === 0) return false;
  const owned = await wordsOfLemmas(db, studentId, lemmas);
  if (owned.length === 0) return false;
  const reviewed = await db
    .selectDistinct({ wordId: reviewLogs.wordId })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, studentId),
        inArray(
          reviewLogs.wordId,
          owned.map((w) => w.id),
        ),
        gte(reviewLogs.reviewedAt, since),
        isNull(reviewLogs.undoneAt),
      ),
    );
  const reviewedIds = new Set(reviewed.map((r) => r.wordId));
  return lemmas.every((lemma) => owned.some((w) => reviewedIds.has(w.id) && (w.wordKey === lemma || w.lemma === lemma)));
}

/**
 * The student opens an assignment (POST /api/assignments/:id/start). A word list's words go into their
 * dictionary (General, filled from the lexicon) and SRS through the vocabulary code; a word they already
 * have is used as it is, never added twice. Opening again changes nothing.
 */
export async function startAssignment(db: Db, studentId: string, id: string): Promise<void> {
  const { row, startedAt } = await visibleAssignment(db, studentId, id);
  if (startedAt !== null) return;
  if (row.kind === "word_list") await addWordList(db, studentId, row.words ?? []);
  await db
    .insert(assignmentProgress)
    .values({ assignmentId: id, studentId, startedAt: new Date().toISOString() })
    .onConflictDoUpdate({
      target: [assignmentProgress.assignmentId, assignmentProgress.studentId],
      set: { startedAt: sql`coalesce(${assignmentProgress.startedAt}, excluded.started_at)` },
    });
}

/**
 * Puts lexicon lemmas into the learner's dictionary and SRS (word-list assignments, a lesson's vocabulary
 * set). Counts the words newly added to either, and those that were already in both.
 */
export async function addWordList(
  db: Db,
  studentId: string,
  lemmas: string[],
  /** The sense chosen for a lemma (a lesson's vocabulary set), and the language to keep translations in. */
  { senses = {}, glossLang = null }: { senses?: Readonly<Record<string, number>>; glossLang?: GlossLanguage | null } = {},
): Promise<{ added: number; already: number }> {
  const owned = await wordsOfLemmas(db, studentId, lemmas);
  const spelled = await matchLexicon(db, lemmas);
  let added = 0;
  for (const lemma of lemmas) {
    let isNew = false;
    let word = owned.find((w) => w.wordKey === lemma) ?? owned.find((w) => w.lemma === lemma);
    if (!word) {
      try {
        const created = await createWord(db, studentId, {
          word: spelled.get(lemma)?.lemma ?? lemma,
          ...(senses[lemma] !== undefined ? { sense: senses[lemma] } : {}),
          ...(glossLang ? { glossLang } : {}),
        });
        word = { id: created.id, wordKey: lemma, lemma };
        isNew = true;
      } catch (err) {
        // A second tab opened the list at the same moment and added it first.
        const [again] = await wordsOfLemmas(db, studentId, [lemma]);
        if (!again) throw err;
        word = again;
      }
    }
    const { created } = await addToSrs(db, studentId, word.id);
    if (isNew || created) added += 1;
  }
  return { added, already: lemmas.length - added };
}

/** Per current student of the class: assignments set for them, and how many of those they finished. */
export async function assignmentCounts(db: Db, classId: string): Promise<Map<string, { done: number; due: number }>> {
  const rows = await db
    .select({
      studentId: classMembers.studentId,
      due: sql<number>`count(${assignments.id})`,
      done: sql<number>`count(${assignmentProgress.doneAt})`,
    })
    .from(classMembers)
    .innerJoin(assignments, eq(assignments.classId, classMembers.classId))
    .leftJoin(
      assignmentProgress,
      and(
        eq(assignmentProgress.assignmentId, assignments.id),
        eq(assignmentProgress.studentId, classMembers.studentId),
        isNotNull(assignmentProgress.doneAt),
      ),
    )
    .where(
      and(
        eq(classMembers.classId, classId),
        or(
          eq(assignments.wholeClass, true),
          sql`exists (select 1 from ${assignmentStudents} where ${assignmentStudents.assignmentId} = ${assignments.id} and ${assignmentStudents.studentId} = ${classMembers.studentId})`,
        ),
      ),
    )
    .groupBy(classMembers.studentId);
  return new Map(rows.map((r) => [r.studentId, { done: r.done, due: r.due }]));
}
