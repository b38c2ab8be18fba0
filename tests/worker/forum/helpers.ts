/** Forum posts and replies for the forum tests, made through the API as a learner would; forum admins and moderators. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import type { PostCreate, PostDetail } from "../../../worker/contract/forum";
import { accessToken, confirmedUser } from "../auth/helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";

export type Account = Caller & { email: string };

/**
 * A forum admin: a new account whose address joins FORUM_ADMIN_EMAILS. The Worker reads the test's env
 * object, which the files of one workerd share, so the list only grows.
 */
export async function forumAdmin(): Promise<Account> {
  const { client, email, user } = await confirmedUser();
  const admins = [(env as Env).FORUM_ADMIN_EMAILS ?? "", email].filter(Boolean).join(",");
  Object.assign(env, { FORUM_ADMIN_EMAILS: admins } satisfies Pick<Env, "FORUM_ADMIN_EMAILS">);
  return { id: user.id, email, token: await accessToken(client) };
}

/** A learner appointed forum moderator by an admin, through POST /api/forum/moderators. */
export async function moderator(admin?: Account): Promise<Account> {
  const appointing = admin ?? (await forumAdmin());
  const { client, email, user } = await confirmedUser();
  expect((await call("/api/forum/moderators", appointing.token, { json: { email } })).status).toBe(201);
  return { id: user.id, email, token: await accessToken(client) };
}

export async function named(fullName: string, options: { role?: "teacher" } = {}): Promise<Caller> {
  const caller = await signedIn(options);
  expect((await call("/api/profile", caller.token, { method: "PATCH", json: { fullName } })).status).toBe(200);
  return caller;
}

export const ask = (asker: Caller, body: Partial<PostCreate> = {}) =>
  call("/api/forum/posts", asker.token, {
    json: {
      category: "ielts_writing",
      title: "How do I link paragraphs?",
      body: "My essays feel **choppy**.",
      tags: ["cohesion"],
      ...body,
    },
  });

export async function asked(asker: Caller, body: Partial<PostCreate> = {}): Promise<PostDetail> {
  return json<PostDetail>(await ask(asker, body), 201);
}

export const reply = (who: Caller, postId: string, body = "Use *linking words* such as however.") =>
  call(`/api/forum/posts/${postId}/replies`, who.token, { json: { body } });

export async function replied(who: Caller, postId: string, body?: string): Promise<string> {
  return (await json<{ id: string }>(await reply(who, postId, body), 201)).id;
}

export const thread = (who: Caller, postId: string) => call(`/api/forum/posts/${postId}`, who.token);
