/**
 * SAT Essay practice (shapes in worker/contract/sat-essay.ts): the source passages, essays stored and
 * evaluated on the server, the learner's own list. Signed-in only: 401 comes before any validation, another
 * learner's essay is 404.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requestLang } from "../i18n";
import {
  SAT_ESSAY_ERROR_CODES,
  satEssayIdParamSchema,
  satEssayRequestSchema,
  type SatEssayListResponse,
  type SatEssayPromptListResponse,
  type SatEssayResponse,
} from "../contract/sat-essay";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate } from "../lib/validation";
import {
  evaluateEssay,
  evaluationMethod,
  findEssay,
  listEssays,
  listPrompts,
  promptDetail,
  submitEssay,
  toDetail,
  toSummary,
} from "../sat/essays";

export const satEssayRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/prompts", async (c) => {
    const body: SatEssayPromptListResponse = { prompts: await listPrompts(c.var.db), evaluation: evaluationMethod(c.env) };
    return c.json(body);
  })
  .get("/prompts/:id", validate("param", satEssayIdParamSchema), async (c) => c.json(await promptDetail(c.var.db, c.req.valid("param").id)))
  .post("/", validate("json", satEssayRequestSchema), async (c) => {
    const { userId } = c.var.user;
    const { duplicate, row } = await submitEssay(c.env, c.var.db, userId, c.req.valid("json"), requestLang(c), c.req.raw.signal);
    const body: SatEssayResponse = { duplicate, essay: toDetail(row) };
    return c.json(body, duplicate ? 200 : 201);
  })
  .get("/", async (c) => {
    const { userId } = c.var.user;
    const body: SatEssayListResponse = { essays: (await listEssays(c.var.db, userId)).map(toSummary) };
    return c.json(body);
  })
  .get("/:id", validate("param", satEssayIdParamSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(toDetail(await findEssay(c.var.db, userId, c.req.valid("param").id)));
  })
  .post("/:id/evaluate", validate("param", satEssayIdParamSchema), async (c) => {
    const { userId } = c.var.user;
    const row = await findEssay(c.var.db, userId, c.req.valid("param").id);
    // Evaluating again is for a failed evaluation, or for a model configured since the estimate.
    if (row.status === "evaluated" && row.evaluation?.method === evaluationMethod(c.env))
      throw new ApiError(409, SAT_ESSAY_ERROR_CODES.alreadyEvaluated, { key: "already_evaluated_essay" });
    const body: SatEssayResponse = {
      duplicate: false,
      essay: toDetail(await evaluateEssay(c.env, c.var.db, row, requestLang(c), undefined, c.req.raw.signal)),
    };
    return c.json(body);
  });
