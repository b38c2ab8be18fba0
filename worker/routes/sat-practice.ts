/**
 * /api/sat/practice (shapes in worker/contract/sat-practice.ts): practice by domain and skill
 * with instant feedback; a set can be fetched again to resume it. Signed in only: 401 comes before any validation; another learner's set is 404.
 */
import { Hono } from "hono";
import {
  satPracticeAnswerRequestSchema,
  satPracticeSetParamSchema,
  satPracticeSetRequestSchema,
  satPracticeSkillsQuerySchema,
  type SatPracticeAnswerResponse,
  type SatPracticeSetResponse,
  type SatPracticeSetStateResponse,
  type SatPracticeSkillsResponse,
} from "../contract/sat-practice";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { answerPracticeQuestion, createPracticeSet, findPracticeSet, practiceSetState, practiceSkills } from "../sat/practice";

export const satPracticeRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/skills", validate("query", satPracticeSkillsQuerySchema), async (c) => {
    const { db, user } = c.var;
    const body: SatPracticeSkillsResponse = await practiceSkills(db, user.userId, c.req.valid("query").section);
    return c.json(body);
  })
  .post("/sets", validate("json", satPracticeSetRequestSchema), async (c) => {
    const { db, user } = c.var;
    const body: SatPracticeSetResponse = { set: await createPracticeSet(db, user.userId, c.req.valid("json")) };
    return c.json(body, 201);
  })
  .get("/sets/:id", validate("param", satPracticeSetParamSchema), async (c) => {
    const { db, user } = c.var;
    const body: SatPracticeSetStateResponse = await practiceSetState(db, await findPracticeSet(db, user.userId, c.req.valid("param").id));
    return c.json(body);
  })
  .post("/sets/:id/answers", validate("param", satPracticeSetParamSchema), validate("json", satPracticeAnswerRequestSchema), async (c) => {
    const { db, user } = c.var;
    const set = await findPracticeSet(db, user.userId, c.req.valid("param").id);
    const { duplicate, feedback } = await answerPracticeQuestion(c.env, db, set, c.req.valid("json"));
    const body: SatPracticeAnswerResponse = { feedback };
    return c.json(body, duplicate ? 200 : 201);
  });
