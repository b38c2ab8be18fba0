/**
 * The forum: asking, reading, editing with history and deleting; Markdown sanitised against
 * XSS before it is stored; upvotes once per person; the accepted answer chosen by the asker only; an
 * attached essay only of one's own; views, search, tags and pages; the posting limit; the live reply.
 */
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { beforeAll, describe, expect, it } from "vitest";
import { FORUM_POSTING_LIMIT, forumReplyDataSchema, type ForumEdits, type PostDetail, type PostList } from "../../../worker/contract/forum";
import type { Notification } from "../../../worker/contract/progress";
import type { EventFrame } from "../../../worker/contract/realtime";
import { isSafeUrl } from "../../../worker/lessons/sanitise";
import { connect, settle } from "../helpers";
import { seedContent } from "../ielts/helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { submitEssay, submitReading } from "../teaching/grading-helpers";
import { ask, asked, forumAdmin, moderator, named, replied, reply, thread } from "./helpers";

beforeAll(seedContent);

const list = async (who: Caller, query = "") => json<PostList>(await call(`/api/forum/posts${query}`, who.token));

describe("asking, reading, editing and deleting", () => {
  it("stores a post with its category, tags and Markdown, and lists it newest first", async () => {
    const asker = await named("Aigerim");
    const post = await asked(asker, { tags: ["Cohesion", "band-7", "cohesion"] });
    expect(post).toMatchObject({
      category: "ielts_writing",
      title: "How do I link paragraphs?",
      body: "My essays feel **choppy**.",
      tags: ["cohesion", "band-7"],
      author: { id: asker.id, display_name: "Aigerim" },
      reply_count: 0,
      answered: false,
      hidden: false,
      edited_at: null,
      score: 0,
      mine: true,
      essay: null,
      replies: [],
    });
    const newer = await asked(asker, { title: "A second question" });
    const reader = await signedIn();
    const { posts } = await list(reader);
    expect(posts.slice(0, 2).map((p) => p.id)).toEqual([newer.id, post.id]);
    expect(posts[1]).toMatchObject({ mine: false, author: { display_name: "Aigerim" } });
  });

  it("never shows an author's email address as their name", async () => {
    const asker = await signedIn();
    const post = await asked(asker);
    expect(post.author.display_name).toBe("");
  });

  it("refuses bad input with 400 and a message, never 500", async () => {
    const asker = await signedIn();
    const bad: [unknown, RegExp][] = [
      [{ category: "cooking", title: "t", body: "b" }, /category/],
      [{ category: "sat", title: "   ", body: "b" }, /title must not be empty/],
      [{ category: "sat", title: "x".repeat(151), body: "b" }, /at most 150/],
      [{ category: "sat", title: "t", body: "" }, /post must not be empty/],
      [{ category: "sat", title: "t\u202e", body: "b" }, /text-direction/],
      [{ category: "sat", title: "t", body: "b", tags: ["a b"] }, /tag may hold only/],
      [{ category: "sat", title: "t", body: "b", tags: ["a", "b", "c", "d", "e", "f"] }, /at most 5 tags/],
      [{ category: "sat", title: "t", body: "b", extra: 1 }, /Unrecognized key/],
      [{ category: "sat", title: "t", body: "<script>alert(1)</script>" }, /no text once HTML is removed/],
    ];
    for (const [body, message] of bad) {
      const res = await call("/api/forum/posts", asker.token, { json: body });
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(text).toMatch(message);
    }
    expect((await call("/api/forum/posts", asker.token, { body: "{not json" })).status).toBe(400);
    expect((await call("/api/forum/posts?view=hot", asker.token)).status).toBe(400);
    expect((await call("/api/forum/posts?cursor=nope", asker.token)).status).toBe(400);
    expect((await call("/api/forum/posts/no-such-post", asker.token)).status).toBe(404);
  });

  it("keeps the previous version when the author edits, marks the post edited, and shows the history to the author only", async () => {
    const [asker, reader, mod] = await Promise.all([signedIn(), signedIn(), moderator()]);
    const post = await asked(asker, { title: "First title", body: "First body" });
    const edited = await json<PostDetail>(
      await call(`/api/forum/posts/${post.id}`, asker.token, { method: "PATCH", json: { title: "Better title", body: "Better body" } }),
    );
    expect(edited).toMatchObject({ title: "Better title", body: "Better body", edited_at: expect.any(String) });
    const history = await json<ForumEdits>(await call(`/api/forum/posts/${post.id}/edits`, asker.token));
    expect(history.edits).toEqual([expect.objectContaining({ title: "First title", body: "First body" })]);
    expect((await call(`/api/forum/posts/${post.id}/edits`, mod.token)).status).toBe(200);
    expect((await call(`/api/forum/posts/${post.id}/edits`, reader.token)).status).toBe(403);
    expect((await call(`/api/forum/posts/${post.id}`, reader.token, { method: "PATCH", json: { title: "Mine now" } })).status).toBe(403);
    expect((await call(`/api/forum/posts/${post.id}`, asker.token, { method: "PATCH", json: {} })).status).toBe(400);
  });

  it("lets a reply's author edit it with history, and lets only authors delete", async () => {
    const [asker, helper] = await Promise.all([signedIn(), signedIn()]);
    const post = await asked(asker);
    const replyId = await replied(helper, post.id, "Try *however*.");
    expect((await call(`/api/forum/replies/${replyId}`, asker.token, { method: "PATCH", json: { body: "Hijacked" } })).status).toBe(403);
    expect((await call(`/api/forum/replies/${replyId}`, helper.token, { method: "PATCH", json: { body: "Try *moreover*." } })).status).toBe(
      200,
    );
    const { replies } = await json<PostDetail>(await thread(asker, post.id));
    expect(replies[0]).toMatchObject({ body: "Try *moreover*.", edited_at: expect.any(String) });
    const history = await json<ForumEdits>(await call(`/api/forum/replies/${replyId}/edits`, helper.token));
    expect(history.edits.map((e) => e.body)).toEqual(["Try *however*."]);

    expect((await call(`/api/forum/replies/${replyId}`, asker.token, { method: "DELETE" })).status).toBe(403);
    expect((await call(`/api/forum/posts/${post.id}`, helper.token, { method: "DELETE" })).status).toBe(403);
    expect((await call(`/api/forum/replies/${replyId}`, helper.token, { method: "DELETE" })).status).toBe(200);
    expect((await json<PostDetail>(await thread(asker, post.id))).replies).toEqual([]);
    expect((await call(`/api/forum/posts/${post.id}`, asker.token, { method: "DELETE" })).status).toBe(200);
    expect((await thread(asker, post.id)).status).toBe(404);
  });
});

