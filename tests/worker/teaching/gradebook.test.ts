/**
 * The gradebook: students against assignments and graded work, each cell done / late / missing
 * / open with the band or score that finished it, a teacher's grade first; filters by kind and date; the
 * CSV opens in spreadsheets (UTF-8 with BOM, Cyrillic intact, no formulas from names).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Assignment } from "../../../worker/contract/assignments";
import type { Gradebook } from "../../../worker/contract/gradebook";
import { api } from "../helpers";
import { READING, clientId, correctAnswers, seedContent } from "../ielts/helpers";
import { call, json, signedIn, type Caller } from "../progress/helpers";
import { submitEssay, WRITING_BANDS } from "./grading-helpers";
import { join, newClass } from "./helpers";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
let teacher: Caller;
let aigerim: Caller;
let bob: Caller;
let classId: string;
let reading: Assignment;
let quiz: Assignment;
let essayTestId: string;

beforeAll(async () => {
  await seedContent();
  [teacher, aigerim, bob] = await Promise.all([signedIn({ role: "teacher" }), signedIn(), signedIn()]);
  await call("/api/profile", aigerim.token, { method: "PATCH", json: { fullName: "Айгерим Сапарова" } });
  await call("/api/profile", bob.token, { method: "PATCH", json: { fullName: '=HYPERLINK("http://x"), Bob' } });
  const made = await newClass(teacher);
  classId = made.id;
  for (const s of [aigerim, bob]) await join(s, made.join_code);
  const assign = async (body: Record<string, unknown>) =>
    json<Assignment>(
      await call("/api/assignments", teacher.token, { json: { class_id: classId, title: "Homework", due_at: inDays(7), ...body } }),
      201,
    );
  reading = await assign({ kind: "ielts", test_id: READING.id, title: "Reading 1" });
  quiz = await assign({ kind: "quiz", title: "Quiz due yesterday", due_at: inDays(-1) });
  await call("/api/ielts/submissions", aigerim.token, {
    json: { section: "reading", clientId: clientId(), testId: READING.id, answers: correctAnswers(READING), durationSeconds: 1800 },
  });
  const essay = await submitEssay(aigerim);
  essayTestId = essay.testId;
  await call(`/api/students/${aigerim.id}/submissions/${essay.id}/grade`, teacher.token, {
    method: "PUT",
    json: { criteria: WRITING_BANDS([6, 7, 7, 6]) },
  });
});

const book = async (query = "") => json<Gradebook>(await call(`/api/classes/${classId}/gradebook${query}`, teacher.token));

describe("GET /api/classes/:id/gradebook", () => {
  it("has a row per student and a cell per assignment and graded work, the teacher's grade first", async () => {
    const got = await book();
    expect(got.students.map((s) => s.display_name)).toEqual(['=HYPERLINK("http://x"), Bob', "Айгерим Сапарова"]);
    const [b, a] = got.students as [Gradebook["students"][number], Gradebook["students"][number]];
    expect(a.cells[`assignment:${reading.id}`]).toMatchObject({ status: "done", band: expect.any(Number), by_teacher: false });
    expect(b.cells[`assignment:${reading.id}`]).toMatchObject({ status: "open", band: null });
    expect(a.cells[`assignment:${quiz.id}`]).toMatchObject({ status: "missing" });
    expect(a.cells[`work:${essayTestId}`]).toEqual({ status: null, band: 6.5, score: null, by_teacher: true });
    expect(b.cells[`work:${essayTestId}`]).toBeNull();
    expect(got.columns.map((c) => c.id)).toEqual([`assignment:${quiz.id}`, `assignment:${reading.id}`, `work:${essayTestId}`]);
  });

  it("filters by kind and by date", async () => {
    expect((await book("?kind=graded_work")).columns.map((c) => c.id)).toEqual([`work:${essayTestId}`]);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = inDays(-1).slice(0, 10);
    expect((await book(`?kind=assignment&from=${yesterday}&to=${yesterday}`)).columns.map((c) => c.id)).toEqual([`assignment:${quiz.id}`]);
    expect((await call(`/api/classes/${classId}/gradebook?from=${today}&to=${yesterday}`, teacher.token)).status).toBe(400);
    expect((await call(`/api/classes/${classId}/gradebook?kind=nope`, teacher.token)).status).toBe(400);
  });

  it("answers ?format=csv as text/csv, UTF-8 with a BOM, a row per student, names intact and never a formula", async () => {
    const res = await call(`/api/classes/${classId}/gradebook?format=csv`, teacher.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="gradebook-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    // Assignments by due date, then the work.
    expect(lines[0]).toMatch(/^Student,Quiz due yesterday \(\d{4}-\d{2}-\d{2}\),Reading 1 \(\d{4}-\d{2}-\d{2}\),/);
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://x""), Bob",missing,open,`);
    expect(lines[2]).toMatch(/^Айгерим Сапарова,missing,done · band \d\.\d,band 6\.5 \(teacher\)$/);
  });

  it("speaks the reader's language in the CSV", async () => {
    const res = await call(`/api/classes/${classId}/gradebook?format=csv&kind=graded_work`, teacher.token);
    expect(await res.text()).toContain("Student");
    const ru = await (
      await api(`/api/classes/${classId}/gradebook?format=csv&kind=graded_work`, {
        headers: { Authorization: `Bearer ${teacher.token}`, "Accept-Language": "ru" },
      })
    ).text();
    expect(ru).toContain("Ученик");
    expect(ru).toContain("балл 6.5 (учитель)");
  });
});
