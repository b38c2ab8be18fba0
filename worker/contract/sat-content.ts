/**
 * Original digital-SAT practice content (content/sat/*.json): adaptive Reading and Writing and Math tests,
 * each a module 1 plus an easier and a harder module 2. The setup step seeds these files and the SAT
 * screens render them, so both import the schemas from here. Environment-neutral: only zod.
 *
 * Conventions shared by every content file:
 * - maths is LaTeX between `$…$` (KaTeX renders it); a literal dollar sign is written `\$`;
 * - a blank in a Reading and Writing passage is written `______` (six underscores), at most once (conventions and
 *   transitions items always have one; evidence and inference items may end with one);
 * - every Math item carries a machine-checkable `check` that the unit test computes with a maths library.
 */
import { z } from "zod";
import { countWords } from "./ielts-content";

export const SAT_CONTENT_SOURCE = "original";
/** Licence of everything under content/sat (see content/LICENSE-CONTENT.md). */
export const SAT_CONTENT_LICENCE = "LicenseRef-Lexora-Proprietary";

export const SAT_SECTIONS = ["reading_writing", "math"] as const;
export type SatSection = (typeof SAT_SECTIONS)[number];
export const SAT_MODULES = ["module1", "module2_easier", "module2_harder"] as const;
export type SatModule = (typeof SAT_MODULES)[number];
export const SAT_QUESTIONS_PER_MODULE = { reading_writing: 27, math: 22 } as const satisfies Record<SatSection, number>;
export const SAT_MODULE_MINUTES = { reading_writing: 32, math: 35 } as const satisfies Record<SatSection, number>;
export const SAT_PASSAGE_WORDS = { min: 25, max: 150 } as const;
export const SAT_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type SatDifficulty = (typeof SAT_DIFFICULTIES)[number];
export const SAT_OPTION_LETTERS = ["A", "B", "C", "D"] as const;
export const SAT_BLANK = "______";

/** The four Reading and Writing domains and their skills, as College Board's public test framework names them. */
export const READING_WRITING_SKILLS = {
  information_and_ideas: ["central_ideas_and_details", "command_of_evidence_textual", "command_of_evidence_quantitative", "inferences"],
  craft_and_structure: ["words_in_context", "text_structure_and_purpose", "cross_text_connections"],
  expression_of_ideas: ["rhetorical_synthesis", "transitions"],
  standard_english_conventions: ["boundaries", "form_structure_and_sense"],
} as const;
export const READING_WRITING_DOMAINS = Object.keys(READING_WRITING_SKILLS) as (keyof typeof READING_WRITING_SKILLS)[];
export type ReadingWritingDomain = keyof typeof READING_WRITING_SKILLS;
export type ReadingWritingSkill = (typeof READING_WRITING_SKILLS)[ReadingWritingDomain][number];

/** The four Math domains and their skills. */
export const MATH_SKILLS = {
  algebra: [
    "linear_equations_in_one_variable",
    "linear_functions",
    "linear_equations_in_two_variables",
    "systems_of_linear_equations",
    "linear_inequalities",
  ],
  advanced_math: ["equivalent_expressions", "nonlinear_equations_and_systems", "nonlinear_functions"],
  problem_solving_and_data_analysis: [
    "ratios_rates_proportions_units",
    "percentages",
    "one_variable_data",
    "two_variable_data",
    "probability",
    "inference_from_sample_statistics",
    "evaluating_statistical_claims",
  ],
  geometry_and_trigonometry: ["area_and_volume", "lines_angles_triangles", "right_triangles_and_trigonometry", "circles"],
} as const;
export const MATH_DOMAINS = Object.keys(MATH_SKILLS) as (keyof typeof MATH_SKILLS)[];
export type MathDomain = keyof typeof MATH_SKILLS;
export type MathSkill = (typeof MATH_SKILLS)[MathDomain][number];

/** Share of a section's questions in each domain on the real test (College Board's test specifications). */
export const SAT_DOMAIN_SHARES = {
  reading_writing: { information_and_ideas: 0.26, craft_and_structure: 0.28, expression_of_ideas: 0.2, standard_english_conventions: 0.26 },
  math: { algebra: 0.35, advanced_math: 0.35, problem_solving_and_data_analysis: 0.15, geometry_and_trigonometry: 0.15 },
} as const;
/** About a quarter of Math questions are student-produced responses. */
export const SAT_STUDENT_PRODUCED_SHARE = 0.25;

