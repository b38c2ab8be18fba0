/**
 * GET /api/progress/history: every quiz and submission, newest first, merged from several stores.
 * Each store is a HistorySource; a progress event whose `ref` points at a record another source lists
 * (a saved quiz result) is left out, so one activity shows once. IELTS and SAT submissions get their
 * own source when their tables exist; until then their progress events stand for them.
 *
 * What the server wrote into an event's task, part and passage in English (a SAT module, a score estimate, a
 * practice set's domain and skill, a redundant "Article:" before a title) is written here in the reader's
 * language when the history is read, so old and new rows follow a language switch; titles and test content
 * stay as they are (English being taught, marked so by the SPA).
 */
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { HistoryItem, HistoryKind, HistoryResponse } from "../contract/progress";
import { progressEvents, quizResults, teacherGrades } from "../db/schema";
import { decodeCursor, encodeCursor, type Cursor } from "../lib/cursor";
import type { Db } from "../db/client";
import { message, translator, type Lang, type Translate } from "../i18n";

type PageRequest = { userId: string; kind: HistoryKind | undefined; before: Cursor | null; limit: number };

export type HistorySource = {
  /** The `ref.kind` of the records this source lists (null: it lists progress events themselves). */
  refKind: string | null;
  kinds: readonly HistoryKind[];
  page(db: Db, request: PageRequest, listedRefKinds: string[]): Promise<HistoryItem[]>;
};

const startsWith = (prefix: string) => sql`substr(${progressEvents.eventType}, 1, ${prefix.length}) = ${prefix}`;
const EVENT_KIND_FILTERS: Record<HistoryKind, SQL> = {
  quiz: eq(progressEvents.eventType, "quiz_completed"),
  lesson: eq(progressEvents.eventType, "lesson_completed"),
  library: startsWith("library_"),
  ielts: startsWith("ielts_"),
  sat: startsWith("sat_"),
};

function kindOfEvent(eventType: string): HistoryKind {
  if (eventType === "quiz_completed") return "quiz";
  if (eventType === "lesson_completed") return "lesson";
  if (eventType.startsWith("library_")) return "library";
  return eventType.startsWith("ielts_") ? "ielts" : "sat";
}

/** An IELTS event whose submission a teacher graded: its band is the teacher's (worker/teaching/grading.ts). */
const gradedByTeacher = sql<number>`exists (select 1 from ${teacherGrades} where ${teacherGrades.submissionId} = json_extract(${progressEvents.data}, '$.ref.id') and json_extract(${progressEvents.data}, '$.ref.kind') = 'ielts_submission')`;

const progressEventSource: HistorySource = {
  refKind: null,
  kinds: ["quiz", "lesson", "library", "ielts", "sat"],
  async page(db, { userId, kind, before, limit }, listedRefKinds) {
    // Quizzes are listed from their results (every quiz_completed event names one). Written out, not bound:
    // SQLite reads a partial index (progress_events_user_listed) only for its own condition.
    const where: (SQL | undefined)[] = [
      eq(progressEvents.userId, userId),
      sql`${progressEvents.eventType} NOT IN ('srs_review_completed', 'quiz_completed')`,
    ];
    if (kind) where.push(EVENT_KIND_FILTERS[kind]);
    if (before)
      where.push(
        or(lt(progressEvents.occurredAt, before.at), and(eq(progressEvents.occurredAt, before.at), lt(progressEvents.id, before.id))),
      );
    for (const refKind of listedRefKinds) where.push(sql`coalesce(json_extract(${progressEvents.data}, '$.ref.kind'), '') <> ${refKind}`);
    const rows = await db
      .select({ row: progressEvents, byTeacher: gradedByTeacher })
      .from(progressEvents)
      .where(and(...where))
      .orderBy(desc(progressEvents.occurredAt), desc(progressEvents.id))
      .limit(limit);
    return rows.map(({ row, byTeacher }) => ({
      id: row.id,
      source: "progress_event",
      kind: kindOfEvent(row.eventType),
      date: row.occurredAt,
      type: row.eventType,
      score: row.score,
      band: row.band,
      graded_by_teacher: Boolean(byTeacher),
      task: row.data.task ?? null,
      section: row.data.section ?? null,
      part: row.data.part === undefined ? null : String(row.data.part),
      passage: row.data.passage ?? null,
      ref: row.data.ref ?? null,
    }));
  },
};

