/** Stored submissions as the API shows them: History rows and the full submission detail. */
import { asc, eq } from "drizzle-orm";
import type { ListeningTranscriptPart, SpeakingAnswerView, SubmissionDetail, SubmissionSummary } from "../contract/ielts";
import { ieltsTestParts, ieltsTests, ieltsWritingHistory } from "../db/schema";
import { signedAudioUrl } from "./audio";
import type { Db } from "../db/client";
import { teacherGradeOf } from "../teaching/grading";
import type { SubmissionRow } from "./submissions";

function aiResults(row: SubmissionRow): SubmissionSummary["aiResults"] {
  if (row.status === "scored") {
    return { overall: row.band, feedback: `${row.score} of ${row.maxScore} correct: band ${row.band?.toFixed(1)} (approximate).` };
  }
  if (row.evaluation) return { overall: row.evaluation.band, feedback: row.evaluation.summary };
  return null;
}

/** A History row; `teacherBand` is the overall of a teacher's grade of it, which stands in for the estimate. */
export function toSummary(row: SubmissionRow & { teacherBand?: number | null }): SubmissionSummary {
  const teacherBand = row.teacherBand ?? null;
  return {
    id: row.id,
    clientId: row.clientId,
    date: row.submittedAt,
    type: `ielts_${row.section}`,
    section: row.section,
    score: row.score,
    maxScore: row.maxScore,
    band: teacherBand ?? row.band,
    gradedByTeacher: teacherBand !== null,
    bandLabel: row.bandLabel,
    task: row.taskLabel,
    part: row.partLabel,
    passage: row.passageLabel,
    testId: row.testId,
    testTitle: row.testTitle,
    status: row.status,
    aiResults: aiResults(row),
    confidence: row.confidence,
  };
}

async function listeningTranscript(db: Db, testId: string): Promise<ListeningTranscriptPart[]> {
  const parts = await db
    .select({ number: ieltsTestParts.number, title: ieltsTestParts.title, transcript: ieltsTestParts.transcript })
    .from(ieltsTestParts)
    .where(eq(ieltsTestParts.testId, testId))
    .orderBy(asc(ieltsTestParts.number));
  return parts.map((p) => ({ number: p.number, title: p.title, speakers: p.transcript?.speakers ?? [], turns: p.transcript?.turns ?? [] }));
}

async function writingDetail(db: Db, row: SubmissionRow): Promise<{ taskPrompt: string | null; modelAnswer: string | null }> {
  const [test] = await db.select({ modelAnswer: ieltsTests.modelAnswer }).from(ieltsTests).where(eq(ieltsTests.id, row.testId));
  const [history] = row.writingHistoryId
    ? await db.select({ task: ieltsWritingHistory.task }).from(ieltsWritingHistory).where(eq(ieltsWritingHistory.id, row.writingHistoryId))
    : [];
  return { taskPrompt: history?.task ?? row.passageLabel, modelAnswer: test?.modelAnswer ?? null };
}

async function speakingAnswerViews(env: Pick<Env, "JWT_SIGNING_KEY">, row: SubmissionRow): Promise<SpeakingAnswerView[]> {
  return Promise.all(
    (row.speakingAnswers ?? []).map(async (a) => ({
      part: a.part,
      questionIndex: a.questionIndex,
      question: a.question,
      transcript: a.transcript,
      durationSeconds: a.durationSeconds ?? null,
      confidence: a.confidence ?? null,
      audio: a.audioKey ? { key: a.audioKey, url: await signedAudioUrl(env, a.audioKey) } : null,
    })),
  );
}

export async function toDetail(env: Pick<Env, "JWT_SIGNING_KEY">, db: Db, row: SubmissionRow): Promise<SubmissionDetail> {
  const writing = row.section === "writing" ? await writingDetail(db, row) : null;
  const teacherGrade = row.section === "writing" || row.section === "speaking" ? await teacherGradeOf(db, row.id) : null;
  return {
    ...toSummary({ ...row, teacherBand: teacherGrade?.overall ?? null }),
    durationSeconds: row.durationSeconds,
    mode: row.mode,
    answers: row.answers,
    review: row.review,
    studentText: row.studentText,
    wordCount: row.wordCount,
    taskType: row.task,
    taskPrompt: writing?.taskPrompt ?? null,
    modelAnswer: writing?.modelAnswer ?? null,
    transcript: row.transcript,
    transcriptSource: row.transcriptSource,
    listeningTranscript: row.section === "listening" ? await listeningTranscript(db, row.testId) : null,
    speakingAnswers: row.section === "speaking" ? await speakingAnswerViews(env, row) : null,
    evaluation: row.evaluation,
    evaluationError: row.evaluationError,
    evaluatedAt: row.evaluatedAt,
    createdAt: row.createdAt,
    teacherGrade,
  };
}