/* ───────────────────────────── student-produced responses ───────────────────────────── */

/** Official entry rules: up to 5 characters for a positive answer, 6 with a leading minus sign. */
export const STUDENT_RESPONSE_MAX_LENGTH = { positive: 5, negative: 6 } as const;
const ENTRY_SHAPE = /^-?(?:\d+\/\d+|\d+(?:\.\d*)?|\.\d+)$/;

/** Whether a learner's entry can be typed into the answer box: digits, one `.` or one `/`, a leading minus, within the length. */
export function isValidStudentEntry(entry: string): boolean {
  const max = entry.startsWith("-") ? STUDENT_RESPONSE_MAX_LENGTH.negative : STUDENT_RESPONSE_MAX_LENGTH.positive;
  if (entry.length === 0 || entry.length > max || !ENTRY_SHAPE.test(entry)) return false;
  const slash = entry.indexOf("/");
  return slash === -1 || Number(entry.slice(slash + 1)) !== 0;
}

/** An entry as an exact fraction (numerator, denominator > 0), or null when it is not a valid entry. */
export function studentEntryFraction(entry: string): { numerator: number; denominator: number } | null {
  if (!isValidStudentEntry(entry)) return null;
  const sign = entry.startsWith("-") ? -1 : 1;
  const body = entry.replace(/^-/, "");
  if (body.includes("/")) {
    const [numerator = "", denominator = ""] = body.split("/");
    return { numerator: sign * Number(numerator), denominator: Number(denominator) };
  }
  const decimals = body.includes(".") ? body.length - body.indexOf(".") - 1 : 0;
  return { numerator: sign * Math.round(Number(body) * 10 ** decimals), denominator: 10 ** decimals };
}

/**
 * Whether an entry scores for a stored answer. Equivalent fractions and decimals score; an answer that
 * does not fit the box as a decimal (2/3) also accepts a decimal that fills the box, truncated or rounded
 * (.6666, .6667, 0.666, 0.667 but not 0.67), as the official directions say.
 */
export function acceptsStudentResponse(answer: string, entry: string): boolean {
  const expected = studentEntryFraction(answer);
  const given = studentEntryFraction(entry.trim());
  if (!expected || !given) return false;
  if (expected.numerator * given.denominator === given.numerator * expected.denominator) return true;
  const trimmed = entry.trim();
  if (trimmed.includes("/")) return false;
  const max = trimmed.startsWith("-") ? STUDENT_RESPONSE_MAX_LENGTH.negative : STUDENT_RESPONSE_MAX_LENGTH.positive;
  if (trimmed.length !== max || !trimmed.includes(".")) return false;
  const decimals = trimmed.length - trimmed.indexOf(".") - 1;
  if (Math.sign(expected.numerator) !== Math.sign(given.numerator)) return false;
  // Scale the exact numerator before dividing, so 57/100 is 5700 ten-thousandths and not 5699.999….
  const scaled = (Math.abs(expected.numerator) * 10 ** decimals) / expected.denominator;
  const digits = Math.abs(given.numerator);
  return digits === Math.trunc(scaled) || digits === Math.round(scaled);
}

/* ───────────────────────────── shared pieces ───────────────────────────── */

const contentIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lower-case kebab-case");
const text = z.string().trim().min(1);
const licenceFields = {
  source: z.literal(SAT_CONTENT_SOURCE),
  licence: z.literal(SAT_CONTENT_LICENCE),
};
const letterSchema = z.enum(SAT_OPTION_LETTERS);

/** `$` opens and closes inline LaTeX; `\$` is a literal dollar sign. */
export function hasBalancedMath(value: string): boolean {
  return (value.replace(/\\\$/g, "").match(/\$/g)?.length ?? 0) % 2 === 0;
}
const richText = text.refine(hasBalancedMath, "unbalanced $…$ maths");

/** A data table, rendered as a real `<table>` with a header row. Cells may hold `$…$` maths. */
export const satTableSchema = z
  .strictObject({ caption: richText.optional(), header: z.array(richText).min(1), rows: z.array(z.array(richText)).min(1) })
  .superRefine((table, ctx) => {
    if (table.rows.some((row) => row.length !== table.header.length))
      ctx.addIssue({ code: "custom", message: "every table row has one cell per header" });
  });
export type SatTable = z.infer<typeof satTableSchema>;