describe("sanitising", () => {
  const payloads: [string, string][] = [
    ["<script>alert(1)</script>Hello", "<script"],
    ['<img src=x onerror="alert(1)"> text', "onerror"],
    ["[click](javascript:alert(1))", "javascript:"],
    ["[click](javascript&#58;alert(1))", "alert(1)"],
    ["[click](java\tscript:alert(1))", "](java"],
    ["![x](data:image/svg+xml;base64,PHN2Zz4=)", "data:"],
    ["[a][r]\n\n[r]: vbscript:msgbox", "vbscript"],
    ['<a href="javascript:alert(1)">x</a>', "href"],
    ["<svg onload=alert(1)>", "onload"],
    ["<iframe src=https://evil.test></iframe>", "iframe"],
  ];

  /** Raw HTML and links or images with an unsafe address, as a Markdown renderer would read the stored text. */
  function dangerousNodes(markdown: string): string[] {
    const found: string[] = [];
    const walk = (node: Nodes) => {
      if (node.type === "html") found.push(node.value);
      if ((node.type === "link" || node.type === "image" || node.type === "definition") && !isSafeUrl(node.url)) found.push(node.url);
      if ("children" in node) node.children.forEach(walk);
    };
    walk(fromMarkdown(markdown));
    return found;
  }

  it.each(payloads)("stores %j without the dangerous part", async (payload, forbidden) => {
    const [asker, helper] = await Promise.all([signedIn(), signedIn()]);
    const res = await ask(asker, { body: `${payload}\n\nok` });
    const post = await json<PostDetail>(res, 201);
    expect(post.body.toLowerCase()).not.toContain(forbidden.toLowerCase());
    expect(dangerousNodes(post.body)).toEqual([]);
    await replied(helper, post.id, `${payload}\n\nok`);
    const { replies } = await json<PostDetail>(await thread(asker, post.id));
    expect(replies[0]!.body.toLowerCase()).not.toContain(forbidden.toLowerCase());
    expect(dangerousNodes(replies[0]!.body)).toEqual([]);
  });

  it("keeps ordinary Markdown and safe links", async () => {
    const post = await asked(await signedIn(), { body: "**bold** and [a guide](https://example.com/guide)\n\n- one\n- two" });
    expect(post.body).toBe("**bold** and [a guide](https://example.com/guide)\n\n* one\n* two");
  });
});

