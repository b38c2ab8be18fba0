/** Deleting an account takes its forum upvotes out of the scores of the posts and replies it voted on. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { PostDetail, PostList } from "../../../worker/contract/forum";
import { call, json, type Caller } from "../progress/helpers";
import { asked, named, replied, thread } from "./helpers";

const vote = async (who: Caller, target: "posts" | "replies", id: string) =>
  expect((await call(`/api/forum/${target}/${id}/vote`, who.token, { method: "PUT" })).status).toBe(200);

async function deleteAccount(who: Caller) {
  const { email } = (await env.DB.prepare("SELECT email FROM users WHERE id = ?").bind(who.id).first<{ email: string }>())!;
  expect((await call("/api/account", who.token, { method: "DELETE", json: { confirmEmail: email } })).status).toBe(204);
}

describe("account deletion and forum votes", () => {
  it("recounts the score of every post and reply the deleted account upvoted, and leaves the others' votes", async () => {
    const asker = await named("Asker Votes");
    const helper = await named("Helper Votes");
    const leaving = await named("Leaving Voter");
    const staying = await named("Staying Voter");
    const post = await asked(asker);
    const replyId = await replied(helper, post.id);
    const untouched = await asked(helper, { title: "Another question" });
    await vote(leaving, "posts", post.id);
    await vote(staying, "posts", post.id);
    await vote(leaving, "replies", replyId);
    await vote(staying, "posts", untouched.id);

    const before = await json<PostDetail>(await thread(asker, post.id));
    expect([before.score, before.replies[0]!.score]).toEqual([2, 1]);

    await deleteAccount(leaving);

    const after = await json<PostDetail>(await thread(asker, post.id));
    expect([after.score, after.replies[0]!.score]).toEqual([1, 0]);
    expect(after.voted).toBe(false);
    const listed = await json<PostList>(await call("/api/forum/posts?view=top", asker.token));
    expect(listed.posts.find((p) => p.id === post.id)?.score).toBe(1);
    expect(listed.posts.find((p) => p.id === untouched.id)?.score).toBe(1);
    // The staying voter can still take their vote back: the score follows the votes left.
    expect(await json(await call(`/api/forum/posts/${post.id}/vote`, staying.token, { method: "DELETE" }))).toEqual({
      score: 0,
      voted: false,
    });
  });
});
