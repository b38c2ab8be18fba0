/**
 * /api/forum. Everything needs an account, reading included: posts can carry a learner's
 * essay and the live reply event goes to a user's hub (worker/contract/forum.ts).
 *
 *   GET    /posts                       the list: ?view=newest|top|unanswered, category, tag, q, cursor, limit
 *   POST   /posts                       ask (rate-limited with replies); optional own writing submission
 *   GET    /posts/:id                   the post, its essay and the first page of its replies
 *   GET    /posts/:id/replies           the next page of replies: ?cursor (replies_next_cursor), limit
 *   PATCH  /posts/:id, DELETE           the author only (an edit keeps the previous version)
 *   GET    /posts/:id/edits             earlier versions: the author and moderators
 *   PUT    /posts/:id/vote, DELETE      upvote / take it back (idempotent)
 *   PUT    /posts/:id/accepted, DELETE  the post's author accepts one reply / takes it back
 *   PUT    /posts/:id/hidden, DELETE    moderators hide / unhide
 *   POST   /posts/:id/replies           reply (rate-limited), told live to the thread (worker/forum/notify.ts)
 *   PATCH  /replies/:id, DELETE         the reply's author only
 *   GET    /replies/:id/edits, PUT|DELETE /replies/:id/vote, PUT|DELETE /replies/:id/hidden   as for posts
 *   POST   /reports                     report a post or reply with a reason
 *   GET    /moderation                  moderators: the open reports
 *   DELETE /reports/:id                 moderators: dismiss a report
 *   GET    /moderators, POST            forum admins: the moderators; appoint one by email address
 *   DELETE /moderators/:userId          forum admins: take the grant back
 */
import { Hono, type Context } from "hono";
import {
  acceptSchema,
  appointModeratorSchema,
  idParamSchema,
  moderatorParamSchema,
  postCreateSchema,
  postEditSchema,
  postListQuerySchema,
  replyPageQuerySchema,
  replySchema,
  reportSchema,
  type ForumTarget,
  type ReportResult,
} from "../contract/forum";
import type { AppEnv } from "../env";
import { signedIn, type SignedInEnv } from "../lib/auth-middleware";
import { validate } from "../lib/validation";
import { editHistory } from "../forum/history";
import { dismissReport, moderationQueue, reportContent, setHidden } from "../forum/moderation";
import { appointModerator, dismissModerator, forumPowers, listModerators, requireForumAdmin, requireModerator } from "../forum/moderators";
import { tellThreadOfReply } from "../forum/notify";
import { createPost, deletePost, editPost, listPosts, postDetail, replyPage } from "../forum/posts";
import { limitForumPosting } from "../forum/posting-limit";
import { acceptReply, createReply, deleteReply, editReply } from "../forum/replies";
import { setVote } from "../forum/votes";
import type { Viewer } from "../forum/views";

type SignedInContext = Context<SignedInEnv>;

const viewerOf = async (c: SignedInContext): Promise<Viewer> => ({
  userId: c.var.user.userId,
  moderator: (await forumPowers(c.env, c.var.db, c.var.user)).moderator,
});

const moderatorOf = async (c: SignedInContext): Promise<Viewer> => {
  await requireModerator(c.env, c.var.db, c.var.user);
  return { userId: c.var.user.userId, moderator: true };
};

/** The vote, history and hidden routes, the same for posts and replies. */
function targetRoutes(targetType: ForumTarget) {
  return new Hono<SignedInEnv>()
    .get("/:id/edits", validate("param", idParamSchema), async (c) =>
      c.json(await editHistory(c.var.db, await viewerOf(c), targetType, c.req.valid("param").id)),
    )
    .put("/:id/vote", validate("param", idParamSchema), async (c) =>
      c.json(await setVote(c.var.db, await viewerOf(c), targetType, c.req.valid("param").id, true)),
    )
    .delete("/:id/vote", validate("param", idParamSchema), async (c) =>
      c.json(await setVote(c.var.db, await viewerOf(c), targetType, c.req.valid("param").id, false)),
    )
    .put("/:id/hidden", validate("param", idParamSchema), async (c) => {
      await setHidden(c.var.db, await moderatorOf(c), targetType, c.req.valid("param").id, true);
      return c.json({ hidden: true });
    })
    .delete("/:id/hidden", validate("param", idParamSchema), async (c) => {
      await setHidden(c.var.db, await moderatorOf(c), targetType, c.req.valid("param").id, false);
      return c.json({ hidden: false });
    });
}

