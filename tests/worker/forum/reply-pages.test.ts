/** A thread's replies in pages (GET /api/forum/posts/:id and …/replies), oldest first, with the project's one cursor. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FORUM_REPLY_PAGE_SIZE, type PostDetail, type ReplyPage } from "../../../worker/contract/forum";
import { call, json } from "../progress/helpers";
import { asked, named, thread } from "./helpers";

const REPLIES = FORUM_REPLY_PAGE_SIZE + 5;

describe("a thread's replies in pages", () => {
  it("brings the first page with the post and the rest by cursor, each reply once, oldest first", async () => {
    const asker = await named("Asker Paging");
    const helper = await named("Helper Paging");
    const post = await asked(asker);
    // Written straight into D1: the posting limit allows 10 replies in 10 minutes. Two share a second, ordered by id.
    const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, Math.min(n, REPLIES - 2))).toISOString();
    const ids = Array.from({ length: REPLIES }, (_, n) => `reply-${String(n).padStart(3, "0")}`);
    await env.DB.batch(
      ids.map((id, n) =>
        env.DB.prepare("INSERT INTO forum_replies (id, post_id, author_id, body, created_at) VALUES (?, ?, ?, ?, ?)").bind(
          id,
          post.id,
          helper.id,
          `Answer ${n}`,
          at(n),
        ),
      ),
    );

    const first = await json<PostDetail>(await thread(asker, post.id));
    expect(first.replies.map((r) => r.id)).toEqual(ids.slice(0, FORUM_REPLY_PAGE_SIZE));
    expect(first.replies_next_cursor).toEqual(expect.any(String));

    const rest = await json<ReplyPage>(await call(`/api/forum/posts/${post.id}/replies?cursor=${first.replies_next_cursor}`, asker.token));
    expect(rest.replies.map((r) => r.id)).toEqual(ids.slice(FORUM_REPLY_PAGE_SIZE));
    expect(rest.replies[0]).toMatchObject({
      post_id: post.id,
      body: "Answer 30",
      author: { id: helper.id, display_name: "Helper Paging" },
    });
    expect(rest.next_cursor).toBeNull();

    const small = await json<ReplyPage>(await call(`/api/forum/posts/${post.id}/replies?limit=2`, asker.token));
    expect(small.replies.map((r) => r.id)).toEqual(ids.slice(0, 2));
    const next = await json<ReplyPage>(await call(`/api/forum/posts/${post.id}/replies?limit=2&cursor=${small.next_cursor}`, asker.token));
    expect(next.replies.map((r) => r.id)).toEqual(ids.slice(2, 4));
  });

  it("has no cursor when one page holds every reply; refuses a forged cursor and another's hidden post", async () => {
    const asker = await named("Asker Short");
    const post = await asked(asker);
    expect(await json<PostDetail>(await thread(asker, post.id))).toMatchObject({ replies: [], replies_next_cursor: null });
    const forged = await call(`/api/forum/posts/${post.id}/replies?cursor=not-a-cursor`, asker.token);
    expect(forged.status).toBe(400);
    expect((await call("/api/forum/posts/no-such-post/replies", asker.token)).status).toBe(404);
    expect((await call(`/api/forum/posts/${post.id}/replies`)).status).toBe(401);
  });
});
