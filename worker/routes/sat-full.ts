/**
 * /api/sat/full-tests (shapes in worker/contract/sat-full.ts): the digital SAT in one sitting.
 * Signed in only: 401 comes before any validation; another learner's full test is 404.
 */
import { Hono } from "hono";
import {
  satFullTestParamSchema,
  satFullTestStartSchema,
  type SatFullTestListResponse,
  type SatFullTestResponse,
} from "../contract/sat-full";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { advance, continueAfterBreak, findFullTest, fullTestView, listFullTests, startFullTest } from "../sat/full-tests";

export const satFullTestRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", async (c) => {
    const { db, user } = c.var;
    const body: SatFullTestListResponse = await listFullTests(c.env, db, user.userId);
    return c.json(body);
  })
  .post("/", validate("json", satFullTestStartSchema), async (c) => {
    const { db, user } = c.var;
    const { created, row } = await startFullTest(c.env, db, user.userId, c.req.valid("json"));
    const body: SatFullTestResponse = { fullTest: await fullTestView(db, row) };
    return c.json(body, created ? 201 : 200);
  })
  .get("/:id", validate("param", satFullTestParamSchema), async (c) => {
    const { db, user } = c.var;
    const row = await advance(c.env, db, await findFullTest(db, user.userId, c.req.valid("param").id));
    const body: SatFullTestResponse = { fullTest: await fullTestView(db, row) };
    return c.json(body);
  })
  .post("/:id/continue", validate("param", satFullTestParamSchema), async (c) => {
    const { db, user } = c.var;
    const row = await continueAfterBreak(c.env, db, await findFullTest(db, user.userId, c.req.valid("param").id));
    const body: SatFullTestResponse = { fullTest: await fullTestView(db, row) };
    return c.json(body);
  });
