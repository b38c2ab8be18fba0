/**
 * /api/sat (shapes in worker/contract/sat.ts): the digital SAT section tests. Signed in only:
 * 401 comes before any validation; another learner's attempt is 404.
 */
import { Hono } from "hono";
import {
  satAttemptParamSchema,
  satModuleParamSchema,
  satSaveRequestSchema,
  satSectionQuerySchema,
  satStartRequestSchema,
  satSubmitRequestSchema,
  satTestListQuerySchema,
  type SatAttemptResponse,
  type SatCurrentAttemptResponse,
  type SatResults,
  type SatSubmitResponse,
  type SatTestListResponse,
} from "../contract/sat";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { attemptResults, attemptView, findAttempt, listTests, openAttempt, saveAnswers, startAttempt, submitModule } from "../sat/attempts";

export const satRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/tests", validate("query", satTestListQuerySchema), async (c) => {
    const { db, user } = c.var;
    const body: SatTestListResponse = { tests: await listTests(db, user.userId, c.req.valid("query").section) };
    return c.json(body);
  })
  .post("/attempts", validate("json", satStartRequestSchema), async (c) => {
    const { db, user } = c.var;
    const { created, row } = await startAttempt(db, user.userId, c.req.valid("json"));
    const body: SatAttemptResponse = { attempt: await attemptView(db, row) };
    return c.json(body, created ? 201 : 200);
  })
  .get("/attempts/current", validate("query", satSectionQuerySchema), async (c) => {
    const { db, user } = c.var;
    const row = await openAttempt(db, user.userId, c.req.valid("query").section);
    const body: SatCurrentAttemptResponse = { attempt: row ? await attemptView(db, row) : null };
    return c.json(body);
  })
  .get("/attempts/:id", validate("param", satAttemptParamSchema), async (c) => {
    const { db, user } = c.var;
    const body: SatAttemptResponse = { attempt: await attemptView(db, await findAttempt(db, user.userId, c.req.valid("param").id)) };
    return c.json(body);
  })
  .put("/attempts/:id/answers", validate("param", satAttemptParamSchema), validate("json", satSaveRequestSchema), async (c) => {
    const { db, user } = c.var;
    const attempt = await findAttempt(db, user.userId, c.req.valid("param").id);
    const body: SatAttemptResponse = { attempt: await saveAnswers(db, attempt, c.req.valid("json")) };
    return c.json(body);
  })
  .post(
    "/attempts/:id/modules/:module/submit",
    validate("param", satModuleParamSchema),
    validate("json", satSubmitRequestSchema),
    async (c) => {
      const { db, user } = c.var;
      const { id, module } = c.req.valid("param");
      const { duplicate, late, attempt } = await submitModule(
        c.env,
        db,
        await findAttempt(db, user.userId, id),
        module,
        c.req.valid("json"),
      );
      const body: SatSubmitResponse = { duplicate, late, attempt: await attemptView(db, attempt) };
      return c.json(body, duplicate ? 200 : 201);
    },
  )
  .get("/attempts/:id/results", validate("param", satAttemptParamSchema), async (c) => {
    const { db, user } = c.var;
    const body: SatResults = await attemptResults(db, await findAttempt(db, user.userId, c.req.valid("param").id));
    return c.json(body);
  });