describe("upvotes", () => {
  it("counts one vote per person however often they vote, and takes it back", async () => {
    const [asker, a, b] = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const post = await asked(asker);
    const vote = (who: Caller, method: string) => call(`/api/forum/posts/${post.id}/vote`, who.token, { method });
    expect(await json(await vote(a, "PUT"))).toEqual({ score: 1, voted: true });
    expect(await json(await vote(a, "PUT"))).toEqual({ score: 1, voted: true });
    expect(await json(await vote(b, "PUT"))).toEqual({ score: 2, voted: true });
    expect(await json(await vote(b, "DELETE"))).toEqual({ score: 1, voted: false });
    expect(await json(await vote(b, "DELETE"))).toEqual({ score: 1, voted: false });
    expect(await json<PostDetail>(await thread(a, post.id))).toMatchObject({ score: 1, voted: true });
    expect(await json<PostDetail>(await thread(b, post.id))).toMatchObject({ score: 1, voted: false });
    expect((await vote(asker, "PUT")).status).toBe(403);
  });

  it("upvotes replies the same way", async () => {
    const [asker, helper] = await Promise.all([signedIn(), signedIn()]);
    const post = await asked(asker);
    const replyId = await replied(helper, post.id);
    const vote = () => call(`/api/forum/replies/${replyId}/vote`, asker.token, { method: "PUT" });
    await vote();
    expect(await json(await vote())).toEqual({ score: 1, voted: true });
    expect((await json<PostDetail>(await thread(asker, post.id))).replies[0]).toMatchObject({ score: 1, voted: true });
    expect((await call(`/api/forum/replies/no-such-reply/vote`, asker.token, { method: "PUT" })).status).toBe(404);
  });
});

describe("the accepted answer", () => {
  it("is chosen by the post's author only, and one at a time", async () => {
    const [asker, helper, teacher] = await Promise.all([signedIn(), signedIn(), signedIn({ role: "teacher" })]);
    const post = await asked(asker);
    const [first, second] = [await replied(helper, post.id), await replied(teacher, post.id)];
    const accept = (who: Caller, replyId: string) =>
      call(`/api/forum/posts/${post.id}/accepted`, who.token, { method: "PUT", json: { reply_id: replyId } });
    expect((await accept(helper, first)).status).toBe(403);
    expect((await accept(teacher, first)).status).toBe(403);
    expect((await accept(asker, first)).status).toBe(200);
    expect((await accept(asker, second)).status).toBe(200);
    const detail = await json<PostDetail>(await thread(helper, post.id));
    expect(detail).toMatchObject({ answered: true, accepted_reply_id: second });
    expect(detail.replies.map((r) => r.accepted)).toEqual([false, true]);
    const other = await asked(asker);
    const elsewhere = await replied(helper, other.id);
    expect((await accept(asker, elsewhere)).status).toBe(404);
    expect((await call(`/api/forum/posts/${post.id}/accepted`, asker.token, { method: "DELETE" })).status).toBe(200);
    expect((await json<PostDetail>(await thread(helper, post.id))).accepted_reply_id).toBeNull();
  });
});

