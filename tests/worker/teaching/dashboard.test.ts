/**
 * The live teacher dashboard: a student's recorded progress reaches the hub of the teacher of
 * the student's class, and no one else's; the roster carries the latest IELTS band per section; the
 * class heatmap holds each student's latest criterion bands and question-type results with class averages.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { ClassHeatmap, Roster } from "../../../worker/contract/classes";
import type { Evaluation } from "../../../worker/contract/ielts";
import { classActivityDataSchema, classMembersDataSchema, type EventFrame } from "../../../worker/contract/realtime";
import { createDb } from "../../../worker/db/client";
import { ieltsSubmissions } from "../../../worker/db/schema";
import { connect, settle } from "../helpers";
import { clientId, correctAnswers, READING, seedContent } from "../ielts/helpers";
import { call, json, signedIn, track } from "../progress/helpers";
import { join, newClass } from "./helpers";

const isClassActivity = (f: { type: string }) => f.type === "class_activity";

describe("class events", () => {
  it("tells the class's teacher when a student records progress, and nobody else", async () => {
    const [student, teacher, otherTeacher] = [await signedIn(), await signedIn({ role: "teacher" }), await signedIn({ role: "teacher" })];
    const made = await newClass(teacher);
    await newClass(otherTeacher);
    await join(student, made.join_code);
    const teacherSocket = await connect(teacher.id);
    const otherSocket = await connect(otherTeacher.id);
    const studentSocket = await connect(student.id);
    await Promise.all([teacherSocket, otherSocket, studentSocket].map((s) => s.next((f) => f.type === "hello")));

    await track(student.token, { event_type: "quiz_completed", event_data: { score: 80 } });

    const frame = (await teacherSocket.next(isClassActivity, 0, 5000)) as EventFrame;
    expect(classActivityDataSchema.parse(frame.data)).toMatchObject({
      class_id: made.id,
      student_id: student.id,
      event_type: "quiz_completed",
    });
    await studentSocket.next((f) => f.type === "progress_update");
    await settle();
    expect(otherSocket.frames.filter(isClassActivity)).toEqual([]);
    // The student's own hub gets their progress only, never a class event.
    expect(studentSocket.frames.filter(isClassActivity)).toEqual([]);
    for (const s of [teacherSocket, otherSocket, studentSocket]) s.ws.close();
  });

  it("sends one batch per teacher with an event per class, and nothing once the student left", async () => {
    const [student, teacher] = [await signedIn(), await signedIn({ role: "teacher" })];
    const [first, second] = [await newClass(teacher), await newClass(teacher, { name: "Weekend group" })];
    await join(student, first.join_code);
    await join(student, second.join_code);
    const socket = await connect(teacher.id);
    await socket.next((f) => f.type === "hello");

    await track(student.token, { event_type: "quiz_completed", event_data: { score: 60 } });
    // The second of the two class_activity events (the joins' class_members events may come first).
    await socket.next((f) => isClassActivity(f) && socket.frames.filter(isClassActivity).length === 2, 0, 5000);
    const classIds = socket.frames.filter(isClassActivity).map((f) => classActivityDataSchema.parse((f as EventFrame).data).class_id);
    expect(classIds.sort()).toEqual([first.id, second.id].sort());

    for (const c of [first, second]) {
      expect((await call(`/api/classes/memberships/${c.id}`, student.token, { method: "DELETE" })).status).toBe(200);
    }
    const before = socket.frames.length;
    await track(student.token, { event_type: "quiz_completed", event_data: { score: 70 } });
    await settle(300);
    expect(socket.frames.slice(before).filter(isClassActivity)).toEqual([]);
    socket.ws.close();
  });

  it("tells the teacher live when a student joins, leaves or is removed, and nobody else", async () => {
    const [student, other, teacher, otherTeacher] = [
      await signedIn(),
      await signedIn(),
      await signedIn({ role: "teacher" }),
      await signedIn({ role: "teacher" }),
    ];
    const made = await newClass(teacher);
    const socket = await connect(teacher.id);
    const otherSocket = await connect(otherTeacher.id);
    await Promise.all([socket, otherSocket].map((s) => s.next((f) => f.type === "hello")));
    const members = (change: string) => (f: { type: string }) =>
      f.type === "class_members" && classMembersDataSchema.parse((f as EventFrame).data).change === change;

    await join(student, made.join_code);
    const joined = (await socket.next(members("joined"), 0, 5000)) as EventFrame;
    expect(joined.data).toEqual({ class_id: made.id, student_id: student.id, change: "joined" });
    // Joining again changes nothing and tells nobody.
    await call("/api/classes/join", student.token, { json: { code: made.join_code } });
    expect((await call(`/api/classes/memberships/${made.id}`, student.token, { method: "DELETE" })).status).toBe(200);
    expect(((await socket.next(members("left"), 0, 5000)) as EventFrame).data).toMatchObject({ student_id: student.id });

    await join(other, made.join_code);
    expect((await call(`/api/classes/${made.id}/members/${other.id}`, teacher.token, { method: "DELETE" })).status).toBe(200);
    expect(((await socket.next(members("removed"), 0, 5000)) as EventFrame).data).toMatchObject({ student_id: other.id });
    await settle();
    expect(socket.frames.filter(members("joined"))).toHaveLength(2);
    expect(otherSocket.frames.filter((f) => f.type === "class_members")).toEqual([]);
    socket.ws.close();
    otherSocket.ws.close();
  });
});

describe("roster bands and the class heatmap", () => {
  beforeAll(seedContent);

  const writingEvaluation = (bands: [number, number, number, number]): Evaluation => ({
    kind: "writing",
    method: "offline",
    label: "offline estimate",
    status: "complete",
    band: 6,
    criteria: (["task_response", "coherence_cohesion", "lexical_resource", "grammatical_range_accuracy"] as const).map((id, i) => ({
      id,
      name: id,
      band: bands[i]!,
      assessed: true,
      reason: "",
    })),
    corrections: [],
    strengths: [],
    improvements: [],
    summary: "",
    wordCount: 260,
    minWords: 250,
    confidence: 0.5,
    features: null,
    model: null,
    evaluatedAt: new Date().toISOString(),
  });

  async function writingSubmission(userId: string, bands: [number, number, number, number], submittedAt: string) {
    await createDb(env.DB)
      .insert(ieltsSubmissions)
      .values({
        id: crypto.randomUUID(),
        userId,
        clientId: clientId(),
        section: "writing",
        testId: "writing-task2-car-free-centres",
        testTitle: "Car-free centres",
        task: "task2",
        status: "evaluated",
        band: 6,
        evaluation: writingEvaluation(bands),
        submittedAt,
      });
  }

  it("shows each student's latest band per section on the roster and their latest criterion bands and question types on the heatmap", async () => {
    const [ann, ben, teacher] = [await signedIn(), await signedIn(), await signedIn({ role: "teacher" })];
    for (const [who, name] of [
      [ann, "Ann"],
      [ben, "Ben"],
    ] as const) {
      expect((await call("/api/profile", who.token, { method: "PATCH", json: { fullName: name } })).status).toBe(200);
    }
    const made = await newClass(teacher);
    await join(ann, made.join_code);
    await join(ben, made.join_code);
    await writingSubmission(ann.id, [5, 5, 5, 5], "2026-01-01T10:00:00.000Z");
    await writingSubmission(ann.id, [6, 7, 6.5, 5.5], "2026-02-01T10:00:00.000Z");
    await writingSubmission(ben.id, [7, 7, 7, 6.5], "2026-02-01T10:00:00.000Z");
    const reading = await call("/api/ielts/submissions", ann.token, {
      json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING), durationSeconds: 3000 },
    });
    expect(reading.status).toBe(201);

    const roster = await json<Roster>(await call(`/api/classes/${made.id}/roster`, teacher.token));
    expect(roster.students.map((s) => [s.display_name, s.ielts_bands])).toEqual([
      ["Ann", { reading: 9, listening: null, writing: 6, speaking: null }],
      ["Ben", { reading: null, listening: null, writing: 6, speaking: null }],
    ]);

    const heatmap = await json<ClassHeatmap>(await call(`/api/classes/${made.id}/heatmap`, teacher.token));
    const [annRow, benRow] = heatmap.students;
    expect(annRow).toMatchObject({ display_name: "Ann", cells: { "writing.task_response": 6, "writing.lexical_resource": 6.5 } });
    expect(benRow).toMatchObject({ display_name: "Ben", cells: { "writing.task_response": 7, "speaking.pronunciation": null } });
    expect(heatmap.averages["writing.task_response"]).toBe(6.5);
    expect(heatmap.averages["writing.grammatical_range_accuracy"]).toBe(6);
    // Reading question types come from the stored review; a full-marks sheet is 100% for each of them.
    const typeColumns = heatmap.columns.filter((c) => c.unit === "percent");
    expect(typeColumns.length).toBeGreaterThan(0);
    expect(typeColumns.every((c) => c.section === "reading" && annRow!.cells[c.id] === 100 && benRow!.cells[c.id] === null)).toBe(true);
  });
});