/** Vocabulary quizzes saved by POST /api/quizzes/:id/results (issue 4); their detail is GET /api/quizzes/:id, so `ref` names the quiz. */
const quizResultSource: HistorySource = {
  refKind: "quiz_result",
  kinds: ["quiz"],
  async page(db, { userId, before, limit }) {
    const where: (SQL | undefined)[] = [eq(quizResults.userId, userId)];
    if (before) {
      const at = Date.parse(before.at);
      where.push(or(lt(quizResults.completedAt, at), and(eq(quizResults.completedAt, at), lt(quizResults.id, before.id))));
    }
    const rows = await db
      .select()
      .from(quizResults)
      .where(and(...where))
      .orderBy(desc(quizResults.completedAt), desc(quizResults.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      source: "quiz_result",
      kind: "quiz",
      date: new Date(row.completedAt).toISOString(),
      type: "quiz_completed",
      score: row.score,
      band: null,
      graded_by_teacher: false,
      task: `${row.correctCount}/${row.total}`,
      section: "vocabulary",
      part: null,
      passage: null,
      ref: { kind: "quiz", id: row.quizId },
    }));
  },
};

export const HISTORY_SOURCES: readonly HistorySource[] = [progressEventSource, quizResultSource];

const newestFirst = (a: HistoryItem, b: HistoryItem) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id);

const ESTIMATE = /^Estimated (section|total) score (\d+) \((\d+)–(\d+)\)$/;
const PRACTICE_TASK = /^SAT (?:Reading and Writing|Math) practice: (.+)$/;
/** The code a humanised name was made from ("Advanced math" → advanced_math). */
const codeOf = (name: string) => name.toLowerCase().replaceAll(" ", "_");
const moduleCodes = new Map(
  (["module1", "module2_easier", "module2_harder"] as const).map((code) => [message("en", `history:satModules.${code}`), code]),
);

/** A catalogue text for `key` when the catalogue has one, else null. */
function known(t: Translate, key: string): string | null {
  const text = t(key, { defaultValue: "" });
  return text === "" ? null : text;
}

function localised(item: HistoryItem, t: Translate): HistoryItem {
  if (item.kind === "library") return { ...item, task: item.task?.replace(/^(?:Article|Podcast): /, "") ?? null };
  if (item.kind !== "sat") return item;
  let { task, part, passage } = item;
  const estimate = passage ? ESTIMATE.exec(passage) : null;
  if (estimate) {
    const [, which, score, low, high] = estimate;
    passage = t(`history:${which === "total" ? "totalEstimate" : "sectionEstimate"}`, { score: score!, low: low!, high: high! });
  }
  task = task?.replace(/^SAT full practice test: /, "") ?? null;
  const domain = task ? PRACTICE_TASK.exec(task)?.[1] : undefined;
  if (domain) task = known(t, `history:satDomains.${codeOf(domain)}`) ?? task;
  const module = part ? moduleCodes.get(part) : undefined;
  if (module) part = t(`history:satModules.${module}`);
  else if (part && domain) part = known(t, `history:satSkills.${codeOf(part)}`) ?? known(t, `history:satDomains.${codeOf(part)}`) ?? part;
  return { ...item, task, part, passage };
}

export async function loadHistory(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string; kind?: HistoryKind },
  lang: Lang,
): Promise<HistoryResponse> {
  const before = decodeCursor(query.cursor);
  const listedRefKinds = HISTORY_SOURCES.flatMap((s) => (s.refKind ? [s.refKind] : []));
  const sources = HISTORY_SOURCES.filter((s) => !query.kind || s.kinds.includes(query.kind));
  const request = { userId, kind: query.kind, before, limit: query.limit + 1 };
  const pages = await Promise.all(sources.map((s) => s.page(db, request, listedRefKinds)));
  const merged = pages.flat().sort(newestFirst);
  const items = merged.slice(0, query.limit);
  const last = items.at(-1);
  const t = translator(lang);
  return {
    items: items.map((item) => localised(item, t)),
    next_cursor: merged.length > query.limit && last ? encodeCursor({ at: last.date, id: last.id }) : null,
  };
}