describe("feedback on an essay", () => {
  it("attaches the asker's own writing submission with its text, task and band", async () => {
    const learner = await signedIn();
    const essay = await submitEssay(learner);
    const post = await asked(learner, { title: "Please check my essay", submission_id: essay.id });
    const seen = await json<PostDetail>(await thread(await signedIn(), post.id));
    expect(seen.has_essay).toBe(true);
    expect(seen.essay).toMatchObject({
      submission_id: essay.id,
      task: "task2",
      text: expect.stringMatching(/\w+/),
      word_count: expect.any(Number),
      band: expect.any(Number),
      prompt: expect.stringMatching(/\w+/),
    });
  });

  it("refuses someone else's submission and a reading test with 404, storing nothing", async () => {
    const [learner, other] = await Promise.all([signedIn(), signedIn()]);
    const theirs = await submitEssay(other);
    const reading = await submitReading(learner);
    for (const submission_id of [theirs.id, reading.id, "no-such-submission"]) {
      const res = await ask(learner, { title: `Essay ${submission_id}`, submission_id });
      expect(res.status).toBe(404);
    }
    expect((await list(learner, `?q=${encodeURIComponent(theirs.id)}`)).posts).toEqual([]);
  });
});

describe("views, search, tags and pages", () => {
  it("sorts top by votes, keeps unanswered to posts without replies, filters by category, tag and words", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const [asker, voter, helper] = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const quiet = await asked(asker, { title: `${marker} quiet`, category: "sat", tags: [`t${marker}`] });
    const popular = await asked(asker, { title: `${marker} popular`, body: "about 100% of_the cases", category: "vocabulary" });
    await call(`/api/forum/posts/${popular.id}/vote`, voter.token, { method: "PUT" });
    await replied(helper, popular.id);
    const ids = (page: PostList) => page.posts.map((p) => p.id);
    expect(ids(await list(asker, `?view=top&q=${marker}`))).toEqual([popular.id, quiet.id]);
    expect(ids(await list(asker, `?view=unanswered&q=${marker}`))).toEqual([quiet.id]);
    expect(ids(await list(asker, `?category=sat&q=${marker}`))).toEqual([quiet.id]);
    expect(ids(await list(asker, `?tag=t${marker}`))).toEqual([quiet.id]);
    expect(ids(await list(asker, `?q=${marker}+of_the`))).toEqual([popular.id]);
    expect(ids(await list(asker, `?q=${marker}+100%25`))).toEqual([popular.id]);
    // Words match as prefixes; FTS syntax typed into the search is only words (no OR, no NEAR, no column filter).
    expect(ids(await list(asker, `?q=${marker}+popul`))).toEqual([popular.id]);
    expect(ids(await list(asker, `?q=${marker}+OR+nothing`))).toEqual([]);
    expect(ids(await list(asker, `?q=${encodeURIComponent(`title:${marker} NEAR("quiet" "x") "unbalanced`)}`))).toEqual([]);
  });

  it("searches posts and the replies others can see, with any word, however long (a LIKE query once answered 500)", async () => {
    const [asker, helper, admin] = await Promise.all([signedIn(), signedIn(), forumAdmin()]);
    const marker = crypto.randomUUID().replaceAll("-", "").slice(0, 10);
    const longWord = `${marker}${"x".repeat(60)}`;
    const cyrillic = `${marker}${"ж".repeat(30)}`;
    const post = await asked(asker, { title: `Long words ${marker}`, body: `A word: ${longWord}. Ещё слово: ${cyrillic}.` });
    const replyId = await replied(helper, post.id, `Only the reply says k${marker}`);
    const ids = (page: PostList) => page.posts.map((p) => p.id);
    for (const q of [longWord, cyrillic, `${"y".repeat(60)}`, `${"щ".repeat(40)}`]) {
      const res = await call(`/api/forum/posts?q=${encodeURIComponent(q)}`, asker.token);
      expect(res.status, q).toBe(200);
    }
    expect(ids(await list(asker, `?q=${encodeURIComponent(longWord)}`))).toEqual([post.id]);
    expect(ids(await list(asker, `?q=${encodeURIComponent(cyrillic)}`))).toEqual([post.id]);
    expect(ids(await list(asker, `?q=k${marker}`))).toEqual([post.id]);
    expect(ids(await list(asker, `?q=${encodeURIComponent("!!! ???")}`))).toEqual([]);
    // An edited post is found by its new words only; a hidden reply no longer finds the post.
    await call(`/api/forum/posts/${post.id}`, asker.token, { method: "PATCH", json: { title: `Renamed n${marker}` } });
    expect(ids(await list(asker, `?q=n${marker}`))).toEqual([post.id]);
    expect(ids(await list(asker, `?q=Long+${marker}`))).toEqual([]);
    const mod = await moderator(admin);
    expect((await call(`/api/forum/replies/${replyId}/hidden`, mod.token, { method: "PUT" })).status).toBe(200);
    expect(ids(await list(asker, `?q=k${marker}`))).toEqual([]);
  });

  it("pages through a list with the cursor it hands out, in every view, without repeats", async () => {
    const marker = crypto.randomUUID().slice(0, 8);
    const asker = await signedIn();
    const voters = await Promise.all([signedIn(), signedIn()]);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await asked(asker, { title: `${marker} ${i}` })).id);
    for (const voter of voters) await call(`/api/forum/posts/${made[2]}/vote`, voter.token, { method: "PUT" });
    await call(`/api/forum/posts/${made[4]}/vote`, voters[0]!.token, { method: "PUT" });
    for (const view of ["newest", "top", "unanswered"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: PostList = await list(asker, `?view=${view}&q=${marker}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...page.posts.map((p) => p.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen.sort()).toEqual([...made].sort());
      if (view === "top") expect(seen.length).toBe(5);
    }
    const top = await list(asker, `?view=top&q=${marker}&limit=5`);
    expect(top.posts.map((p) => p.id)).toEqual([made[2], made[4], made[3], made[1], made[0]]);
  });
});

describe("the posting limit", () => {
  it(`answers 429 with a clear message after ${FORUM_POSTING_LIMIT.limit} posts and replies, per person`, async () => {
    const [busy, other] = await Promise.all([signedIn(), signedIn()]);
    const post = await asked(busy);
    for (let i = 1; i < FORUM_POSTING_LIMIT.limit; i++) expect((await reply(busy, post.id)).status).toBe(201);
    const refused = await ask(busy);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: {
        code: "forum_rate_limited",
        message: expect.stringMatching(/You have posted 10 times in 10 minutes\. Please wait \d+ minutes? before posting again\./),
      },
    });
    expect((await reply(busy, post.id)).status).toBe(429);
    expect((await reply(other, post.id)).status).toBe(201);
  });
});

describe("a new reply, live", () => {
  it("tells the post's author with a stored notification and the thread's participants with a hub event", async () => {
    const [asker, earlier, replier] = await Promise.all([named("Asker"), signedIn(), named("Dana")]);
    const post = await asked(asker, { title: "Linking words" });
    await replied(earlier, post.id);
    const [askerSocket, earlierSocket] = await Promise.all([connect(asker.id), connect(earlier.id)]);
    await Promise.all([askerSocket.next((f) => f.type === "hello"), earlierSocket.next((f) => f.type === "hello")]);
    const replyId = await replied(replier, post.id);

    const toAsker = forumReplyDataSchema.parse(((await askerSocket.next((f) => f.type === "forum_reply", 0, 5000)) as EventFrame).data);
    expect(toAsker).toEqual({
      kind: "forum_reply",
      post_id: post.id,
      reply_id: replyId,
      post_title: "Linking words",
      replier_name: "Dana",
      notification_id: expect.any(String),
    });
    const toEarlier = forumReplyDataSchema.parse(((await earlierSocket.next((f) => f.type === "forum_reply", 0, 5000)) as EventFrame).data);
    expect(toEarlier).toMatchObject({ reply_id: replyId, notification_id: null });

    const { notifications } = await json<{ notifications: Notification[] }>(await call("/api/notifications", asker.token));
    expect(notifications[0]).toMatchObject({
      id: toAsker.notification_id,
      type: "progress",
      message: "Dana replied to “Linking words”.",
      data: expect.objectContaining({ kind: "forum_reply", post_id: post.id }),
    });
    const others = await json<{ notifications: Notification[] }>(await call("/api/notifications", earlier.token));
    expect(others.notifications.filter((n) => n.data.kind === "forum_reply")).toEqual([]);
    askerSocket.ws.close();
    earlierSocket.ws.close();
  });

  it("does not notify authors of their own replies", async () => {
    const asker = await signedIn();
    const post = await asked(asker);
    await replied(asker, post.id);
    await settle();
    const { notifications } = await json<{ notifications: Notification[] }>(await call("/api/notifications", asker.token));
    expect(notifications.filter((n) => n.data.kind === "forum_reply")).toEqual([]);
  });
});
