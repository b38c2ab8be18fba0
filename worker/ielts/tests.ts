/**
 * The practice items as the screens get them: lists with the learner's own record on each item, and
 * one item ready to render. Answer keys and listening transcripts are never read here.
 */
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import {
  IELTS_ERROR_CODES,
  type IeltsSection,
  type ListeningPartView,
  type ReadingPassageView,
  type TestDetail,
  type TestProgress,
  type TestSummary,
} from "../contract/ielts";
import { ieltsListeningAudio, ieltsSubmissions, ieltsTestParts, ieltsTests } from "../db/schema";
import { audioProgress } from "../lib/audio-progress";
import { ApiError } from "../lib/errors";
import { signedAudioUrl } from "./audio";
import type { Db } from "../db/client";

type TestRow = typeof ieltsTests.$inferSelect;

const NO_PROGRESS: TestProgress = { attempts: 0, lastBand: null, lastSubmittedAt: null };

/** Attempts, latest band and latest date per item for one learner. */
async function progressByTest(db: Db, userId: string, testIds: string[]): Promise<Map<string, TestProgress>> {
  if (testIds.length === 0) return new Map();
  // SQLite returns the bare `band` of the row that holds max(submitted_at).
  const rows = await db
    .select({
      testId: ieltsSubmissions.testId,
      attempts: count(),
      lastSubmittedAt: max(ieltsSubmissions.submittedAt),
      lastBand: sql<number | null>`${ieltsSubmissions.band}`,
    })
    .from(ieltsSubmissions)
    .where(and(eq(ieltsSubmissions.userId, userId), inArray(ieltsSubmissions.testId, testIds)))
    .groupBy(ieltsSubmissions.testId);
  return new Map(rows.map((r) => [r.testId, { attempts: r.attempts, lastBand: r.lastBand, lastSubmittedAt: r.lastSubmittedAt }]));
}

export async function listTests(db: Db, userId: string, section: IeltsSection | undefined): Promise<TestSummary[]> {
  const where = section ? and(eq(ieltsTests.active, true), eq(ieltsTests.section, section)) : eq(ieltsTests.active, true);
  const tests = await db.select().from(ieltsTests).where(where).orderBy(asc(ieltsTests.position));
  const ids = tests.map((t) => t.id);
  const [parts, progress] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ testId: ieltsTestParts.testId, number: ieltsTestParts.number, title: ieltsTestParts.title })
          .from(ieltsTestParts)
          .where(
            inArray(
              ieltsTestParts.testId,
              ids.filter((_, i) => tests[i]!.section === "reading" || tests[i]!.section === "listening"),
            ),
          )
          .orderBy(asc(ieltsTestParts.testId), asc(ieltsTestParts.number)),
    progressByTest(db, userId, ids),
  ]);
  return tests.map((t) => ({
    id: t.id,
    section: t.section,
    title: t.title,
    timeMinutes: t.timeMinutes,
    questionCount: t.questionCount,
    parts: parts.filter((p) => p.testId === t.id).map(({ number, title }) => ({ number, title })),
    task: t.task,
    kinds: t.kinds,
    source: t.source,
    licence: t.licence,
    progress: progress.get(t.id) ?? NO_PROGRESS,
  }));
}

export async function findTest(db: Db, id: string): Promise<TestRow> {
  const [test] = await db.select().from(ieltsTests).where(eq(ieltsTests.id, id));
  if (!test) throw new ApiError(404, IELTS_ERROR_CODES.testNotFound);
  return test;
}

export async function testDetail(db: Db, env: Pick<Env, "JWT_SIGNING_KEY" | "AUDIO">, userId: string, id: string): Promise<TestDetail> {
  const test = await findTest(db, id);
  if (!test.active) throw new ApiError(404, IELTS_ERROR_CODES.testNotFound, { key: "ielts_test_withdrawn" });
  const progress = (await progressByTest(db, userId, [id])).get(id) ?? NO_PROGRESS;
  const base = { id: test.id, title: test.title, timeMinutes: test.timeMinutes, source: test.source, licence: test.licence, progress };
  switch (test.section) {
    case "reading": {
      const parts = await db.select().from(ieltsTestParts).where(eq(ieltsTestParts.testId, id)).orderBy(asc(ieltsTestParts.number));
      return {
        ...base,
        section: "reading",
        module: "academic",
        questionCount: test.questionCount,
        passages: parts.map((p) => p.body as unknown as ReadingPassageView),
      };
    }
    case "listening": {
      const parts = await db
        .select({ body: ieltsTestParts.body, audio: ieltsListeningAudio })
        .from(ieltsTestParts)
        .leftJoin(ieltsListeningAudio, eq(ieltsListeningAudio.partId, ieltsTestParts.id))
        .where(eq(ieltsTestParts.testId, id))
        .orderBy(asc(ieltsTestParts.number));
      const views = await Promise.all(
        parts.map(async ({ body, audio }): Promise<ListeningPartView> => {
          const view = body as unknown as Omit<ListeningPartView, "audio" | "audioStatus">;
          if (!audio) return { ...view, audio: null, audioStatus: "missing" };
          return {
            ...view,
            audio: {
              url: await signedAudioUrl(env, audio.audioKey),
              contentType: audio.contentType,
              bytes: audio.bytes,
              durationSeconds: audio.durationSeconds,
              turnStartSeconds: audio.turnStartSeconds,
            },
            audioStatus: "ready",
          };
        }),
      );
      const progress = views.some((v) => v.audio === null) ? await audioProgress(env.AUDIO) : null;
      return { ...base, section: "listening", questionCount: test.questionCount, parts: views, audioProgress: progress };
    }
    case "writing": {
      const body = test.body as Record<string, never>;
      return { ...base, section: "writing", ...body } as TestDetail;
    }
    case "speaking": {
      const body = test.body as Record<string, never>;
      return { ...base, section: "speaking", ...body } as TestDetail;
    }
  }
}
