import fc from "fast-check";
import { evaluate as evaluateMath, isMatrix, number as toNumber } from "mathjs";
import { describe, expect, it } from "vitest";
import {
  SAT_CONTENT_LICENCE,
  SAT_DIFFICULTIES,
  SAT_DOMAIN_SHARES,
  SAT_MODULES,
  SAT_PASSAGE_WORDS,
  SAT_QUESTIONS_PER_MODULE,
  SAT_STUDENT_PRODUCED_SHARE,
  acceptsStudentResponse,
  isValidStudentEntry,
  readingWritingWords,
  satContentFileSchema,
  studentEntryFraction,
  type MathItem,
  type MathTest,
  type ReadingWritingTest,
  type SatContentFile,
} from "../../worker/contract/sat-content";

const rawFiles = import.meta.glob<unknown>("../../content/sat/*.json", { eager: true, import: "default" });
const parsed = Object.entries(rawFiles).map(([path, data]) => ({ path, result: satContentFileSchema.safeParse(data) }));
const files: SatContentFile[] = parsed.flatMap(({ result }) => (result.success ? [result.data] : []));
const readingWritingTests = files.filter((f): f is ReadingWritingTest => f.section === "reading_writing");
const mathTests = files.filter((f): f is MathTest => f.section === "math");
const itemsOf = <T extends { modules: Record<(typeof SAT_MODULES)[number], unknown[]> }>(test: T) =>
  SAT_MODULES.flatMap((module) => test.modules[module]) as T["modules"]["module1"];

const TOLERANCE = 1e-9;
/** Points where two expressions that are not identical almost surely differ (no small integers). */
const SAMPLE_POINTS = [1.37, -2.61, 3.83, 0.59, 7.21];

/** Evaluates mathjs statements separated by `;` in a scope; the last statement is the value. */
function evaluate(expression: string, scope: Record<string, unknown> = {}): unknown {
  const result: unknown = evaluateMath(expression, new Map(Object.entries(scope)));
  if (result && typeof result === "object" && "entries" in result && Array.isArray(result.entries)) return result.entries.at(-1);
  return result;
}

function toNumbers(value: unknown): number[] {
  const plain: unknown = isMatrix(value) ? value.toArray() : value;
  if (Array.isArray(plain)) return plain.flat(Infinity).map((v) => toNumber(v as number));
  return [toNumber(plain as number)];
}

const close = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
const sameValues = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => close(v, b[i] ?? NaN));

/** The value an item's check computes (for a solution check, after substituting it back); null for option-by-option checks. */
function checkedValue(item: MathItem, problems: string[]): number[] | null {
  const { check } = item;
  if (check.kind === "value") return toNumbers(evaluate(check.expression));
  if (check.kind === "solution") {
    const scope = Object.fromEntries(Object.entries(check.solution).map(([name, expression]) => [name, evaluate(expression)]));
    for (const equation of check.equations) {
      const [left = "", right = ""] = equation.split("=");
      if (!close(toNumber(evaluate(left, scope) as number), toNumber(evaluate(right, scope) as number)))
        problems.push(`${item.id}: the solution does not satisfy ${equation}`);
    }
    return toNumbers(evaluate(check.ask, scope));
  }
  return null;
}

/** Every way an item's stored answer disagrees with its computed one; empty when the answer is right and the only right one. */
function answerProblems(item: MathItem): string[] {
  const problems: string[] = [];
  const { check } = item;
  if (item.format === "student_produced") {
    const stored = studentEntryFraction(item.answer);
    const computed = checkedValue(item, problems);
    if (!stored || computed?.length !== 1 || !close(stored.numerator / stored.denominator, computed[0] ?? NaN))
      problems.push(`${item.id}: stored ${item.answer}, computed ${String(computed)}`);
    return problems;
  }
  const matches = (value: string): boolean => {
    if (check.kind === "identity") return identical(value, check.expression, check.variables);
    if (check.kind === "satisfies") return satisfies(check.condition, check.variables, value);
    return sameValues(toNumbers(evaluate(value)), checkedValue(item, problems) ?? []);
  };
  for (const option of item.options) {
    const right = option.letter === item.answer;
    if (matches(option.value) !== right)
      problems.push(`${item.id}: option ${option.letter} ${right ? "is marked right but fails" : "also fits"}`);
  }
  return problems;
}

function identical(expression: string, other: string, variables: string[]): boolean {
  return SAMPLE_POINTS.every((point, i) => {
    const scope = Object.fromEntries(variables.map((name, j) => [name, SAMPLE_POINTS[(i + j) % SAMPLE_POINTS.length] ?? point]));
    return sameValues(toNumbers(evaluate(expression, scope)), toNumbers(evaluate(other, scope)));
  });
}

function satisfies(condition: string, variables: string[], value: string): boolean {
  const values = toNumbers(evaluate(value));
  const scope = Object.fromEntries(variables.map((name, i) => [name, values[i]]));
  return Boolean(evaluate(condition, scope));
}

