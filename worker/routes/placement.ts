/**
 * /api/placement: the adaptive placement test of `/test`. Everything is the signed-in
 * learner's own: another learner's session is 404. A listening clip is served from R2 by its session and
 * question id (never by the item's id, which names its level), by signed URL (a media element
 * sends no bearer token) or to the session's own learner, with range requests like /api/audio.
 */
import { Hono } from "hono";
import { placementAnswerSchema, placementClipParamSchema, placementSessionParamSchema } from "../contract/placement";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { serveStored } from "../lib/r2-media";
import { hasValidSignature } from "../lib/signed-urls";
import { validate } from "../lib/validation";
import { answerPlacement, clipKey, clipPath, placementOverview, placementSession, startPlacement } from "../placement/sessions";

const clipNotFound = () => new ApiError(404, "audio_not_found", { key: "audio_not_found_clip" });

export const placementRoutes = new Hono<AppEnv>()
  .get("/clips/:sessionId/:questionId", async (c) => {
    const params = placementClipParamSchema.safeParse(c.req.param());
    if (!params.success) throw clipNotFound();
    const { sessionId, questionId } = params.data;
    const user = c.get("user");
    const signed = await hasValidSignature(c.env, clipPath(sessionId, questionId), c.req.query("expires"), c.req.query("signature"));
    if (!user && !signed) throw new ApiError(401, "unauthenticated");
    const key = await clipKey(c.var.db, sessionId, questionId, signed ? null : user!.userId);
    if (!key) throw clipNotFound();
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
