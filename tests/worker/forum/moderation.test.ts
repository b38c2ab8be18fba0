/**
 * Forum moderation (issues 18, 34): reports with a reason reach the moderators' queue; hidden
 * content disappears for everyone but its author (who sees it marked hidden) and moderators; hiding
 * settles its reports, unhiding brings it back, dismissing settles a report without hiding.
 */
import { describe, expect, it } from "vitest";
import type { ModerationQueue, PostDetail, PostList } from "../../../worker/contract/forum";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { asked, moderator, named, replied, thread } from "./helpers";

const queue = async (moderator: Caller) => json<ModerationQueue>(await call("/api/forum/moderation", moderator.token));
const report = (who: Caller, target_type: "post" | "reply", target_id: string, reason = "Rude") =>
  call("/api/forum/reports", who.token, { json: { target_type, target_id, reason } });
const listed = async (who: Caller, postId: string) =>
  (await json<PostList>(await call("/api/forum/posts?limit=50", who.token))).posts.find((p) => p.id === postId);

describe("moderation", () => {
  it("puts a report in the queue once per person and post, with the first reason, the reporter and an excerpt", async () => {
    const [asker, reporter, teacher] = await Promise.all([named("Asker"), named("Reporter"), moderator()]);
    const post = await asked(asker, { title: "Buy followers", body: "Cheap followers here" });
    expect(await json(await report(reporter, "post", post.id, "Advertising"), 201)).toEqual({ reported: true, already_reported: false });
    // One report per person and post (a repeat once answered 201 as if counted anew); the first reason stands.
    for (const reason of ["Again", "And again"])
      expect(await json(await report(reporter, "post", post.id, reason), 200)).toEqual({ reported: true, already_reported: true });
    const mine = (await queue(teacher)).reports.filter((r) => r.post_id === post.id);
    expect(mine).toEqual([
      expect.objectContaining({
        target_type: "post",
        target_id: post.id,
        post_title: "Buy followers",
        excerpt: "Cheap followers here",
        reason: "Advertising",
        reporter: { id: reporter.id, display_name: "Reporter" },
        target_author: { id: asker.id, display_name: "Asker" },
        target_hidden: false,
      }),
    ]);
    expect((await report(reporter, "post", "no-such-post")).status).toBe(404);
    expect(
      (await call("/api/forum/reports", reporter.token, { json: { target_type: "post", target_id: post.id, reason: " " } })).status,
    ).toBe(400);
  });

  it("hides a reported post from everyone but its author and moderators, and settles its reports", async () => {
    const [asker, reader, teacher] = await Promise.all([signedIn(), signedIn(), moderator()]);
    const post = await asked(asker);
    await report(reader, "post", post.id);
    expect((await call(`/api/forum/posts/${post.id}/hidden`, teacher.token, { method: "PUT" })).status).toBe(200);

    expect((await thread(reader, post.id)).status).toBe(404);
    expect(await listed(reader, post.id)).toBeUndefined();
    expect((await call(`/api/forum/posts/${post.id}/replies`, reader.token, { json: { body: "hi" } })).status).toBe(404);
    expect(await json<PostDetail>(await thread(asker, post.id))).toMatchObject({ hidden: true, mine: true });
    expect(await listed(asker, post.id)).toMatchObject({ hidden: true });
    expect(await json<PostDetail>(await thread(teacher, post.id))).toMatchObject({ hidden: true, can_moderate: true });
    expect((await queue(teacher)).reports.filter((r) => r.post_id === post.id)).toEqual([]);

    expect((await call(`/api/forum/posts/${post.id}/hidden`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect(await json<PostDetail>(await thread(reader, post.id))).toMatchObject({ hidden: false });
  });

  it("hides a reply from others while the thread stays, and does not count it as an answer", async () => {
    const [asker, rude, teacher] = await Promise.all([signedIn(), signedIn(), moderator()]);
    const post = await asked(asker);
    const replyId = await replied(rude, post.id, "You are wrong");
    await report(asker, "reply", replyId, "Insulting");
    expect((await queue(teacher)).reports.find((r) => r.target_id === replyId)).toMatchObject({ target_type: "reply", post_id: post.id });
    expect((await call(`/api/forum/replies/${replyId}/hidden`, teacher.token, { method: "PUT" })).status).toBe(200);

    expect((await json<PostDetail>(await thread(asker, post.id))).replies).toEqual([]);
    expect(await listed(asker, post.id)).toMatchObject({ reply_count: 0 });
    expect((await json<PostDetail>(await thread(rude, post.id))).replies).toEqual([expect.objectContaining({ id: replyId, hidden: true })]);
    expect((await json<PostDetail>(await thread(teacher, post.id))).replies).toEqual([
      expect.objectContaining({ id: replyId, hidden: true }),
    ]);
    expect((await call(`/api/forum/replies/${replyId}/vote`, asker.token, { method: "PUT" })).status).toBe(404);
  });

  it("dismisses a report without hiding anything", async () => {
    const [asker, reader, teacher] = await Promise.all([signedIn(), signedIn(), moderator()]);
    const post = await asked(asker);
    await report(reader, "post", post.id);
    const found = (await queue(teacher)).reports.find((r) => r.post_id === post.id)!;
    expect((await call(`/api/forum/reports/${found.id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/forum/reports/${found.id}`, teacher.token, { method: "DELETE" })).status).toBe(404);
    expect((await queue(teacher)).reports.filter((r) => r.post_id === post.id)).toEqual([]);
    expect(await json<PostDetail>(await thread(reader, post.id))).toMatchObject({ hidden: false });
  });

  it("refuses learners the queue and hiding with 403 forum_moderators_only", async () => {
    const [asker, learner] = await Promise.all([signedIn(), signedIn()]);
    const post = await asked(asker);
    const res = await call(`/api/forum/posts/${post.id}/hidden`, learner.token, { method: "PUT" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: "forum_moderators_only", message: "Only forum moderators can do this." },
    });
    expect((await thread(learner, post.id)).status).toBe(200);
  });
});
