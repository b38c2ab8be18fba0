/**
 * /api/library (shapes in worker/contract/library.ts): the list of articles and podcast
 * episodes, one of each with its questions, answers scored by the server, the learner's place in an
 * episode, and the episodes' audio from R2 with range requests (by bearer token or the signed URL the
 * episode gives, as `<audio>` cannot send a token). Signed-in only.
 */
import { Hono } from "hono";
import {
  LIBRARY_ERROR_CODES,
  libraryAnswersRequestSchema,
  libraryIdParamSchema,
  libraryListQuerySchema,
  playbackRequestSchema,
  type LibraryListResponse,
} from "../contract/library";
import type { AppEnv } from "../env";
import { isValidAudioKey } from "../ielts/audio";
import { scoreAnswers } from "../library/answers";
import { articleDetail, listLibrary, PODCAST_AUDIO_PREFIX, podcastDetail, savePlayback } from "../library/items";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { serveStored } from "../lib/r2-media";
import { hasValidSignature } from "../lib/signed-urls";
import { validate } from "../lib/validation";

const audioNotFound = () => new ApiError(404, LIBRARY_ERROR_CODES.audioNotFound);

export const libraryRoutes = new Hono<AppEnv>()
  .get("/audio/:key{.+}", async (c) => {
    const key = c.req.param("key");
    if (!key.startsWith(PODCAST_AUDIO_PREFIX) || !isValidAudioKey(key)) throw audioNotFound();
    if (!c.get("user") && !(await hasValidSignature(c.env, key, c.req.query("expires"), c.req.query("signature")))) {
      throw new ApiError(401, "unauthenticated");
    }
    return serveStored(c.env.AUDIO, key, { request: c.req.raw, notFound: audioNotFound });
  })
  .get("/", signedIn, validate("query", libraryListQuerySchema), async (c) => {
    const body: LibraryListResponse = { items: await listLibrary(c.var.db, c.var.user.userId, c.req.valid("query")) };
    return c.json(body);
  })
  .get("/articles/:id", signedIn, validate("param", libraryIdParamSchema), async (c) =>
    c.json(await articleDetail(c.var.db, c.var.user.userId, c.req.valid("param").id)),
  )
  .get("/podcasts/:id", signedIn, validate("param", libraryIdParamSchema), async (c) =>
    c.json(await podcastDetail(c.var.db, c.env, c.var.user.userId, c.req.valid("param").id)),
  )
  .post(
    "/articles/:id/answers",
    signedIn,
    validate("param", libraryIdParamSchema),
    validate("json", libraryAnswersRequestSchema),
    async (c) => c.json(await scoreAnswers(c.env, c.var.db, c.var.user.userId, "article", c.req.valid("param").id, c.req.valid("json"))),
  )
  .post(
    "/podcasts/:id/answers",
    signedIn,
    validate("param", libraryIdParamSchema),
    validate("json", libraryAnswersRequestSchema),
    async (c) => c.json(await scoreAnswers(c.env, c.var.db, c.var.user.userId, "podcast", c.req.valid("param").id, c.req.valid("json"))),
  )
  .put("/podcasts/:id/playback", signedIn, validate("param", libraryIdParamSchema), validate("json", playbackRequestSchema), async (c) => {
    const positionSeconds = await savePlayback(c.var.db, c.var.user.userId, c.req.valid("param").id, c.req.valid("json").positionSeconds);
    return c.json({ positionSeconds });
  });