/** The mathjs form of an option shown as a plain number ("$-5$", "$\\frac{29}{3}$", "$1{,}200$", "$24\\pi$"), or null for any other option. */
function shownNumber(text: string): string | null {
  const match = /^\$(-?)(?:\\frac\{(\d+)\}\{(\d+)\}|(\d[\d{},.]*))(\\pi)?\$$/.exec(text);
  if (!match) return null;
  const [, sign = "", numerator = "", denominator = "", plain, pi] = match;
  const magnitude = plain ? plain.replace(/\{,\}/g, "") : `${numerator}/${denominator}`;
  return `${sign}(${magnitude})${pi ? " * pi" : ""}`;
}

const difficultyScore = (difficulty: (typeof SAT_DIFFICULTIES)[number]) => SAT_DIFFICULTIES.indexOf(difficulty) + 1;
const meanDifficulty = (items: { difficulty: (typeof SAT_DIFFICULTIES)[number] }[]) =>
  items.reduce((sum, item) => sum + difficultyScore(item.difficulty), 0) / items.length;

describe("SAT content files", () => {
  it("every file under content/sat parses with the schema", () => {
    expect(parsed.length).toBeGreaterThan(0);
    for (const { path, result } of parsed) expect(result.error?.issues ?? [], path).toEqual([]);
  });

  it("has at least one Reading and Writing test and one Math test", () => {
    expect(readingWritingTests.length).toBeGreaterThanOrEqual(1);
    expect(mathTests.length).toBeGreaterThanOrEqual(1);
  });

  it("offers four full Reading and Writing tests, and keeps a separate practice-by-skill pool", () => {
    const pools = readingWritingTests.map((test) => test.pool);
    expect(pools.filter((pool) => pool === "test")).toHaveLength(4);
    expect(pools.filter((pool) => pool === "practice").length).toBeGreaterThanOrEqual(1);
  });

  it("carries the licence on every test", () => {
    for (const test of files) expect([test.source, test.licence]).toEqual(["original", SAT_CONTENT_LICENCE]);
  });

  it("keeps ids unique across all tests", () => {
    const ids = files.flatMap((test) => [test.id, ...itemsOf(test).map((item) => item.id)]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("has the real module sizes: 27 Reading and Writing questions, 22 Math", () => {
    for (const test of files)
      for (const module of SAT_MODULES)
        expect(test.modules[module], `${test.id} ${module}`).toHaveLength(SAT_QUESTIONS_PER_MODULE[test.section]);
  });

  it("spreads each test's questions over the domains in the real proportions (within 6 points)", () => {
    for (const test of files) {
      const items = itemsOf(test);
      for (const [domain, share] of Object.entries(SAT_DOMAIN_SHARES[test.section])) {
        const actual = items.filter((item) => item.domain === domain).length / items.length;
        expect(Math.abs(actual - share), `${test.id} ${domain}: ${actual.toFixed(2)}`).toBeLessThanOrEqual(0.06);
      }
    }
  });

  it("makes the harder module 2 hard: no easy item, at least two thirds hard", () => {
    for (const test of files) {
      const harder = test.modules.module2_harder;
      expect(harder.filter((item) => item.difficulty === "easy").map((item) => item.id)).toEqual([]);
      expect(harder.filter((item) => item.difficulty === "hard").length, test.id).toBeGreaterThanOrEqual(
        Math.ceil((harder.length * 2) / 3),
      );
    }
  });

  it("makes the easier module 2 easier than the harder one", () => {
    for (const test of files) {
      expect(meanDifficulty(test.modules.module2_easier), test.id).toBeLessThan(meanDifficulty(test.modules.module2_harder));
      expect(meanDifficulty(test.modules.module2_easier), test.id).toBeLessThan(meanDifficulty(test.modules.module1));
      expect(meanDifficulty(test.modules.module1), test.id).toBeLessThan(meanDifficulty(test.modules.module2_harder));
    }
  });
});

describe("SAT Reading and Writing items", () => {
  const items = readingWritingTests.flatMap(itemsOf);

  it("have passages of 25–150 words", () => {
    for (const item of items) {
      const words = readingWritingWords(item);
      expect(words >= SAT_PASSAGE_WORDS.min && words <= SAT_PASSAGE_WORDS.max, `${item.id}: ${words} words`).toBe(true);
    }
  });

  it("use every skill of the section", () => {
    const skills = new Set(items.map((item) => item.skill));
    expect(skills.size).toBe(11);
  });

  it("spread the right answers over the four letters", () => {
    for (const test of readingWritingTests) {
      for (const letter of ["A", "B", "C", "D"]) {
        const share = itemsOf(test).filter((item) => item.answer === letter).length / itemsOf(test).length;
        expect(share, `${test.id} ${letter}`).toBeGreaterThan(0.15);
      }
    }
  });
});

describe("SAT Math items", () => {
  const items = mathTests.flatMap(itemsOf);

  it("are about a quarter student-produced responses", () => {
    for (const test of mathTests) {
      const share = itemsOf(test).filter((item) => item.format === "student_produced").length / itemsOf(test).length;
      expect(Math.abs(share - SAT_STUDENT_PRODUCED_SHARE), `${test.id}: ${share.toFixed(2)}`).toBeLessThanOrEqual(0.06);
    }
  });

  it("store student-produced answers that follow the entry rules", () => {
    for (const item of items) if (item.format === "student_produced") expect(isValidStudentEntry(item.answer), item.id).toBe(true);
  });

  it("have every answer verified by computation: the stored answer is the computed one, and no other option fits", () => {
    expect(items.flatMap(answerProblems)).toEqual([]);
  });

  it("show the same number in an option's text as the value the check compares", () => {
    const mismatches = items.flatMap((item) =>
      item.format === "multiple_choice"
        ? item.options.flatMap((option) => {
            const shown = shownNumber(option.text);
            return shown === null || sameValues(toNumbers(evaluate(shown)), toNumbers(evaluate(option.value)))
              ? []
              : [`${item.id} ${option.letter}: shows ${option.text}, checked as ${option.value}`];
          })
        : [],
    );
    expect(mismatches).toEqual([]);
  });

  it("ask the harder module's students to read a graph or figure and a table, as the real hard band does", () => {
    for (const test of mathTests) {
      const harder = test.modules.module2_harder;
      expect(harder.filter((item) => item.svg).length, test.id).toBeGreaterThanOrEqual(1);
      expect(harder.filter((item) => item.table).length, test.id).toBeGreaterThanOrEqual(1);
    }
  });

  it("draw figures as small, well-formed SVG", () => {
    for (const item of items) {
      if (!item.svg) continue;
      expect(item.svg.length, item.id).toBeLessThan(4000);
      const open: string[] = [];
      for (const [, closing, name, selfClosing] of item.svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
        if (closing) expect(open.pop(), `${item.id}: </${name}>`).toBe(name);
        else if (!selfClosing) open.push(name ?? "");
      }
      expect(open, item.id).toEqual([]);
    }
  });
});

describe("student-produced response entry rules", () => {
  it("allow 5 characters, 6 with a minus sign, digits with one point or one slash", () => {
    expect(["7/2", "3.5", ".75", "-12/5", "-.375", "12345", "0"].every(isValidStudentEntry)).toBe(true);
    expect(["123456", "-1234567", "3 1/2", "1,000", "$5", "50%", "1/0", "", "--2", "1.2.3", "2/3/4"].some(isValidStudentEntry)).toBe(false);
  });

  it("accept equivalent fractions and decimals", () => {
    expect(["7/2", "3.5", "14/4", "3.50"].every((entry) => acceptsStudentResponse("7/2", entry))).toBe(true);
    expect(acceptsStudentResponse("7/2", "3.4")).toBe(false);
    expect(acceptsStudentResponse("-3/4", "-.75")).toBe(true);
  });

  it("accept a decimal that fills the box, truncated or rounded, for an answer that does not fit", () => {
    expect([".6666", ".6667", "0.666", "0.667", "2/3"].every((entry) => acceptsStudentResponse("2/3", entry))).toBe(true);
    expect([".66", ".67", "0.67", "0.6"].some((entry) => acceptsStudentResponse("2/3", entry))).toBe(false);
    expect(["-.6666", "-.6667", "-0.666"].every((entry) => acceptsStudentResponse("-2/3", entry))).toBe(true);
    expect(acceptsStudentResponse(".57", ".5699")).toBe(false);
    expect(acceptsStudentResponse("-1/32", "-.0313")).toBe(true);
  });

  it("never accept more than 5 characters, or 6 with a minus sign (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?[0-9./]{1,8}$/), (entry) => {
        if (isValidStudentEntry(entry)) expect(entry.length).toBeLessThanOrEqual(entry.startsWith("-") ? 6 : 5);
      }),
    );
  });

  it("accept every valid entry for itself and for its equivalent fractions (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99, max: 99 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9 }), (a, b, k) => {
        const fraction = `${a}/${b}`;
        const scaled = `${a * k}/${b * k}`;
        expect(acceptsStudentResponse(fraction, fraction)).toBe(isValidStudentEntry(fraction));
        if (isValidStudentEntry(fraction) && isValidStudentEntry(scaled)) expect(acceptsStudentResponse(fraction, scaled)).toBe(true);
        if (isValidStudentEntry(fraction)) expect(acceptsStudentResponse(fraction, `${a + b}/${b}`)).toBe(false);
      }),
    );
  });

  it("accept a positive fraction's decimal cut to fill the box, and not a shorter one (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 2, max: 99 }), (a, b) => {
        const value = a / b;
        if (value >= 1) return;
        const truncated = `.${String(Math.trunc(value * 10_000)).padStart(4, "0")}`;
        expect(acceptsStudentResponse(`${a}/${b}`, truncated)).toBe(true);
        const short = `.${String(Math.trunc(value * 100)).padStart(2, "0")}`;
        if (Math.abs(Number(short) - value) > 1e-12) expect(acceptsStudentResponse(`${a}/${b}`, short)).toBe(false);
      }),
    );
  });
});
