/**
 * Who moderates. The teacher role is self-declared, so taking it must not let anyone hide
 * other people's posts or read who reported what; forum admins (FORUM_ADMIN_EMAILS) appoint moderators.
 */
import { describe, expect, it } from "vitest";
import type { ForumModerators, PostDetail, PostList } from "../../../worker/contract/forum";
import { accessToken, confirmedUser } from "../auth/helpers";
import { call, json, signedIn } from "../progress/helpers";
import { asked, forumAdmin, moderator, thread } from "./helpers";

describe("forum moderators", () => {
  it("gives a learner who declares themselves a teacher no moderation, and an admin's appointment does", async () => {
    const [asker, reader, admin] = await Promise.all([signedIn(), signedIn(), forumAdmin()]);
    const post = await asked(asker, { title: "Someone else's question" });
    await call("/api/forum/reports", reader.token, { json: { target_type: "post", target_id: post.id, reason: "Spam" } });

    // The escalation the probe found: the role in the profile, a new token, then moderation.
    const { client, email } = await confirmedUser();
    expect((await call("/api/profile", await accessToken(client), { method: "PATCH", json: { role: "teacher" } })).status).toBe(200);
    await client.refreshSession();
    const selfMadeTeacher = await accessToken(client);
    expect((await call("/api/classes", selfMadeTeacher)).status).toBe(200); // a teacher still starts at once
    expect((await call(`/api/forum/posts/${post.id}/hidden`, selfMadeTeacher, { method: "PUT" })).status).toBe(403);
    expect((await call("/api/forum/moderation", selfMadeTeacher)).status).toBe(403);
    expect(await json<PostList>(await call("/api/forum/posts", selfMadeTeacher))).toMatchObject({
      can_moderate: false,
      can_appoint: false,
    });
    expect(await json<PostDetail>(await thread(reader, post.id))).toMatchObject({ hidden: false });

    // A forum admin appoints them by address; again changes nothing.
    expect((await call("/api/forum/moderators", admin.token, { json: { email: email.toUpperCase() } })).status).toBe(201);
    expect((await call("/api/forum/moderators", admin.token, { json: { email } })).status).toBe(200);
    const listed = await json<ForumModerators>(await call("/api/forum/moderators", admin.token));
    expect(listed.moderators.filter((m) => m.email === email)).toEqual([
      { id: expect.any(String), display_name: "", email, appointed_at: expect.any(String) },
    ]);
    expect(await json<PostList>(await call("/api/forum/posts", selfMadeTeacher))).toMatchObject({ can_moderate: true, can_appoint: false });
    expect((await call("/api/forum/moderation", selfMadeTeacher)).status).toBe(200);
    expect((await call(`/api/forum/posts/${post.id}/hidden`, selfMadeTeacher, { method: "PUT" })).status).toBe(200);
    expect((await thread(reader, post.id)).status).toBe(404);

    // Taking the grant back ends it at once.
    const userId = listed.moderators.find((m) => m.email === email)!.id;
    expect((await call(`/api/forum/moderators/${userId}`, admin.token, { method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/forum/moderators/${userId}`, admin.token, { method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/forum/posts/${post.id}/hidden`, selfMadeTeacher, { method: "DELETE" })).status).toBe(403);
  });

  it("lets only forum admins appoint, and says what is wrong with an appointment", async () => {
    const [admin, learner] = await Promise.all([forumAdmin(), signedIn()]);
    const appointed = await moderator(admin);
    expect(await json<PostList>(await call("/api/forum/posts", admin.token))).toMatchObject({ can_moderate: true, can_appoint: true });

    // A moderator cannot appoint others, and the 403 comes before the body's rules.
    const byModerator = await call("/api/forum/moderators", appointed.token, { json: { email: "not an address" } });
    expect(byModerator.status).toBe(403);
    expect(await byModerator.json()).toEqual({
      error: { code: "forum_admins_only", message: "Only forum admins can appoint moderators." },
    });
    expect((await call("/api/forum/moderators", learner.token)).status).toBe(403);

    const unknown = await call("/api/forum/moderators", admin.token, { json: { email: "nobody@nowhere.test" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "forum_account_not_found" } });
    expect((await call("/api/forum/moderators", admin.token, { json: { email: "not an address" } })).status).toBe(400);
    expect((await call("/api/forum/moderators", admin.token, { json: { email: appointed.email, role: "admin" } })).status).toBe(400);
  });
});
