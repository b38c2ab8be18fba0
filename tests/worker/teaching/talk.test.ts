/**
 * Talking to the class: announcements sanitised as lessons are, stored as a notification in
 * each student's language with a live event; a reminder to those who have not finished, once a day; and
 * private comment threads on a submission between the student and each teacher of theirs.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Assignment } from "../../../worker/contract/assignments";
import type { NotificationsResponse } from "../../../worker/contract/progress";
import type { EventFrame } from "../../../worker/contract/realtime";
import type { Announcement, AnnouncementList, CommentThreads, ReminderResult } from "../../../worker/contract/talk";
import { connect } from "../helpers";
import { READING, clientId, correctAnswers, seedContent } from "../ielts/helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { submitEssay } from "./grading-helpers";
import { join, newClass } from "./helpers";

let teacher: Caller;
let ana: Caller;
let bek: Caller;
let classId: string;

/** A learner's notifications as their screen asks for them: in their interface language (ana reads Russian). */
const notifications = async (who: Caller) =>
  (
    await json<NotificationsResponse>(
      await call("/api/notifications", who.token, { headers: { "Accept-Language": who === ana ? "ru" : "en" } }),
    )
  ).notifications;
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

beforeAll(async () => {
  await seedContent();
  [teacher, ana, bek] = await Promise.all([signedIn({ role: "teacher" }), signedIn(), signedIn()]);
  await call("/api/profile", teacher.token, { method: "PATCH", json: { fullName: "Ms Rivera" } });
  await call("/api/profile", ana.token, { method: "PATCH", json: { preferredLanguage: "ru" } });
  await call("/api/profile", bek.token, { method: "PATCH", json: { preferredLanguage: "en" } });
  const made = await newClass(teacher, { name: "Evening group" });
  classId = made.id;
  for (const s of [ana, bek]) await join(s, made.join_code);
});

describe("announcements", () => {
  it("are sanitised like lessons, read by the class, and reach each student live and in their own language", async () => {
    const socket = await connect(ana.id);
    await socket.next((f) => f.type === "hello");
    const posted = await json<Announcement>(
      await call(`/api/classes/${classId}/announcements`, teacher.token, {
        json: {
          markdown: "**Test on Friday**<script>alert(1)</script> [notes](javascript:alert(1)) and [the plan](https://example.com/plan)",
        },
      }),
      201,
    );
    expect(posted.markdown).not.toMatch(/script|javascript/);
    expect(posted.markdown).toContain("[the plan](https://example.com/plan)");
    expect(posted.teacher_name).toBe("Ms Rivera");

    const frame = (await socket.next((f) => f.type === "class_announcement", 0, 5000)) as EventFrame;
    expect(frame.data).toMatchObject({
      kind: "class_announcement",
      class_id: classId,
      class_name: "Evening group",
      announcement_id: posted.id,
    });
    socket.ws.close();
    expect((await notifications(ana)).find((n) => n.data?.kind === "class_announcement")).toMatchObject({
      title: "Ms Rivera — классу Evening group",
    });
    expect((await notifications(bek)).find((n) => n.data?.kind === "class_announcement")).toMatchObject({
      title: "Ms Rivera to Evening group",
    });
    const list = await json<AnnouncementList>(await call(`/api/classes/${classId}/announcements`, bek.token));
    expect(list.announcements.map((a) => a.id)).toEqual([posted.id]);
  });

  it("refuses one that is only HTML, or empty, with 400", async () => {
    const only = await call(`/api/classes/${classId}/announcements`, teacher.token, { json: { markdown: "<script>alert(1)</script>" } });
    expect(only.status).toBe(400);
    expect((await errorCode(only)).code).toBe("announcement_empty");
    expect((await call(`/api/classes/${classId}/announcements`, teacher.token, { json: { markdown: "  " } })).status).toBe(400);
  });
});

describe("a reminder", () => {
  it("goes to the students who have not finished, at most once a day", async () => {
    const set = await json<Assignment>(
      await call("/api/assignments", teacher.token, {
        json: {
          class_id: classId,
          kind: "ielts",
          test_id: READING.id,
          title: "Reading 1",
          due_at: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
      201,
    );
    await call("/api/ielts/submissions", bek.token, {
      json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING), durationSeconds: 1800 },
    });
    const first = await json<ReminderResult>(await call(`/api/assignments/${set.id}/remind`, teacher.token, { method: "POST" }));
    expect(first.reminded).toBe(1);
    const again = await call(`/api/assignments/${set.id}/remind`, teacher.token, { method: "POST" });
    expect(again.status).toBe(409);
    expect((await errorCode(again)).code).toBe("reminded_today");

    await expect
      .poll(async () => (await notifications(ana)).find((n) => n.data?.kind === "assignment_reminder"), { timeout: 5000 })
      .toMatchObject({ title: "Напоминание: Reading 1" });
    expect((await notifications(bek)).filter((n) => n.data?.kind === "assignment_reminder")).toEqual([]);
  });
});

describe("comment threads on a submission", () => {
  it("is private between the student and each teacher; the student answers the teacher they name", async () => {
    const essay = await submitEssay(ana);
    const path = `/api/submission-comments/${essay.id}`;
    await json(await call(path, teacher.token, { json: { body: "Paragraph 2 needs an example." } }), 201);
    const reply = await call(path, ana.token, { json: { body: "Thank you, I will add one.", teacher_id: teacher.id } });
    expect(reply.status).toBe(201);

    const seen = await json<CommentThreads>(await call(path, ana.token));
    expect(seen.threads).toHaveLength(1);
    expect(seen.threads[0]).toMatchObject({ teacher_id: teacher.id, teacher_name: "Ms Rivera" });
    expect(seen.threads[0]!.comments.map((c) => c.body)).toEqual(["Paragraph 2 needs an example.", "Thank you, I will add one."]);
    expect((await json<CommentThreads>(await call(path, teacher.token))).threads[0]!.comments).toHaveLength(2);

    // Another teacher of hers sees only their own (empty) thread.
    const other = await signedIn({ role: "teacher" });
    await join(ana, (await newClass(other)).join_code);
    expect((await json<CommentThreads>(await call(path, other.token))).threads).toEqual([
      { teacher_id: other.id, teacher_name: expect.any(String), comments: [] },
    ]);

    const nobody = await call(path, ana.token, { json: { body: "Hello?" } });
    expect(nobody.status).toBe(400);
    expect((await errorCode(nobody)).code).toBe("teacher_not_found");
    await expect
      .poll(async () => (await notifications(teacher)).find((n) => n.data?.kind === "submission_comment"), { timeout: 5000 })
      .toBeDefined();
  });
});
