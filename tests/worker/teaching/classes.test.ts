import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, type Membership, type Roster, type TeacherClass } from "../../../worker/contract/classes";
import { call, json, signedIn, track } from "../progress/helpers";
import { join, newClass } from "./helpers";

const roster = async (teacher: { token: string }, classId: string) =>
  json<Roster>(await call(`/api/classes/${classId}/roster`, teacher.token));
const memberships = async (learner: { token: string }) => json<Membership[]>(await call("/api/classes/memberships", learner.token));
const summary = (caller: { token: string }, learnerId: string) =>
  call(`/api/unified-progress?user_id=${learnerId}&type=summary`, caller.token);

describe("classes: create, edit, archive", () => {
  it("a teacher creates a class with an unambiguous join code and lists it", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const made = await newClass(teacher, { name: "  SAT spring  ", focus: "sat", target: 1450, exam_date: "2027-03-14" });
    expect(made).toMatchObject({
      name: "SAT spring",
      focus: "sat",
      target: 1450,
      exam_date: "2027-03-14",
      archived_at: null,
      student_count: 0,
    });
    expect(made.join_code).toHaveLength(JOIN_CODE_LENGTH);
    expect([...made.join_code].every((ch) => JOIN_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(await json<TeacherClass[]>(await call("/api/classes", teacher.token))).toEqual([made]);
  });

  it.each([
    [{ name: "", focus: "sat" }],
    [{ name: "x".repeat(81), focus: "sat" }],
    [{ name: "Bad\u202Ename", focus: "sat" }],
    [{ name: "Group", focus: "toefl" }],
    [{ name: "Group", focus: "sat", target: 1455 }],
    [{ name: "Group", focus: "sat", target: 7 }],
    [{ name: "Group", focus: "ielts_general", target: 7.25 }],
    [{ name: "Group", focus: "ielts_general", target: 9.5 }],
    [{ name: "Group", focus: "ielts_general", exam_date: "next week" }],
    [{ name: "Group", focus: "ielts_general", teacher_id: "someone" }],
  ])("refuses %j with 400 in the error shape", async (body) => {
    const teacher = await signedIn({ role: "teacher" });
    const res = await call("/api/classes", teacher.token, { json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed", message: expect.any(String) } });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const teacher = await signedIn({ role: "teacher" });
    expect((await call("/api/classes", teacher.token, { method: "POST", body: "{nope" })).status).toBe(400);
    expect((await call("/api/classes/join", teacher.token, { method: "POST", body: "[" })).status).toBe(400);
  });

  it("edits a class; a focus change must keep a target that fits it", async () => {
    const teacher = await signedIn({ role: "teacher" });
    const made = await newClass(teacher);
    const edited = await json<TeacherClass>(
      await call(`/api/classes/${made.id}`, teacher.token, { method: "PATCH", json: { name: "Band 7 group", target: 7.5 } }),
    );
    expect(edited).toMatchObject({ name: "Band 7 group", target: 7.5, join_code: made.join_code });
    const misfit = await call(`/api/classes/${made.id}`, teacher.token, { method: "PATCH", json: { focus: "sat" } });
    expect(misfit.status).toBe(400);
    expect(((await misfit.json()) as { error: { code: string } }).error.code).toBe("invalid_target");
    expect((await call(`/api/classes/${made.id}`, teacher.token, { method: "PATCH", json: {} })).status).toBe(400);
    const sat = await json<TeacherClass>(
      await call(`/api/classes/${made.id}`, teacher.token, { method: "PATCH", json: { focus: "sat", target: 1300 } }),
    );
    expect(sat).toMatchObject({ focus: "sat", target: 1300 });
  });
});

describe("joining, leaving, removing", () => {
  it("a learner joins by code in any case and spacing; joining again is 200 and changes nothing", async () => {
    const [teacher, student] = await Promise.all([signedIn({ role: "teacher" }), signedIn()]);
    const made = await newClass(teacher);
    const typed = `${made.join_code.slice(0, 4).toLowerCase()}-${made.join_code.slice(4)} `;
    const preview = await json<{ name: string; already_member: boolean }>(
      await call(`/api/classes/join/${made.join_code.toLowerCase()}`, student.token),
    );
    expect(preview).toMatchObject({ name: made.name, already_member: false });

    const first = await call("/api/classes/join", student.token, { json: { code: typed } });
    expect(first.status).toBe(201);
    const again = await call("/api/classes/join", student.token, { json: { code: made.join_code } });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ joined: false, membership: { class_id: made.id, teacher_can_see: true } });
    expect(await memberships(student)).toHaveLength(1);
    expect((await roster(teacher, made.id)).students.map((s) => s.student_id)).toEqual([student.id]);
  });

  it("a wrong code is 404 with a clear message and joins nothing; a teacher cannot join their own class", async () => {
    const [teacher, student] = await Promise.all([signedIn({ role: "teacher" }), signedIn()]);
    const made = await newClass(teacher);
    const wrong = await call("/api/classes/join", student.token, { json: { code: "ZZZZ2222" } });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toEqual({
      error: { code: "class_code_not_found", message: expect.stringContaining("No class has this code") },
    });
    expect((await call("/api/classes/join", student.token, { json: { code: "" } })).status).toBe(400);
    expect((await call("/api/classes/join", student.token, { json: {} })).status).toBe(400);
    expect(await memberships(student)).toEqual([]);
    const own = await call("/api/classes/join", teacher.token, { json: { code: made.join_code } });
    expect(own.status).toBe(409);
    expect((await roster(teacher, made.id)).students).toEqual([]);
  });

  it("rotating the code stops the old one at once; the new one works", async () => {
    const [teacher, student] = await Promise.all([signedIn({ role: "teacher" }), signedIn()]);
    const made = await newClass(teacher);
    const rotated = await json<TeacherClass>(await call(`/api/classes/${made.id}/rotate-code`, teacher.token, { method: "POST" }));
    expect(rotated.join_code).not.toBe(made.join_code);
    expect((await call("/api/classes/join", student.token, { json: { code: made.join_code } })).status).toBe(404);
    expect((await call(`/api/classes/join/${made.join_code}`, student.token)).status).toBe(404);
    await join(student, rotated.join_code);
  });

  it("leaving and removal end the teacher's view of the student's progress at once", async () => {
    const [teacher, student, other] = await Promise.all([signedIn({ role: "teacher" }), signedIn(), signedIn()]);
    const made = await newClass(teacher);
    await join(student, made.join_code);
    await join(other, made.join_code);
    expect((await summary(teacher, student.id)).status).toBe(200);

    expect((await call(`/api/classes/memberships/${made.id}`, student.token, { method: "DELETE" })).status).toBe(200);
    expect((await summary(teacher, student.id)).status).toBe(403);
    expect((await call(`/api/classes/memberships/${made.id}`, student.token, { method: "DELETE" })).status).toBe(404);

    expect((await call(`/api/classes/${made.id}/members/${other.id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect((await summary(teacher, other.id)).status).toBe(403);
    expect(await memberships(other)).toEqual([]);
    expect((await roster(teacher, made.id)).students).toEqual([]);
  });

  it("archiving ends the view and the code; restoring brings both back", async () => {
    const [teacher, student, late] = await Promise.all([signedIn({ role: "teacher" }), signedIn(), signedIn()]);
    const made = await newClass(teacher);
    await join(student, made.join_code);
    const archived = await json<TeacherClass>(
      await call(`/api/classes/${made.id}`, teacher.token, { method: "PATCH", json: { archived: true } }),
    );
    expect(archived.archived_at).not.toBeNull();
    expect((await summary(teacher, student.id)).status).toBe(403);
    expect((await call("/api/classes/join", late.token, { json: { code: made.join_code } })).status).toBe(404);
    expect((await call(`/api/classes/${made.id}/roster`, teacher.token)).status).toBe(409);
    expect(await memberships(student)).toMatchObject([{ class_id: made.id, teacher_can_see: false }]);

    await call(`/api/classes/${made.id}`, teacher.token, { method: "PATCH", json: { archived: false } });
    expect((await summary(teacher, student.id)).status).toBe(200);
    await join(late, made.join_code);
  });
});

describe("the roster", () => {
  it("shows each student's name, last activity, streak and reviews today, and flags 3+ idle days", async () => {
    const [teacher, active, idle] = await Promise.all([signedIn({ role: "teacher" }), signedIn(), signedIn()]);
    const made = await newClass(teacher);
    await join(active, made.join_code);
    await join(idle, made.join_code);
    await env.DB.prepare("update profiles set full_name = 'Aigerim' where id = ?").bind(active.id).run();
    // Joined five days ago and never active since.
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000).toISOString();
    await env.DB.prepare("update class_members set joined_at = ? where student_id = ?").bind(fiveDaysAgo, idle.id).run();
    await track(active.token, { event_type: "srs_review_completed", timestamp: Date.now() - 86_400_000 });
    await track(active.token, { event_type: "srs_review_completed" });
    await track(active.token, { event_type: "srs_review_completed" });

    const { students } = await roster(teacher, made.id);
    const byId = new Map(students.map((s) => [s.student_id, s]));
    expect(byId.get(active.id)).toMatchObject({ display_name: "Aigerim", current_streak: 2, reviews_today: 2, inactive: false });
    expect(byId.get(active.id)!.last_activity_at).not.toBeNull();
    expect(byId.get(idle.id)).toMatchObject({ last_activity_at: null, current_streak: 0, reviews_today: 0, inactive: true });
    expect(byId.get(idle.id)!.display_name).toContain("@");
  });
});
