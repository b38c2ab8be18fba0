/**
 * content/ielts → D1. Turns parsed content files into literal SQL statements (no bound parameters, each
 * well under D1's 100 KB statement limit) that upsert every test, prompt and set, replace their
 * questions and answer keys, and retire items that left content/. Running them twice changes nothing.
 * Used by the setup step (through wrangler d1 execute) and by the worker tests (through D1 batch).
 */
import type { IeltsContentFile, ListeningTest, ReadingTest, SpeakingSetCollection, WordLimit, WritingTask1Set, WritingTask2Set } from "../../worker/contract/ielts-content";
import { CHOICE_GROUP_TYPES, IELTS_TIMER_MINUTES, type IeltsSection } from "../../worker/contract/ielts";

export type Literal = string | number | boolean | null | undefined | object;

export const sqlLiteral = (value: Literal): string => {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
};

export function insert(table: string, columns: string[], rows: Literal[][], conflict?: { key: string[]; update: string[]; also?: string }): string {
  const values = rows.map((row) => `(${row.map(sqlLiteral).join(", ")})`).join(",\n");
  const assignments = conflict ? [...conflict.update.map((c) => `${c} = excluded.${c}`), ...(conflict.also ? [conflict.also] : [])] : [];
  const upsert = conflict ? ` ON CONFLICT(${conflict.key.join(", ")}) DO UPDATE SET ${assignments.join(", ")}` : "";
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${values}${upsert};`;
}

/** A short, stable, synchronous content hash (cyrb53), so the same seeding code runs in Node and workerd. */
export function contentHash(value: unknown): string {
  const text = JSON.stringify(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

type TestRow = {
  id: string;
  section: IeltsSection;
  title: string;
  timeMinutes: number;
  questionCount: number;
  task: "task1" | "task2" | null;
  kinds: string[];
  body: Record<string, unknown>;
  modelAnswer: string | null;
  source: string;
  licence: string;
  hashOf: unknown;
};
type PartRow = { id: string; testId: string; number: number; title: string; body: Record<string, unknown>; transcript: unknown };
type QuestionRow = { testId: string; number: number; partNumber: number; type: string; prompt: string };
type KeyRow = {
  testId: string;
  number: number;
  kind: "choice" | "typed";
  answer: string;
  accepted: string[];
  wordLimit: WordLimit | null;
  evidence: string;
  explanation: string | null;
};

type AnyQuestion = { number: number; answer: string; accepted?: string[]; evidence: string; explanation?: string } & Record<string, unknown>;
type AnyGroup = { type: string; questions: AnyQuestion[]; wordLimit?: WordLimit; options?: unknown[]; summary?: string; lines?: { label?: string; text: string }[] } & Record<string, unknown>;

/** A question group as the screens get it: no answers, accepted variants, evidence or explanations. */
function publicGroup(group: AnyGroup): Record<string, unknown> {
  return {
    ...group,
    questions: group.questions.map((question) => {
      const { answer: _answer, accepted: _accepted, evidence: _evidence, explanation: _explanation, ...rest } = question;
      return rest;
    }),
  };
}

/** The text a review shows for a question; its own gap is a blank, other gaps keep their number. */
function reviewPrompt(group: AnyGroup, question: AnyQuestion): string {
  const blank = (text: string) => text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => (Number(n) === question.number ? "______" : `(${n})`));
  const gap = `{{${question.number}}}`;
  for (const field of ["prompt", "statement", "place"] as const) {
    const value = question[field];
    if (typeof value === "string") return blank(value);
  }
  if (typeof question.paragraph === "string") return `Paragraph ${question.paragraph}`;
  const line = group.lines?.find((l) => l.text.includes(gap));
  if (line) return blank(line.label ? `${line.label}: ${line.text}` : line.text);
  const sentence = group.summary?.split(/(?<=[.!?])\s+/).find((s) => s.includes(gap));
  if (sentence) return blank(sentence);
  return `Question ${question.number}`;
}

function isChoiceGroup(group: AnyGroup): boolean {
  return (CHOICE_GROUP_TYPES as readonly string[]).includes(group.type) || (group.type === "summary_completion" && group.options !== undefined);
}

function questionRows(testId: string, partNumber: number, groups: AnyGroup[]): { questions: QuestionRow[]; keys: KeyRow[] } {
  const questions: QuestionRow[] = [];
  const keys: KeyRow[] = [];
  for (const group of groups) {
    const choice = isChoiceGroup(group);
    for (const q of group.questions) {
      questions.push({ testId, number: q.number, partNumber, type: group.type, prompt: reviewPrompt(group, q) });
      keys.push({
        testId,
        number: q.number,
        kind: choice ? "choice" : "typed",
        answer: q.answer,
        accepted: q.accepted ?? [q.answer],
        wordLimit: choice ? null : (group.wordLimit ?? null),
        evidence: q.evidence,
        explanation: q.explanation ?? null,
      });
    }
  }
  return { questions, keys };
}

type Collected = { tests: TestRow[]; parts: PartRow[]; questions: QuestionRow[]; keys: KeyRow[] };

const distinct = (values: string[]) => [...new Set(values)];

function collectReading(test: ReadingTest, into: Collected) {
  const groups = test.passages.flatMap((p) => p.questionGroups);
  into.tests.push({
    id: test.id,
    section: "reading",
    title: test.title,
    timeMinutes: IELTS_TIMER_MINUTES.reading,
    questionCount: groups.reduce((n, g) => n + g.questions.length, 0),
    task: null,
    kinds: distinct(groups.map((g) => g.type)),
    body: { module: test.module },
    modelAnswer: null,
    source: test.source,
    licence: test.licence,
    hashOf: test,
  });
  for (const passage of test.passages) {
    const { questionGroups, source: _source, licence: _licence, ...rest } = passage;
    const groupsOfPassage = questionGroups as unknown as AnyGroup[];
    into.parts.push({ id: passage.id, testId: test.id, number: passage.number, title: passage.title, body: { ...rest, questionGroups: groupsOfPassage.map(publicGroup) }, transcript: null });
    const rows = questionRows(test.id, passage.number, groupsOfPassage);
    into.questions.push(...rows.questions);
    into.keys.push(...rows.keys);
  }
}

function collectListening(test: ListeningTest, into: Collected) {
  const groups = test.parts.flatMap((p) => p.questionGroups);
  into.tests.push({
    id: test.id,
    section: "listening",
    title: test.title,
    timeMinutes: IELTS_TIMER_MINUTES.listening,
    questionCount: groups.reduce((n, g) => n + g.questions.length, 0),
    task: null,
    kinds: distinct(groups.map((g) => g.type)),
    body: {},
    modelAnswer: null,
    source: test.source,
    licence: test.licence,
    hashOf: test,
  });
  for (const part of test.parts) {
    const { questionGroups, transcript, speakers, source: _source, licence: _licence, ...rest } = part;
    const groupsOfPart = questionGroups as unknown as AnyGroup[];
    into.parts.push({
      id: part.id,
      testId: test.id,
      number: part.number,
      title: part.title,
      body: { ...rest, questionGroups: groupsOfPart.map(publicGroup) },
      transcript: {
        speakers: speakers.map(({ id, label, role }) => ({ id, label, role })),
        turns: transcript.map(({ speaker, text }) => ({ speaker, text })),
      },
    });
    const rows = questionRows(test.id, part.number, groupsOfPart);
    into.questions.push(...rows.questions);
    into.keys.push(...rows.keys);
  }
}

function collectWriting(set: WritingTask1Set | WritingTask2Set, into: Collected) {
  for (const prompt of set.prompts) {
    const common = {
      id: prompt.id,
      section: "writing" as const,
      timeMinutes: prompt.timeMinutes,
      questionCount: 1,
      task: prompt.task,
      modelAnswer: prompt.modelAnswer ?? null,
      source: prompt.source,
      licence: prompt.licence,
      hashOf: prompt,
    };
    if (prompt.task === "task1") {
      into.tests.push({
        ...common,
        title: prompt.visuals.map((v) => v.title).join(" / "),
        kinds: distinct(prompt.visuals.map((v) => v.kind)),
        body: { task: prompt.task, minWords: prompt.minWords, prompt: prompt.prompt, visuals: prompt.visuals },
      });
    } else {
      into.tests.push({
        ...common,
        title: prompt.topic,
        kinds: [prompt.essayType],
        body: { task: prompt.task, minWords: prompt.minWords, prompt: prompt.prompt, essayType: prompt.essayType, topic: prompt.topic },
      });
    }
  }
}

function collectSpeaking(collection: SpeakingSetCollection, into: Collected) {
  for (const set of collection.sets) {
    into.tests.push({
      id: set.id,
      section: "speaking",
      title: set.theme,
      timeMinutes: IELTS_TIMER_MINUTES.speaking,
      questionCount: set.part1.questions.length + 1 + set.part3.questions.length,
      task: null,
      kinds: [set.part1.topic, set.part3.topic],
      body: { theme: set.theme, part1: set.part1, part2: set.part2, part3: set.part3 },
      modelAnswer: null,
      source: set.source,
      licence: set.licence,
      hashOf: set,
    });
  }
}

/** Listing order: section, then the order of the files and of the items inside them. */
const SECTION_FILE_ORDER: Record<IeltsContentFile["kind"], number> = {
  ielts_reading_test: 0,
  ielts_listening_test: 1,
  ielts_writing_task1_set: 2,
  ielts_writing_task2_set: 3,
  ielts_speaking_sets: 4,
};

/** Every statement that brings D1 in line with `files` (all of content/ielts). */
export function contentSeedStatements(files: IeltsContentFile[]): string[] {
  const into: Collected = { tests: [], parts: [], questions: [], keys: [] };
  const ordered = [...files].sort((a, b) => SECTION_FILE_ORDER[a.kind] - SECTION_FILE_ORDER[b.kind] || a.id.localeCompare(b.id));
  for (const file of ordered) {
    switch (file.kind) {
      case "ielts_reading_test":
        collectReading(file, into);
        break;
      case "ielts_listening_test":
        collectListening(file, into);
        break;
      case "ielts_writing_task1_set":
      case "ielts_writing_task2_set":
        collectWriting(file, into);
        break;
      case "ielts_speaking_sets":
        collectSpeaking(file, into);
        break;
    }
  }

  const statements = ["UPDATE ielts_tests SET active = 0;"];
  const testColumns = ["id", "section", "title", "position", "time_minutes", "question_count", "task", "kinds", "body", "model_answer", "source", "licence", "content_hash", "active", "updated_at"];
  into.tests.forEach((t, position) => {
    statements.push(
      insert(
        "ielts_tests",
        testColumns,
        [[t.id, t.section, t.title, position, t.timeMinutes, t.questionCount, t.task, t.kinds, t.body, t.modelAnswer, t.source, t.licence, contentHash(t.hashOf), true, new Date().toISOString()]],
        {
          key: ["id"],
          update: testColumns.slice(1, -1),
          also: "updated_at = CASE WHEN ielts_tests.content_hash = excluded.content_hash THEN ielts_tests.updated_at ELSE excluded.updated_at END",
        },
      ),
    );
  });

  for (const testId of distinct(into.parts.map((p) => p.testId))) {
    const parts = into.parts.filter((p) => p.testId === testId);
    statements.push(`DELETE FROM ielts_test_parts WHERE test_id = ${sqlLiteral(testId)} AND id NOT IN (${parts.map((p) => sqlLiteral(p.id)).join(", ")});`);
    for (const p of parts) {
      statements.push(
        insert("ielts_test_parts", ["id", "test_id", "number", "title", "body", "transcript"], [[p.id, p.testId, p.number, p.title, p.body, p.transcript as Literal]], {
          key: ["id"],
          update: ["test_id", "number", "title", "body", "transcript"],
        }),
      );
    }
    statements.push(`DELETE FROM ielts_questions WHERE test_id = ${sqlLiteral(testId)};`, `DELETE FROM ielts_answer_keys WHERE test_id = ${sqlLiteral(testId)};`);
    const questions = into.questions.filter((q) => q.testId === testId);
    statements.push(insert("ielts_questions", ["test_id", "number", "part_number", "type", "prompt"], questions.map((q) => [q.testId, q.number, q.partNumber, q.type, q.prompt])));
    const keys = into.keys.filter((k) => k.testId === testId);
    // Answer keys carry the evidence sentences; ten per statement keeps each far below 100 KB.
    for (let i = 0; i < keys.length; i += 10) {
      statements.push(
        insert(
          "ielts_answer_keys",
          ["test_id", "number", "kind", "answer", "accepted", "word_limit", "evidence", "explanation"],
          keys.slice(i, i + 10).map((k) => [k.testId, k.number, k.kind, k.answer, k.accepted, k.wordLimit, k.evidence, k.explanation]),
        ),
      );
    }
  }
  return statements;
}

/** How many items of each section the statements seed (for the setup log and the README's counts). */
export function contentCounts(files: IeltsContentFile[]): Record<IeltsSection, number> {
  const counts: Record<IeltsSection, number> = { reading: 0, listening: 0, writing: 0, speaking: 0 };
  for (const file of files) {
    if (file.kind === "ielts_reading_test") counts.reading += 1;
    else if (file.kind === "ielts_listening_test") counts.listening += 1;
    else if (file.kind === "ielts_speaking_sets") counts.speaking += file.sets.length;
    else counts.writing += file.prompts.length;
  }
  return counts;
}
