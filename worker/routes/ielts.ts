/**
 * IELTS practice (shapes in worker/contract/ielts.ts): tests without answers, submissions
 * scored or evaluated on the server, the learner's History of them and their bands. Signed-in only:
 * 401 comes before any validation, another learner's submission is 404.
 */
import { Hono } from "hono";
import { withAiBudget } from "../ai/budget";
import { transcriptionConfigured } from "../ai/model";
import { transcribeRecording } from "../ai/transcription";
import {
  IELTS_ERROR_CODES,
  idParamSchema,
  transcriptionRequestSchema,
  type IeltsCapabilities,
  type TranscriptionResponse,
  submissionListQuerySchema,
  submissionRequestSchema,
  testListQuerySchema,
  type SubmissionListResponse,
  type SubmissionResponse,
  type TestListResponse,
  writingCheckRequestSchema,
  type WritingCheckResponse,
} from "../contract/ielts";
import type { AppEnv } from "../env";
import { languageOfHeader, translator } from "../i18n";
import { mayRead, RECORDINGS_PREFIX } from "../ielts/audio";
import { checkDraft } from "../ielts/corrections";
import { selectEvaluator } from "../ielts/evaluation";
import { learnerResults } from "../ielts/results";
import { evaluateStored, findSubmission, listSubmissions, submit } from "../ielts/submissions";
import { findTest, listTests, testDetail } from "../ielts/tests";
import { toDetail, toSummary } from "../ielts/views";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";

export const ieltsRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/tests", validate("query", testListQuerySchema), async (c) => {
    const { userId } = c.var.user;
    const body: TestListResponse = { tests: await listTests(c.var.db, userId, c.req.valid("query").section) };
    return c.json(body);
  })
  .get("/tests/:id", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await testDetail(c.var.db, c.env, userId, c.req.valid("param").id));
  })
  .post("/submissions", validate("json", submissionRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const db = c.var.db;
    const { duplicate, row } = await submit(c.env, db, userId, c.req.valid("json"), languageOfHeader(c.req.header("Accept-Language")));
    const body: SubmissionResponse = { duplicate, submission: await toDetail(c.env, db, row) };
    return c.json(body, duplicate ? 200 : 201);
  })
  .get("/submissions", validate("query", submissionListQuerySchema), async (c) => {
    const { userId } = c.var.user;
    const { rows, nextCursor } = await listSubmissions(c.var.db, userId, c.req.valid("query"));
    const body: SubmissionListResponse = { submissions: rows.map(toSummary), nextCursor };
    return c.json(body);
  })
  .get("/submissions/:id", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    const db = c.var.db;
    return c.json(await toDetail(c.env, db, await findSubmission(db, userId, c.req.valid("param").id)));
  })
  .post("/submissions/:id/evaluate", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    const db = c.var.db;
    const row = await findSubmission(db, userId, c.req.valid("param").id);
    if (row.section === "reading" || row.section === "listening") {
      throw new ApiError(400, IELTS_ERROR_CODES.notEvaluable);
    }
    // Evaluating again is for a failed or interrupted evaluation, or for a model configured since.
    if (row.status === "evaluated" && row.evaluation?.method === selectEvaluator(c.env).method) {
      throw new ApiError(409, IELTS_ERROR_CODES.alreadyEvaluated);
    }
    const evaluated = await evaluateStored(
      c.env,
      db,
      row,
      await findTest(db, row.testId),
      c.req.raw.signal,
      languageOfHeader(c.req.header("Accept-Language")),
    );
    const body: SubmissionResponse = { duplicate: false, submission: await toDetail(c.env, db, evaluated) };
    return c.json(body);
  })
  .post("/writing/check", validate("json", writingCheckRequestSchema), async (c) => {
    const { text, prompt } = c.req.valid("json");
    const body: WritingCheckResponse = {
      corrections: await checkDraft(c.var.db, text, prompt ?? "", translator(languageOfHeader(c.req.header("Accept-Language")))),
    };
    return c.json(body);
  })
  .get("/capabilities", (c) => {
    const body: IeltsCapabilities = {
      evaluation: selectEvaluator(c.env).method,
      transcription: transcriptionConfigured(c.env),
      pronunciation: false,
    };
    return c.json(body);
  })
  .post("/transcriptions", validate("json", transcriptionRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { audioKey } = c.req.valid("json");
    if (!audioKey.startsWith(RECORDINGS_PREFIX) || !mayRead(audioKey, userId)) throw new ApiError(404, IELTS_ERROR_CODES.audioNotFound);
    if (!transcriptionConfigured(c.env)) {
      throw new ApiError(503, IELTS_ERROR_CODES.transcriptionUnavailable);
    }
    const result = await withAiBudget(c.env, userId, async () => {
      const object = await c.env.AUDIO.get(audioKey);
      if (!object) throw new ApiError(404, IELTS_ERROR_CODES.audioNotFound);
      let transcribed;
      try {
        transcribed = await transcribeRecording(c.env, new Uint8Array(await object.arrayBuffer()), c.req.raw.signal);
      } catch (err) {
        console.error("speech-to-text failed", err);
        throw new ApiError(502, IELTS_ERROR_CODES.transcriptionFailed);
      }
      if (!transcribed) throw new ApiError(503, IELTS_ERROR_CODES.transcriptionUnavailable);
      return transcribed;
    });
    const body: TranscriptionResponse = result.body;
    return c.json(body);
  })
  .get("/results", async (c) => {
    const { userId } = c.var.user;
    return c.json(await learnerResults(c.var.db, userId));
  });
