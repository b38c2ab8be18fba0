/** Forum posts and replies for the forum tests, made through the API as a learner would. */
import { expect } from "vitest";
import type { PostCreate, PostDetail } from "../../../worker/contract/forum";
import { call, json, signedIn, type Caller } from "../progress/helpers";

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
