/**
 * /api/forum: who may do what (issues 18, 34). Six roles around one post and one reply: anonymous, the
 * post's author (a learner), another learner (the reply's author), a teacher (a self-declared role), a
 * moderator (appointed by an admin) and a forum admin (named in FORUM_ADMIN_EMAILS). Reading and writing
 * need an account; editing and deleting belong to the author; accepting belongs to the post's author;
 * moderating to moderators and admins; appointing moderators to admins.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostDetail } from "../../../worker/contract/forum";
import { confirmedUser, accessToken } from "../auth/helpers";
import { call, signedIn, type Caller } from "../progress/helpers";
import { asked, moderator, replied, type Account } from "./helpers";

type Who = "anonymous" | "author" | "another learner" | "teacher" | "moderator" | "admin";
let people: Record<Exclude<Who, "anonymous">, Caller>;
let post: PostDetail;
let hideable: PostDetail;
let replyId: string;
let appointee: Account;

beforeAll(async () => {
  const { client, email, user } = await confirmedUser();
  // The Worker reads this test's env object: the admin list as configured, with spaces and in another case.
  Object.assign(env, {
    FORUM_ADMIN_EMAILS: ` someone@else.test, ${email.toUpperCase()}, ${(env as Env).FORUM_ADMIN_EMAILS ?? ""}`,
  } satisfies Pick<Env, "FORUM_ADMIN_EMAILS">);
  const admin = { id: user.id, email, token: await accessToken(client) };
  const [author, learner, teacher, mod] = await Promise.all([signedIn(), signedIn(), signedIn({ role: "teacher" }), moderator(admin)]);
  people = { author, "another learner": learner, teacher, moderator: mod, admin };
  post = await asked(author);
  hideable = await asked(author, { title: "To be hidden and shown again" });
  replyId = await replied(learner, post.id);
  appointee = await moderator(admin);
});

const as = (who: Who, method: string, path: string, body?: unknown) =>
  call(path, who === "anonymous" ? undefined : people[who].token, { method, ...(body !== undefined && { json: body }) });

const everyone = (status: number): Record<Who, number> => ({
  anonymous: 401,
  author: status,
  "another learner": status,
  teacher: status,
  moderator: status,
  admin: status,
});
const moderators = (status: number): Record<Who, number> => ({
  anonymous: 401,
  author: 403,
  "another learner": 403,
  teacher: 403,
  moderator: status,
  admin: status,
});
const admins = (status: number): Record<Who, number> => ({ ...moderators(403), admin: status });

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
    { anonymous: 401, author: 200, "another learner": 403, teacher: 403, moderator: 403, admin: 403 },
  ],
  ["DELETE", "delete a post that does not exist", () => "/api/forum/posts/no-such-post", undefined, everyone(404)],
  [
    "GET",
    "the post's history",
    () => `/api/forum/posts/${post.id}/edits`,
    undefined,
    { anonymous: 401, author: 200, "another learner": 403, teacher: 403, moderator: 200, admin: 200 },
  ],
  [
    "PUT",
    "upvote the post",
    () => `/api/forum/posts/${post.id}/vote`,
    undefined,
    { anonymous: 401, author: 403, "another learner": 200, teacher: 200, moderator: 200, admin: 200 },
  ],
  [
    "PUT",
    "accept the reply",
    () => `/api/forum/posts/${post.id}/accepted`,
    () => ({ reply_id: replyId }),
    { anonymous: 401, author: 200, "another learner": 403, teacher: 403, moderator: 403, admin: 403 },
  ],
  ["POST", "reply", () => `/api/forum/posts/${post.id}/replies`, () => ({ body: "Me too" }), everyone(201)],
  [
    "PATCH",
    "edit the reply",
    () => `/api/forum/replies/${replyId}`,
    () => ({ body: "Edited reply" }),
    { anonymous: 401, author: 403, "another learner": 200, teacher: 403, moderator: 403, admin: 403 },
  ],
  ["DELETE", "delete a reply that does not exist", () => "/api/forum/replies/no-such-reply", undefined, everyone(404)],
  [
    "PUT",
    "upvote the reply",
    () => `/api/forum/replies/${replyId}/vote`,
    undefined,
    { anonymous: 401, author: 200, "another learner": 403, teacher: 200, moderator: 200, admin: 200 },
  ],
  [
    "GET",
    "the reply's history",
    () => `/api/forum/replies/${replyId}/edits`,
    undefined,
    { anonymous: 401, author: 403, "another learner": 200, teacher: 403, moderator: 200, admin: 200 },
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
  ["GET", "the moderators", () => "/api/forum/moderators", undefined, admins(200)],
  ["POST", "appoint a moderator again", () => "/api/forum/moderators", () => ({ email: appointee.email }), admins(200)],
  ["DELETE", "dismiss someone who does not moderate", () => "/api/forum/moderators/no-such-user", undefined, admins(404)],
];

describe("/api/forum: who may do what", () => {
  it.each(rows)("%s … (%s)", async (method, _what, path, body, expected) => {
    const got: Record<string, number> = {};
    for (const who of Object.keys(expected) as Who[]) got[who] = (await as(who, method, path(), body?.())).status;
    expect(got).toEqual(expected);
  });
});
