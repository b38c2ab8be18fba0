/**
 * /api/forum: who may do what (issue 18). Five roles around one post and one reply: anonymous, the
 * post's author (a learner), another learner (the reply's author), a teacher and a forum admin (named
 * in FORUM_ADMIN_EMAILS). Reading and writing need an account; editing and deleting belong to the
 * author; accepting belongs to the post's author; moderating to teachers and admins.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostDetail } from "../../../worker/contract/forum";
import { confirmedUser, accessToken } from "../auth/helpers";
import { call, signedIn, type Caller } from "../progress/helpers";
import { asked, replied } from "./helpers";

type Who = "anonymous" | "author" | "another learner" | "teacher" | "admin";
let people: Record<Exclude<Who, "anonymous">, Caller>;
let post: PostDetail;
let hideable: PostDetail;
let replyId: string;

beforeAll(async () => {
  const admin = await confirmedUser();
  // The Worker reads this test's env object: the admin list as configured, with spaces and in another case.
  Object.assign(env, { FORUM_ADMIN_EMAILS: ` someone@else.test, ${admin.email.toUpperCase()} ` } satisfies Pick<Env, "FORUM_ADMIN_EMAILS">);
  const [author, learner, teacher] = await Promise.all([signedIn(), signedIn(), signedIn({ role: "teacher" })]);
  people = { author, "another learner": learner, teacher, admin: { id: admin.user.id, token: await accessToken(admin.client) } };
  post = await asked(author);
  hideable = await asked(author, { title: "To be hidden and shown again" });
  replyId = await replied(learner, post.id);
});

const as = (who: Who, method: string, path: string, body?: unknown) =>
  call(path, who === "anonymous" ? undefined : people[who].token, { method, ...(body !== undefined && { json: body }) });

const everyone = (status: number): Record<Who, number> => ({
  anonymous: 401,
  author: status,
  "another learner": status,
  teacher: status,
  admin: status,
});
const moderators = (status: number): Record<Who, number> => ({
  anonymous: 401,
  author: 403,
  "another learner": 403,
  teacher: status,
  admin: status,
});

// Reads and idempotent writes, so the rows run in any order.
const rows: [string, string, () => string, (() => unknown) | undefined, Record<Who, number>][] = [
  ["GET", "the list", () => "/api/forum/posts", undefined, everyone(200)],
  ["GET", "a post", () => `/api/forum/posts/${post.id}`, undefined, everyone(200)],
  ["GET", "a post's replies", () => `/api/forum/posts/${post.id}/replies`, undefined, everyone(200)],
  ["POST", "ask", () => "/api/forum/posts", () => ({ category: "general", title: "Hello", body: "Hi all" }), everyone(201)],
  [
    "PATCH",
    "edit the post",
    () => `/api/forum/posts/${post.id}`,
    () => ({ body: "Edited body" }),
    { anonymous: 401, author: 200, "another learner": 403, teacher: 403, admin: 403 },
  ],
  ["DELETE", "delete a post that does not exist", () => "/api/forum/posts/no-such-post", undefined, everyone(404)],
  [
    "GET",
    "the post's history",
    () => `/api/forum/posts/${post.id}/edits`,
    undefined,
    { anonymous: 401, author: 200, "another learner": 403, teacher: 200, admin: 200 },
  ],
  [
    "PUT",
    "upvote the post",
    () => `/api/forum/posts/${post.id}/vote`,
    undefined,
    { anonymous: 401, author: 403, "another learner": 200, teacher: 200, admin: 200 },
  ],
  [
    "PUT",
    "accept the reply",
    () => `/api/forum/posts/${post.id}/accepted`,
    () => ({ reply_id: replyId }),
    { anonymous: 401, author: 200, "another learner": 403, teacher: 403, admin: 403 },
  ],
  ["POST", "reply", () => `/api/forum/posts/${post.id}/replies`, () => ({ body: "Me too" }), everyone(201)],
  [
    "PATCH",
    "edit the reply",
    () => `/api/forum/replies/${replyId}`,
    () => ({ body: "Edited reply" }),
    { anonymous: 401, author: 403, "another learner": 200, teacher: 403, admin: 403 },
  ],
  ["DELETE", "delete a reply that does not exist", () => "/api/forum/replies/no-such-reply", undefined, everyone(404)],
  [
    "PUT",
    "upvote the reply",
    () => `/api/forum/replies/${replyId}/vote`,
    undefined,
    { anonymous: 401, author: 200, "another learner": 403, teacher: 200, admin: 200 },
  ],
  [
    "GET",
    "the reply's history",
    () => `/api/forum/replies/${replyId}/edits`,
    undefined,
    { anonymous: 401, author: 403, "another learner": 200, teacher: 200, admin: 200 },
  ],
  [
    "POST",
    "report the post",
    () => "/api/forum/reports",
    () => ({ target_type: "post", target_id: post.id, reason: "Spam" }),
    everyone(201),
  ],
  ["GET", "the moderation queue", () => "/api/forum/moderation", undefined, moderators(200)],
  ["PUT", "hide a post", () => `/api/forum/posts/${hideable.id}/hidden`, undefined, moderators(200)],
  ["DELETE", "unhide a post", () => `/api/forum/posts/${hideable.id}/hidden`, undefined, moderators(200)],
  ["DELETE", "unhide a reply", () => `/api/forum/replies/${replyId}/hidden`, undefined, moderators(200)],
  ["DELETE", "dismiss a report that does not exist", () => "/api/forum/reports/no-such-report", undefined, moderators(404)],
];

describe("/api/forum: who may do what", () => {
  it.each(rows)("%s … (%s)", async (method, _what, path, body, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await as(who, method, path(), body?.())).status;
    expect(got).toEqual(expected);
  });
});
