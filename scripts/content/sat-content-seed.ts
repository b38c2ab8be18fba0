/**
 * content/sat → D1, as content-seed.ts does for IELTS: literal SQL statements that upsert every test,
 * replace its questions and answer keys, and retire tests that left content/. Running them twice
 * changes nothing. The public view of a question (what the test screens get) is built here, once: it
 * leaves out the answer, the explanations, the worked steps, the option values and the check.
 */
import type { MathItem, ReadingWritingItem, SatContentFile, SatModule, SatSection } from "../../worker/contract/sat-content";
import { SAT_MODULES } from "../../worker/contract/sat-content";
import type { SatQuestionView } from "../../worker/contract/sat";
import { contentHash, insert, sqlLiteral, type Literal } from "./content-seed";

type Item = ReadingWritingItem | MathItem;

/** What the test screens may see of a question. */
export function questionView(item: Item, number: number): SatQuestionView {
  const common = { id: item.id, number, domain: item.domain, skill: item.skill, difficulty: item.difficulty, ...(item.table ? { table: item.table } : {}) };
  if ("passage" in item) {
    return {
      ...common,
      format: "multiple_choice",
      passage: item.passage,
      ...(item.passage2 ? { passage2: item.passage2 } : {}),
      ...(item.notes ? { notes: item.notes } : {}),
      question: item.question,
      options: item.options.map(({ letter, text }) => ({ letter, text })),
    };
  }
  return {
    ...common,
    format: item.format,
    question: item.prompt,
    ...(item.format === "multiple_choice" ? { options: item.options.map(({ letter, text }) => ({ letter, text })) } : {}),
    ...(item.svg ? { svg: item.svg, figureAlt: item.figureAlt } : {}),
  };
}

/** The answer key and everything that explains it. */
function answerKey(item: Item): { answer: string; explanation: string; whyWrong: Partial<Record<string, string>>; steps: string[] } {
  if ("passage" in item) return { answer: item.answer, explanation: item.explanation, whyWrong: item.whyWrong, steps: [] };
  return { answer: item.answer, explanation: item.steps[item.steps.length - 1]!, whyWrong: {}, steps: item.steps };
}

/** Every statement that brings D1 in line with `files` (all of content/sat). */
export function satSeedStatements(files: SatContentFile[]): string[] {
  const ordered = [...files].sort((a, b) => a.section.localeCompare(b.section) || a.id.localeCompare(b.id));
  const statements = ["UPDATE sat_tests SET active = 0;"];
  const testColumns = ["id", "section", "title", "position", "source", "licence", "pool", "content_hash", "active", "updated_at"];
  ordered.forEach((test, position) => {
    statements.push(
      insert("sat_tests", testColumns, [[test.id, test.section, test.title, position, test.source, test.licence, test.pool, contentHash(test), true, new Date().toISOString()]], {
        key: ["id"],
        update: testColumns.slice(1, -1),
        also: "updated_at = CASE WHEN sat_tests.content_hash = excluded.content_hash THEN sat_tests.updated_at ELSE excluded.updated_at END",
      }),
    );
    statements.push(`DELETE FROM sat_questions WHERE test_id = ${sqlLiteral(test.id)};`, `DELETE FROM sat_answer_keys WHERE test_id = ${sqlLiteral(test.id)};`);
    for (const module of SAT_MODULES) {
      const items: Item[] = test.modules[module];
      // A few rows per statement keeps each well under D1's 100 KB statement limit (figures are inline SVG).
      for (let i = 0; i < items.length; i += 6) {
        const chunk = items.slice(i, i + 6);
        statements.push(
          insert(
            "sat_questions",
            ["test_id", "id", "module", "number", "domain", "skill", "difficulty", "format", "body"],
            chunk.map((item, j): Literal[] => {
              const view = questionView(item, i + j + 1);
              return [test.id, item.id, module, view.number, item.domain, item.skill, item.difficulty, view.format, view];
            }),
          ),
          insert(
            "sat_answer_keys",
            ["test_id", "question_id", "answer", "explanation", "why_wrong", "steps"],
            chunk.map((item): Literal[] => {
              const key = answerKey(item);
              return [test.id, item.id, key.answer, key.explanation, key.whyWrong, key.steps];
            }),
          ),
        );
      }
    }
  });
  return statements;
}

/** How many tests and questions of each section the statements seed (for the setup log). */
export function satContentCounts(files: SatContentFile[]): Record<SatSection, { tests: number; questions: number }> {
  const counts: Record<SatSection, { tests: number; questions: number }> = { reading_writing: { tests: 0, questions: 0 }, math: { tests: 0, questions: 0 } };
  for (const file of files) {
    counts[file.section].tests += 1;
    counts[file.section].questions += SAT_MODULES.reduce((n, m: SatModule) => n + file.modules[m].length, 0);
  }
  return counts;
}