/** A small inline SVG figure: self-contained, no scripts, no event handlers, no external references. */
const svgSchema = z
  .string()
  .regex(
    /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[\d.\s-]+"[^>]*>[\s\S]*<\/svg>$/,
    "an <svg> with xmlns and viewBox",
  )
  .refine((svg) => !/<script|\son\w+\s*=|href\s*=\s*"(?!#)/i.test(svg), "no scripts, handlers or external links in figures");

const optionSchema = z.strictObject({ letter: letterSchema, text: richText });

const item = {
  id: contentIdSchema,
  difficulty: z.enum(SAT_DIFFICULTIES),
  table: satTableSchema.optional(),
};

function checkOptions(
  question: { options: { letter: string }[]; answer: string; whyWrong?: Partial<Record<string, string>> },
  issue: (message: string) => void,
) {
  if (question.options.map((o) => o.letter).join("") !== SAT_OPTION_LETTERS.join("")) issue("options are A, B, C, D in order");
  if (question.whyWrong) {
    const wrong = SAT_OPTION_LETTERS.filter((letter) => letter !== question.answer).join("");
    if (Object.keys(question.whyWrong).sort().join("") !== wrong) issue(`whyWrong explains exactly the wrong options ${wrong}`);
  }
}

/* ───────────────────────────── Reading and Writing ───────────────────────────── */

/** Every text a Reading and Writing item shows: the passage, a second text and a student's notes. */
export function readingWritingWords(question: Pick<ReadingWritingItem, "passage" | "passage2" | "notes">): number {
  return countWords([question.passage, question.passage2 ?? "", ...(question.notes ?? [])].join(" "));
}

export const readingWritingItemSchema = z
  .strictObject({
    ...item,
    domain: z.enum(READING_WRITING_DOMAINS),
    skill: z.enum(Object.values(READING_WRITING_SKILLS).flat() as [ReadingWritingSkill, ...ReadingWritingSkill[]]),
    /** The passage; for cross-text connections it is "Text 1". For rhetorical synthesis, the line introducing the notes. */
    passage: text,
    /** "Text 2", only for cross-text connections. */
    passage2: text.optional(),
    /** A student's notes as bullet points, only for rhetorical synthesis. */
    notes: z.array(text).min(3).optional(),
    question: text,
    options: z.array(optionSchema).length(4),
    answer: letterSchema,
    /** Why the right answer is right. */
    explanation: text,
    /** Why each wrong option is wrong, by letter. */
    whyWrong: z.partialRecord(letterSchema, text),
  })
  .superRefine((question, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message: `${question.id}: ${message}` });
    const skills: readonly string[] = READING_WRITING_SKILLS[question.domain];
    if (!skills.includes(question.skill)) issue(`${question.skill} is not a skill of ${question.domain}`);
    checkOptions(question, issue);
    const words = readingWritingWords(question);
    if (words < SAT_PASSAGE_WORDS.min || words > SAT_PASSAGE_WORDS.max)
      issue(`${words} words; passages are ${SAT_PASSAGE_WORDS.min}–${SAT_PASSAGE_WORDS.max}`);
    if ((question.skill === "cross_text_connections") !== Boolean(question.passage2))
      issue("a second text belongs to cross-text items only");
    if ((question.skill === "rhetorical_synthesis") !== Boolean(question.notes)) issue("notes belong to rhetorical synthesis items only");
    if (question.skill === "command_of_evidence_quantitative" && !question.table) issue("quantitative evidence items show a table");
    const blanks = question.passage.split(SAT_BLANK).length - 1;
    const needsBlank = question.domain === "standard_english_conventions" || question.skill === "transitions";
    if (needsBlank ? blanks !== 1 : blanks > 1) issue(needsBlank ? "the passage has one blank" : "a passage has at most one blank");
  });
export type ReadingWritingItem = z.infer<typeof readingWritingItemSchema>;

/* ───────────────────────────── Math ───────────────────────────── */

const variableSchema = z.string().regex(/^[a-z]$/);

/**
 * How the unit test verifies an answer by computation (mathjs syntax, not LaTeX):
 * - `value`: an expression (statements separated by `;`, the last one counts) that computes the answer;
 * - `solution`: equations (`lhs = rhs`) with the solution substituted back, and `ask`, what the question asks for;
 * - `identity`: an expression in `variables` equivalent to the right option's value at every point;
 * - `satisfies`: a condition on `variables` that the right option's value meets and no other option does.
 */
