/**
 * /api/placement (issue 17): the adaptive placement test of `/test`. Everything is the signed-in
 * learner's own: another learner's session is 404. The listening clips are served from R2 by signed URL
 * (a media element sends no bearer token), with range requests like /api/audio.
 */
import { Hono } from "hono";
import { placementAnswerSchema, placementSessionParamSchema } from "../contract/placement";
import type { AppEnv } from "../env";
import { isValidAudioKey } from "../ielts/audio";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { serveStored } from "../lib/r2-media";
import { hasValidSignature } from "../lib/signed-urls";
import { validate } from "../lib/validation";
import { answerPlacement, PLACEMENT_AUDIO_PREFIX, placementOverview, placementSession, startPlacement } from "../placement/sessions";

const clipNotFound = () => new ApiError(404, "audio_not_found", { key: "audio_not_found_clip" });

export const placementRoutes = new Hono<AppEnv>()
  .get("/audio/:key{.+}", async (c) => {
    const key = c.req.param("key");
    if (!isValidAudioKey(key) || !key.startsWith(PLACEMENT_AUDIO_PREFIX)) throw clipNotFound();
    if (!c.get("user") && !(await hasValidSignature(c.env, key, c.req.query("expires"), c.req.query("signature")))) {
      throw new ApiError(401, "unauthenticated");
    }
    return serveStored(c.env.AUDIO, key, { request: c.req.raw, notFound: clipNotFound });
  })
  .use(signedIn)
  .get("/", async (c) => c.json(await placementOverview(c.var.db, c.env, c.var.user.userId)))
  .post("/sessions", async (c) => c.json(await startPlacement(c.var.db, c.env, c.var.user.userId), 201))
  .get("/sessions/:id", validate("param", placementSessionParamSchema), async (c) =>
    c.json(await placementSession(c.var.db, c.env, c.var.user.userId, c.req.valid("param").id)),
  )
  .post("/sessions/:id/answers", validate("param", placementSessionParamSchema), validate("json", placementAnswerSchema), async (c) =>
    c.json(await answerPlacement(c.var.db, c.env, c.var.user.userId, c.req.valid("param").id, c.req.valid("json"))),
  );