const postRoutes = new Hono<SignedInEnv>()
  .get("/", validate("query", postListQuerySchema), async (c) => {
    const powers = await forumPowers(c.env, c.var.db, c.var.user);
    const viewer = { userId: c.var.user.userId, moderator: powers.moderator };
    return c.json({
      ...(await listPosts(c.var.db, viewer, c.req.valid("query"))),
      can_moderate: powers.moderator,
      can_appoint: powers.admin,
    });
  })
  .post("/", validate("json", postCreateSchema), limitForumPosting, async (c) => {
    const viewer = await viewerOf(c);
    const id = await createPost(c.var.db, viewer, c.req.valid("json"));
    return c.json(await postDetail(c.var.db, viewer, id), 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) =>
    c.json(await postDetail(c.var.db, await viewerOf(c), c.req.valid("param").id)),
  )
  .get("/:id/replies", validate("param", idParamSchema), validate("query", replyPageQuerySchema), async (c) =>
    c.json(await replyPage(c.var.db, await viewerOf(c), c.req.valid("param").id, c.req.valid("query"))),
  )
  .patch("/:id", validate("param", idParamSchema), validate("json", postEditSchema), async (c) => {
    const viewer = await viewerOf(c);
    const { id } = c.req.valid("param");
    await editPost(c.var.db, viewer, id, c.req.valid("json"));
    return c.json(await postDetail(c.var.db, viewer, id));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    await deletePost(c.var.db, await viewerOf(c), c.req.valid("param").id);
    return c.json({ deleted: true });
  })
  .put("/:id/accepted", validate("param", idParamSchema), validate("json", acceptSchema), async (c) => {
    const { id } = c.req.valid("param");
    await acceptReply(c.var.db, await viewerOf(c), id, c.req.valid("json").reply_id);
    return c.json({ accepted_reply_id: c.req.valid("json").reply_id });
  })
  .delete("/:id/accepted", validate("param", idParamSchema), async (c) => {
    await acceptReply(c.var.db, await viewerOf(c), c.req.valid("param").id, null);
    return c.json({ accepted_reply_id: null });
  })
  .post("/:id/replies", validate("param", idParamSchema), validate("json", replySchema), limitForumPosting, async (c) => {
    const { reply, post } = await createReply(c.var.db, await viewerOf(c), c.req.valid("param").id, c.req.valid("json").body);
    await tellThreadOfReply(c.env, c.var.db, reply, post);
    return c.json({ id: reply.id }, 201);
  })
  .route("/", targetRoutes("post"));

const replyRoutes = new Hono<SignedInEnv>()
  .patch("/:id", validate("param", idParamSchema), validate("json", replySchema), async (c) => {
    await editReply(c.var.db, await viewerOf(c), c.req.valid("param").id, c.req.valid("json").body);
    return c.json({ edited: true });
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    await deleteReply(c.var.db, await viewerOf(c), c.req.valid("param").id);
    return c.json({ deleted: true });
  })
  .route("/", targetRoutes("reply"));

/** Forum admins only: the 403 comes before any body rule. */
const moderatorRoutes = new Hono<SignedInEnv>()
  .use(async (c, next) => {
    await requireForumAdmin(c.env, c.var.db, c.var.user);
    await next();
  })
  .get("/", async (c) => c.json(await listModerators(c.var.db)))
  .post("/", validate("json", appointModeratorSchema), async (c) => {
    const { created } = await appointModerator(c.var.db, c.var.user.userId, c.req.valid("json").email);
    return c.json({ appointed: true }, created ? 201 : 200);
  })
  .delete("/:userId", validate("param", moderatorParamSchema), async (c) => {
    await dismissModerator(c.var.db, c.req.valid("param").userId);
    return c.json({ dismissed: true });
  });

export const forumRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .route("/posts", postRoutes)
  .route("/replies", replyRoutes)
  .post("/reports", validate("json", reportSchema), async (c) => {
    const { created } = await reportContent(c.var.db, await viewerOf(c), c.req.valid("json"));
    const body: ReportResult = { reported: true, already_reported: !created };
    return c.json(body, created ? 201 : 200);
  })
  .get("/moderation", async (c) => {
    await moderatorOf(c);
    return c.json(await moderationQueue(c.var.db));
  })
  .delete("/reports/:id", validate("param", idParamSchema), async (c) => {
    await dismissReport(c.var.db, await moderatorOf(c), c.req.valid("param").id);
    return c.json({ dismissed: true });
  })
  .route("/moderators", moderatorRoutes);