export const mathCheckSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("value"), expression: text }),
  z.strictObject({
    kind: z.literal("solution"),
    equations: z.array(text.regex(/^[^=<>!]+=[^=]+$/, "one `=` per equation")).min(1),
    solution: z.record(variableSchema, text),
    ask: text,
  }),
  z.strictObject({ kind: z.literal("identity"), expression: text, variables: z.array(variableSchema).min(1) }),
  z.strictObject({ kind: z.literal("satisfies"), condition: text, variables: z.array(variableSchema).min(1) }),
]);
export type MathCheck = z.infer<typeof mathCheckSchema>;

const mathItem = {
  ...item,
  domain: z.enum(MATH_DOMAINS),
  skill: z.enum(Object.values(MATH_SKILLS).flat() as [MathSkill, ...MathSkill[]]),
  prompt: richText,
  /** A figure; `figureAlt` describes it for screen readers. */
  svg: svgSchema.optional(),
  figureAlt: text.optional(),
  /** The worked solution, one step per entry. */
  steps: z.array(richText).min(1),
  check: mathCheckSchema,
};

/** `value` is the option in mathjs syntax, which the check compares with. */
const mathOptionSchema = optionSchema.extend({ value: text });

export const mathItemSchema = z
  .discriminatedUnion("format", [
    z.strictObject({
      ...mathItem,
      format: z.literal("multiple_choice"),
      options: z.array(mathOptionSchema).length(4),
      answer: letterSchema,
    }),
    z.strictObject({
      ...mathItem,
      format: z.literal("student_produced"),
      /** The canonical entry; any equivalent entry scores (`acceptsStudentResponse`). */
      answer: z.string().refine(isValidStudentEntry, "a student-produced answer follows the entry rules"),
    }),
  ])
  .superRefine((question, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message: `${question.id}: ${message}` });
    const skills: readonly string[] = MATH_SKILLS[question.domain];
    if (!skills.includes(question.skill)) issue(`${question.skill} is not a skill of ${question.domain}`);
    if (Boolean(question.svg) !== Boolean(question.figureAlt)) issue("a figure has a text alternative");
    if (question.format === "multiple_choice") checkOptions(question, issue);
    else if (question.check.kind === "identity" || question.check.kind === "satisfies")
      issue("a student-produced answer is checked by value or solution");
  });
export type MathItem = z.infer<typeof mathItemSchema>;

/* ───────────────────────────── tests ───────────────────────────── */

function modulesSchema<T extends z.ZodType<{ id: string }>>(itemSchema: T, size: number) {
  const moduleSchema = z.array(itemSchema).length(size);
  return z.strictObject({ module1: moduleSchema, module2_easier: moduleSchema, module2_harder: moduleSchema });
}

const uniqueIds = (test: { modules: Record<SatModule, { id: string }[]> }, ctx: z.RefinementCtx) => {
  const ids = SAT_MODULES.flatMap((module) => test.modules[module].map((question) => question.id));
  for (const id of ids.filter((id, i) => ids.indexOf(id) !== i)) ctx.addIssue({ code: "custom", message: `id ${id} repeats` });
};

/**
 * Which pool a test's questions serve: `test` — the scored section and full tests, whose
 * answers a learner sees only after finishing; `practice` — practice by skill, which shows each answer
 * at once. A question is in one pool only, so practice never gives away a scored test's answers.
 */
export const SAT_POOLS = ["test", "practice"] as const;
export type SatPool = (typeof SAT_POOLS)[number];

const testMeta = { id: contentIdSchema, ...licenceFields, pool: z.enum(SAT_POOLS), title: text };

export const readingWritingTestSchema = z
  .strictObject({
    section: z.literal("reading_writing"),
    ...testMeta,
    modules: modulesSchema(readingWritingItemSchema, SAT_QUESTIONS_PER_MODULE.reading_writing),
  })
  .superRefine(uniqueIds);
export type ReadingWritingTest = z.infer<typeof readingWritingTestSchema>;

export const mathTestSchema = z
  .strictObject({
    section: z.literal("math"),
    ...testMeta,
    modules: modulesSchema(mathItemSchema, SAT_QUESTIONS_PER_MODULE.math),
  })
  .superRefine(uniqueIds);
export type MathTest = z.infer<typeof mathTestSchema>;

/** Any file under content/sat: the seeding script parses each one with this. */
export const satContentFileSchema = z.discriminatedUnion("section", [readingWritingTestSchema, mathTestSchema]);
export type SatContentFile = z.infer<typeof satContentFileSchema>;
