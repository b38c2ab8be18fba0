/**
 * Original IELTS practice content (content/ielts/**): Academic Reading and Listening tests, Writing Task 1
 * and Task 2 prompts, Speaking sets. The setup step seeds these files into D1/R2 and the IELTS screens
 * render them, so both import the schemas from here. Environment-neutral: only zod.
 *
 * Conventions shared by every content file:
 * - a gap to fill in is written `{{n}}`, where n is the question number it belongs to;
 * - question numbers are unique within a test and run 1–40;
 * - every evidence quote occurs literally in the passage (reading) or in one turn of the transcript (listening).
 */
import { z } from "zod";

export const IELTS_CONTENT_SOURCE = "original";
/** Licence of everything under content/ielts (see content/LICENSE-CONTENT.md). */
export const IELTS_CONTENT_LICENCE = "LicenseRef-Lexora-Proprietary";

export const IELTS_QUESTIONS_PER_TEST = 40;
export const READING_PASSAGES_PER_TEST = 3;
export const LISTENING_PARTS_PER_TEST = 4;
export const LISTENING_QUESTIONS_PER_PART = 10;
export const READING_PASSAGE_WORDS = { min: 700, max: 900 } as const;
export const WRITING_TASK1_MIN_WORDS = 150;
export const WRITING_TASK2_MIN_WORDS = 250;
export const SPEAKING_PREPARATION_SECONDS = 60;
export const SPEAKING_TALK_SECONDS = { min: 60, max: 120 } as const;

/** Words as IELTS counts them: whitespace-separated tokens with a letter or digit ("well-known" is one word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

const GAP = /\{\{(\d+)\}\}/g;

/** The question numbers of the `{{n}}` gaps in a text, in order. */
export function gapNumbers(text: string): number[] {
  return [...text.matchAll(GAP)].map((match) => Number(match[1]));
}

/* ───────────────────────────── shared pieces ───────────────────────────── */

const contentIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lower-case kebab-case");
const text = z.string().trim().min(1);
const itemMeta = {
  id: contentIdSchema,
  source: z.literal(IELTS_CONTENT_SOURCE),
  licence: z.literal(IELTS_CONTENT_LICENCE),
};

export const questionNumberSchema = z.int().min(1).max(IELTS_QUESTIONS_PER_TEST);
const letterSchema = z.string().regex(/^[A-Z]$/);
const romanNumeralSchema = z.string().regex(/^[ivx]+$/);

export const choiceOptionSchema = z.strictObject({ letter: letterSchema, text });
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/* ───────────────────────────── word limits ───────────────────────────── */

/** "NO MORE THAN TWO WORDS AND/OR A NUMBER" is `{ maxWords: 2, number: true }`. */
export const wordLimitSchema = z.strictObject({ maxWords: z.int().min(1).max(3), number: z.boolean() });
export type WordLimit = z.infer<typeof wordLimitSchema>;

const NUMBER_WORDS = ["ONE", "TWO", "THREE"] as const;

/** The official phrase for a word limit; every completion group's instructions contain it. */
export function wordLimitText({ maxWords, number }: WordLimit): string {
  const words = NUMBER_WORDS[maxWords - 1] ?? String(maxWords);
  if (maxWords === 1) return number ? "ONE WORD AND/OR A NUMBER" : "ONE WORD ONLY";
  return number ? `NO MORE THAN ${words} WORDS AND/OR A NUMBER` : `NO MORE THAN ${words} WORDS`;
}

const NUMBER_TOKEN = /^[£$€]?\d[\d,.:/]*(%|st|nd|rd|th|am|pm|kg|km|m|cm|mm)?$/i;
const TIME_SUFFIX = /^(am|pm|a\.m\.|p\.m\.)$/i;

/**
 * Whether an answer keeps to a word limit. A run of numeric tokens ("07723 518046", "7.30 pm") is one
 * number; hyphenated words count once.
 */
export function fitsWordLimit(answer: string, { maxWords, number }: WordLimit): boolean {
  let words = 0;
  let numbers = 0;
  let previousWasNumber = false;
  for (const token of answer.trim().split(/\s+/).filter(Boolean)) {
    const numeric: boolean = NUMBER_TOKEN.test(token) || (previousWasNumber && TIME_SUFFIX.test(token));
    if (numeric && !previousWasNumber) numbers += 1;
    if (!numeric) words += 1;
    previousWasNumber = numeric;
  }
  return words <= maxWords && numbers <= (number ? 1 : 0) && words + numbers > 0;
}

/** A typed answer: `answer` is shown in review; any of `accepted` (which includes it) scores. */
const typedAnswer = {
  answer: text,
  accepted: z.array(text).min(1),
};

function checkTypedAnswer(
  question: { answer: string; accepted: string[] },
  limit: WordLimit | undefined,
  issue: (message: string) => void,
) {
  if (!question.accepted.includes(question.answer)) issue(`accepted answers must include "${question.answer}"`);
  if (new Set(question.accepted.map((a) => a.toLowerCase())).size !== question.accepted.length) issue("accepted answers repeat");
  if (limit) {
    for (const accepted of question.accepted) {
      if (!fitsWordLimit(accepted, limit)) issue(`"${accepted}" is longer than ${wordLimitText(limit)}`);
    }
  }
}

/* ───────────────────────────── reading ───────────────────────────── */

const evidence = { evidence: text, explanation: text.optional() };

export const TRUE_FALSE_NOT_GIVEN = ["TRUE", "FALSE", "NOT GIVEN"] as const;
export const YES_NO_NOT_GIVEN = ["YES", "NO", "NOT GIVEN"] as const;

const multipleChoiceQuestionSchema = z.strictObject({
  number: questionNumberSchema,
  prompt: text,
  options: z.array(choiceOptionSchema).min(3).max(5),
  answer: letterSchema,
  ...evidence,
});

const readingMultipleChoiceGroupSchema = z.strictObject({
  type: z.literal("multiple_choice"),
  instructions: text,
  questions: z.array(multipleChoiceQuestionSchema).min(1),
});

const trueFalseNotGivenGroupSchema = z.strictObject({
  type: z.literal("true_false_not_given"),
  instructions: text,
  questions: z
    .array(z.strictObject({ number: questionNumberSchema, statement: text, answer: z.enum(TRUE_FALSE_NOT_GIVEN), ...evidence }))
    .min(1),
});

const yesNoNotGivenGroupSchema = z.strictObject({
  type: z.literal("yes_no_not_given"),
  instructions: text,
  questions: z
    .array(z.strictObject({ number: questionNumberSchema, statement: text, answer: z.enum(YES_NO_NOT_GIVEN), ...evidence }))
    .min(1),
});

const matchingHeadingsGroupSchema = z.strictObject({
  type: z.literal("matching_headings"),
  instructions: text,
  headings: z.array(z.strictObject({ numeral: romanNumeralSchema, text })).min(2),
  questions: z
    .array(z.strictObject({ number: questionNumberSchema, paragraph: letterSchema, answer: romanNumeralSchema, ...evidence }))
    .min(1),
});

const matchingInformationGroupSchema = z.strictObject({
  type: z.literal("matching_information"),
  instructions: text,
  questions: z.array(z.strictObject({ number: questionNumberSchema, statement: text, answer: letterSchema, ...evidence })).min(1),
});

const matchingFeaturesGroupSchema = z.strictObject({
  type: z.literal("matching_features"),
  instructions: text,
  optionsTitle: text,
  options: z.array(choiceOptionSchema).min(2),
  questions: z.array(z.strictObject({ number: questionNumberSchema, statement: text, answer: letterSchema, ...evidence })).min(1),
});

const sentenceCompletionGroupSchema = z.strictObject({
  type: z.literal("sentence_completion"),
  instructions: text,
  wordLimit: wordLimitSchema,
  questions: z.array(z.strictObject({ number: questionNumberSchema, prompt: text, ...typedAnswer, ...evidence })).min(1),
});

/** Words from the passage (`wordLimit`) or letters from a box of options (`options`), never both. */
const summaryCompletionGroupSchema = z.strictObject({
  type: z.literal("summary_completion"),
  instructions: text,
  title: text.optional(),
  summary: text,
  wordLimit: wordLimitSchema.optional(),
  options: z.array(choiceOptionSchema).min(2).optional(),
  questions: z.array(z.strictObject({ number: questionNumberSchema, ...typedAnswer, ...evidence })).min(1),
});

const shortAnswerGroupSchema = z.strictObject({
  type: z.literal("short_answer"),
  instructions: text,
  wordLimit: wordLimitSchema,
  questions: z.array(z.strictObject({ number: questionNumberSchema, prompt: text, ...typedAnswer, ...evidence })).min(1),
});

export const readingQuestionGroupSchema = z.discriminatedUnion("type", [
  readingMultipleChoiceGroupSchema,
  trueFalseNotGivenGroupSchema,
  yesNoNotGivenGroupSchema,
  matchingHeadingsGroupSchema,
  matchingInformationGroupSchema,
  matchingFeaturesGroupSchema,
  sentenceCompletionGroupSchema,
  summaryCompletionGroupSchema,
  shortAnswerGroupSchema,
]);
export type ReadingQuestionGroup = z.infer<typeof readingQuestionGroupSchema>;
export type ReadingQuestionType = ReadingQuestionGroup["type"];
export type ReadingQuestion = ReadingQuestionGroup["questions"][number];

export const readingParagraphSchema = z.strictObject({ label: letterSchema.optional(), text });

export const readingPassageSchema = z
  .strictObject({
    ...itemMeta,
    number: z.int().min(1).max(READING_PASSAGES_PER_TEST),
    title: text,
    subtitle: text.optional(),
    topic: text,
    paragraphs: z.array(readingParagraphSchema).min(3),
    questionGroups: z.array(readingQuestionGroupSchema).min(1),
  })
  .superRefine((passage, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message: `${passage.id}: ${message}` });
    const labels = passage.paragraphs.flatMap((p) => (p.label ? [p.label] : []));
    if (labels.length > 0 && labels.length !== passage.paragraphs.length) issue("label every paragraph or none");
    if (labels.some((label, i) => label !== String.fromCharCode(65 + i))) issue("paragraph labels run A, B, C, … in order");
    const paragraphText = (label: string) => passage.paragraphs.find((p) => p.label === label)?.text;

    for (const group of passage.questionGroups) {
      for (const question of group.questions) {
        const where = `question ${question.number}`;
        if (!passage.paragraphs.some((p) => p.text.includes(question.evidence)))
          issue(`${where}: evidence is not a quote from the passage`);
        if ("answer" in question && question.answer === "NOT GIVEN" && !question.explanation)
          issue(`${where}: NOT GIVEN needs an explanation`);
      }
      switch (group.type) {
        case "multiple_choice":
          for (const q of group.questions) {
            if (!q.options.some((o) => o.letter === q.answer)) issue(`question ${q.number}: answer is not an option`);
            if (q.options.some((o, i) => o.letter !== String.fromCharCode(65 + i))) issue(`question ${q.number}: options run A, B, C, …`);
          }
          break;
        case "matching_headings": {
          if (group.headings.length <= group.questions.length) issue("matching headings needs more headings than paragraphs");
          const answers = group.questions.map((q) => q.answer);
          if (new Set(answers).size !== answers.length) issue("a heading is used twice");
          for (const q of group.questions) {
            if (!group.headings.some((h) => h.numeral === q.answer)) issue(`question ${q.number}: answer is not a heading`);
            if (!paragraphText(q.paragraph)?.includes(q.evidence))
              issue(`question ${q.number}: evidence is not in paragraph ${q.paragraph}`);
          }
          break;
        }
        case "matching_information":
          for (const q of group.questions) {
            if (!paragraphText(q.answer)?.includes(q.evidence)) issue(`question ${q.number}: evidence is not in paragraph ${q.answer}`);
          }
          break;
        case "matching_features":
          for (const q of group.questions) {
            if (!group.options.some((o) => o.letter === q.answer)) issue(`question ${q.number}: answer is not an option`);
          }
          break;
        case "sentence_completion":
        case "short_answer":
          for (const q of group.questions) {
            checkTypedAnswer(q, group.wordLimit, issue);
            if (group.type === "sentence_completion" && gapNumbers(q.prompt).join() !== String(q.number))
              issue(`question ${q.number}: prompt needs its one gap`);
          }
          break;
        case "summary_completion": {
          if (!group.wordLimit === !group.options) issue("summary completion takes words from the passage or letters from a box");
          const gaps = gapNumbers(group.summary);
          if (gaps.join() !== group.questions.map((q) => q.number).join()) issue("summary gaps must match its questions in order");
          for (const q of group.questions) {
            checkTypedAnswer(q, group.wordLimit, issue);
            if (group.options && !group.options.some((o) => o.letter === q.answer)) issue(`question ${q.number}: answer is not an option`);
          }
          break;
        }
        case "true_false_not_given":
        case "yes_no_not_given":
          break;
      }
    }
  });
export type ReadingPassage = z.infer<typeof readingPassageSchema>;

/* ───────────────────────────── listening ───────────────────────────── */

export const voiceHintSchema = z.strictObject({
  gender: z.enum(["female", "male"]),
  age: z.enum(["young", "adult", "older"]),
  accent: z.enum(["british", "american", "australian", "scottish", "irish", "canadian", "new_zealand", "neutral"]),
  /** espeak-ng voice with variant, e.g. `en-gb+f3`. */
  espeakNg: z.string().regex(/^[a-z-]+(\+[a-z0-9]+)?$/),
  /** Debian flite voice: kal, kal16, awb, rms or slt. */
  flite: z.enum(["kal", "kal16", "awb", "rms", "slt"]),
});

export const listeningSpeakerSchema = z.strictObject({
  id: contentIdSchema,
  label: text,
  /** The narrator reads the test instructions; the others are the recording's characters. */
  role: z.enum(["narrator", "speaker"]),
  voice: voiceHintSchema,
});

export const transcriptTurnSchema = z.strictObject({
  speaker: contentIdSchema,
  text,
  /** What the speech engine should say when it differs from the shown text ("11.30" is said "eleven thirty"). */
  spokenText: text.optional(),
  /** Silence after the turn in the generated audio, e.g. time to read the questions. */
  pauseAfterSeconds: z.number().min(0).max(60).optional(),
});

const listeningEvidence = { evidence: text };

const templateLineSchema = z.strictObject({ heading: z.boolean().optional(), label: text.optional(), text });

/** Form and note completion: a titled layout whose lines hold the `{{n}}` gaps. */
const templateCompletionGroup = <T extends "form_completion" | "note_completion">(type: T) =>
  z.strictObject({
    type: z.literal(type),
    instructions: text,
    wordLimit: wordLimitSchema,
    title: text,
    lines: z.array(templateLineSchema).min(1),
    questions: z.array(z.strictObject({ number: questionNumberSchema, ...typedAnswer, ...listeningEvidence })).min(1),
  });

const listeningMultipleChoiceGroupSchema = z.strictObject({
  type: z.literal("multiple_choice"),
  instructions: text,
  questions: z
    .array(
      z.strictObject({
        number: questionNumberSchema,
        prompt: text,
        options: z.array(choiceOptionSchema).min(3).max(5),
        answer: letterSchema,
        ...listeningEvidence,
      }),
    )
    .min(1),
});

/** Coordinates are in the plan's own units, origin top-left, north up. */
const rectangleSchema = { x: z.number().min(0), y: z.number().min(0), width: z.number().positive(), height: z.number().positive() };

export const listeningPlanSchema = z.strictObject({
  kind: z.enum(["map", "plan"]),
  title: text,
  /** A text alternative for screen readers that does not give the answers away. */
  description: text,
  width: z.number().positive(),
  height: z.number().positive(),
  /** Features printed on the plan with their names. */
  landmarks: z.array(z.strictObject({ label: text, ...rectangleSchema })).min(1),
  /** Lettered positions the learner chooses from. */
  markers: z.array(z.strictObject({ letter: letterSchema, x: z.number().min(0), y: z.number().min(0) })).min(2),
});
export type ListeningPlan = z.infer<typeof listeningPlanSchema>;

const planLabellingGroupSchema = z.strictObject({
  type: z.literal("plan_labelling"),
  instructions: text,
  plan: listeningPlanSchema,
  questions: z.array(z.strictObject({ number: questionNumberSchema, place: text, answer: letterSchema, ...listeningEvidence })).min(1),
});

const listeningMatchingGroupSchema = z.strictObject({
  type: z.literal("matching"),
  instructions: text,
  optionsTitle: text,
  options: z.array(choiceOptionSchema).min(2),
  questions: z.array(z.strictObject({ number: questionNumberSchema, prompt: text, answer: letterSchema, ...listeningEvidence })).min(1),
});

export const listeningQuestionGroupSchema = z.discriminatedUnion("type", [
  templateCompletionGroup("form_completion"),
  templateCompletionGroup("note_completion"),
  listeningMultipleChoiceGroupSchema,
  planLabellingGroupSchema,
  listeningMatchingGroupSchema,
]);
export type ListeningQuestionGroup = z.infer<typeof listeningQuestionGroupSchema>;
export type ListeningQuestion = ListeningQuestionGroup["questions"][number];

/** The four recordings of the exam, in order (exam-facts: P1 … P4). */
export const LISTENING_CONTEXTS = ["social_conversation", "social_monologue", "educational_conversation", "academic_lecture"] as const;

export const listeningPartSchema = z
  .strictObject({
    ...itemMeta,
    number: z.int().min(1).max(LISTENING_PARTS_PER_TEST),
    title: text,
    context: z.enum(LISTENING_CONTEXTS),
    setting: text,
    speakers: z.array(listeningSpeakerSchema).min(2),
    transcript: z.array(transcriptTurnSchema).min(2),
    questionGroups: z.array(listeningQuestionGroupSchema).min(1),
  })
  .superRefine((part, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message: `${part.id}: ${message}` });
    const speakerIds = new Set(part.speakers.map((s) => s.id));
    if (speakerIds.size !== part.speakers.length) issue("speaker ids repeat");
    const voices = part.speakers.map((s) => s.voice.espeakNg);
    if (new Set(voices).size !== voices.length) issue("every speaker needs a voice of their own");
    for (const turn of part.transcript) if (!speakerIds.has(turn.speaker)) issue(`unknown speaker ${turn.speaker}`);
    const spoken = part.transcript.filter((turn) => part.speakers.find((s) => s.id === turn.speaker)?.role === "speaker");

    for (const group of part.questionGroups) {
      for (const question of group.questions) {
        if (!spoken.some((turn) => turn.text.includes(question.evidence)))
          issue(`question ${question.number}: evidence is not a quote from one turn`);
      }
      switch (group.type) {
        case "form_completion":
        case "note_completion": {
          const gaps = group.lines.flatMap((line) => gapNumbers(line.text));
          if (gaps.join() !== group.questions.map((q) => q.number).join()) issue("gaps must match the questions in order");
          for (const q of group.questions) {
            checkTypedAnswer(q, group.wordLimit, issue);
            if (!q.evidence.toLowerCase().includes(q.answer.toLowerCase()))
              issue(`question ${q.number}: the evidence must contain the answer`);
          }
          break;
        }
        case "multiple_choice":
          for (const q of group.questions)
            if (!q.options.some((o) => o.letter === q.answer)) issue(`question ${q.number}: answer is not an option`);
          break;
        case "plan_labelling": {
          const letters = group.plan.markers.map((m) => m.letter);
          if (new Set(letters).size !== letters.length) issue("plan markers repeat");
          if (letters.length <= group.questions.length) issue("a plan needs more markers than questions");
          for (const m of group.plan.markers)
            if (m.x > group.plan.width || m.y > group.plan.height) issue(`marker ${m.letter} is off the plan`);
          for (const q of group.questions) if (!letters.includes(q.answer)) issue(`question ${q.number}: answer is not a marker`);
          if (new Set(group.questions.map((q) => q.answer)).size !== group.questions.length) issue("two places share a marker");
          break;
        }
        case "matching":
          for (const q of group.questions)
            if (!group.options.some((o) => o.letter === q.answer)) issue(`question ${q.number}: answer is not an option`);
          break;
      }
    }
  });
export type ListeningPart = z.infer<typeof listeningPartSchema>;

/* ───────────────────────────── tests ───────────────────────────── */

type NumberedGroup = { questions: { number: number }[] };

function checkQuestionNumbers(groups: NumberedGroup[], ctx: z.RefinementCtx, id: string) {
  const numbers = groups.flatMap((group) => group.questions.map((q) => q.number));
  const expected = Array.from({ length: IELTS_QUESTIONS_PER_TEST }, (_, i) => i + 1);
  if (numbers.join() !== expected.join()) {
    ctx.addIssue({ code: "custom", message: `${id}: questions must be numbered 1–${IELTS_QUESTIONS_PER_TEST} once each, in order` });
  }
}

export const readingTestSchema = z
  .strictObject({
    kind: z.literal("ielts_reading_test"),
    ...itemMeta,
    module: z.literal("academic"),
    title: text,
    passages: z.array(readingPassageSchema).length(READING_PASSAGES_PER_TEST),
  })
  .superRefine((test, ctx) => {
    if (test.passages.some((p, i) => p.number !== i + 1))
      ctx.addIssue({ code: "custom", message: `${test.id}: passages are numbered 1–3 in order` });
    checkQuestionNumbers(
      test.passages.flatMap((p) => p.questionGroups),
      ctx,
      test.id,
    );
  });
export type ReadingTest = z.infer<typeof readingTestSchema>;

export const listeningTestSchema = z
  .strictObject({
    kind: z.literal("ielts_listening_test"),
    ...itemMeta,
    title: text,
    parts: z.array(listeningPartSchema).length(LISTENING_PARTS_PER_TEST),
  })
  .superRefine((test, ctx) => {
    test.parts.forEach((part, i) => {
      if (part.number !== i + 1 || part.context !== LISTENING_CONTEXTS[i]) {
        ctx.addIssue({ code: "custom", message: `${test.id}: part ${i + 1} must be the ${LISTENING_CONTEXTS[i]}` });
      }
    });
    checkQuestionNumbers(
      test.parts.flatMap((p) => p.questionGroups),
      ctx,
      test.id,
    );
  });
export type ListeningTest = z.infer<typeof listeningTestSchema>;

/* ───────────────────────────── writing ───────────────────────────── */

export const TASK1_TIME_GUIDE = "You should spend about 20 minutes on this task.";
export const TASK1_INSTRUCTION =
  "Summarise the information by selecting and reporting the main features, and make comparisons where relevant.";
export const TASK1_LENGTH = "Write at least 150 words.";
export const TASK2_TIME_GUIDE = "You should spend about 40 minutes on this task.";
export const TASK2_LEAD = "Write about the following topic:";
export const TASK2_INSTRUCTION = "Give reasons for your answer and include any relevant examples from your own knowledge or experience.";
export const TASK2_LENGTH = "Write at least 250 words.";

const seriesSchema = z.strictObject({ name: text, values: z.array(z.number().nullable()).min(2) });
const axisSchema = z.strictObject({ label: text, unit: text });
const categoryAxisSchema = z.strictObject({ label: text, categories: z.array(text).min(2) });

function checkSeriesLengths(
  chart: { categoryAxis: { categories: string[] }; series: { name: string; values: unknown[] }[] },
  ctx: z.RefinementCtx,
) {
  for (const series of chart.series) {
    if (series.values.length !== chart.categoryAxis.categories.length) {
      ctx.addIssue({ code: "custom", message: `series "${series.name}" needs one value per category` });
    }
  }
}

/** One chart per kind; the app draws each as an accessible SVG from these numbers. */
export const lineGraphSchema = z
  .strictObject({
    kind: z.literal("line_graph"),
    title: text,
    categoryAxis: categoryAxisSchema,
    valueAxis: axisSchema,
    series: z.array(seriesSchema).min(1),
  })
  .superRefine(checkSeriesLengths);

export const barChartSchema = z
  .strictObject({
    kind: z.literal("bar_chart"),
    title: text,
    orientation: z.enum(["vertical", "horizontal"]),
    categoryAxis: categoryAxisSchema,
    valueAxis: axisSchema,
    series: z.array(seriesSchema).min(1),
  })
  .superRefine(checkSeriesLengths);

export const pieChartSchema = z
  .strictObject({
    kind: z.literal("pie_chart"),
    title: text,
    unit: z.literal("%"),
    pies: z
      .array(z.strictObject({ label: text, slices: z.array(z.strictObject({ label: text, value: z.number().positive() })).min(2) }))
      .min(1),
  })
  .superRefine((chart, ctx) => {
    for (const pie of chart.pies) {
      const total = pie.slices.reduce((sum, slice) => sum + slice.value, 0);
      if (Math.abs(total - 100) > 0.5) ctx.addIssue({ code: "custom", message: `pie "${pie.label}" adds up to ${total}%` });
    }
  });

export const dataTableSchema = z
  .strictObject({
    kind: z.literal("table"),
    title: text,
    unit: text,
    rowHeader: text,
    columns: z.array(text).min(2),
    rows: z.array(z.strictObject({ label: text, values: z.array(z.number().nullable()) })).min(2),
  })
  .superRefine((table, ctx) => {
    for (const row of table.rows) {
      if (row.values.length !== table.columns.length)
        ctx.addIssue({ code: "custom", message: `row "${row.label}" needs one value per column` });
    }
  });

export const processDiagramSchema = z
  .strictObject({
    kind: z.literal("process_diagram"),
    title: text,
    cyclical: z.boolean(),
    steps: z.array(z.strictObject({ order: z.int().min(1), label: text, detail: text.optional() })).min(4),
  })
  .superRefine((process, ctx) => {
    if (process.steps.some((step, i) => step.order !== i + 1)) ctx.addIssue({ code: "custom", message: "steps are ordered 1, 2, 3, …" });
  });

export const MAP_FEATURE_CATEGORIES = [
  "building",
  "housing",
  "shop",
  "road",
  "path",
  "railway",
  "car_park",
  "green_space",
  "woodland",
  "farmland",
  "water",
  "beach",
  "sports",
] as const;

export const mapFeatureSchema = z.strictObject({
  id: contentIdSchema,
  label: text,
  category: z.enum(MAP_FEATURE_CATEGORIES),
  ...rectangleSchema,
});

/** Two states of one place (before and after); features keep their id when they survive a change. */
export const mapsSchema = z
  .strictObject({
    kind: z.literal("map"),
    title: text,
    width: z.number().positive(),
    height: z.number().positive(),
    states: z.array(z.strictObject({ label: text, features: z.array(mapFeatureSchema).min(2) })).length(2),
  })
  .superRefine((map, ctx) => {
    for (const state of map.states) {
      for (const f of state.features) {
        if (f.x + f.width > map.width || f.y + f.height > map.height)
          ctx.addIssue({ code: "custom", message: `${state.label}: ${f.id} is off the map` });
      }
    }
  });

export const task1VisualSchema = z.discriminatedUnion("kind", [
  lineGraphSchema,
  barChartSchema,
  pieChartSchema,
  dataTableSchema,
  processDiagramSchema,
  mapsSchema,
]);
export type Task1Visual = z.infer<typeof task1VisualSchema>;

export const writingTask1PromptSchema = z.strictObject({
  ...itemMeta,
  task: z.literal("task1"),
  timeMinutes: z.literal(20),
  minWords: z.literal(WRITING_TASK1_MIN_WORDS),
  prompt: z.strictObject({
    timeGuide: z.literal(TASK1_TIME_GUIDE),
    /** "The graph below shows …" */
    description: text,
    instruction: z.literal(TASK1_INSTRUCTION),
    length: z.literal(TASK1_LENGTH),
  }),
  visuals: z.array(task1VisualSchema).min(1).max(2),
  modelAnswer: text.optional(),
});
export type WritingTask1Prompt = z.infer<typeof writingTask1PromptSchema>;

export const ESSAY_TYPES = ["opinion", "discussion", "advantages_disadvantages", "problem_solution", "two_part"] as const;

export const writingTask2PromptSchema = z.strictObject({
  ...itemMeta,
  task: z.literal("task2"),
  essayType: z.enum(ESSAY_TYPES),
  topic: text,
  timeMinutes: z.literal(40),
  minWords: z.literal(WRITING_TASK2_MIN_WORDS),
  prompt: z.strictObject({
    timeGuide: z.literal(TASK2_TIME_GUIDE),
    lead: z.literal(TASK2_LEAD),
    statement: text,
    question: text,
    instruction: z.literal(TASK2_INSTRUCTION),
    length: z.literal(TASK2_LENGTH),
  }),
  modelAnswer: text.optional(),
});
export type WritingTask2Prompt = z.infer<typeof writingTask2PromptSchema>;

const uniqueIds = (items: { id: string }[], ctx: z.RefinementCtx) => {
  const ids = items.map((item) => item.id);
  for (const id of ids.filter((id, i) => ids.indexOf(id) !== i)) ctx.addIssue({ code: "custom", message: `id ${id} repeats` });
};

export const writingTask1SetSchema = z
  .strictObject({ kind: z.literal("ielts_writing_task1_set"), ...itemMeta, prompts: z.array(writingTask1PromptSchema).min(1) })
  .superRefine((set, ctx) => uniqueIds(set.prompts, ctx));
export type WritingTask1Set = z.infer<typeof writingTask1SetSchema>;

export const writingTask2SetSchema = z
  .strictObject({ kind: z.literal("ielts_writing_task2_set"), ...itemMeta, prompts: z.array(writingTask2PromptSchema).min(1) })
  .superRefine((set, ctx) => uniqueIds(set.prompts, ctx));
export type WritingTask2Set = z.infer<typeof writingTask2SetSchema>;

/* ───────────────────────────── speaking ───────────────────────────── */

export const speakingSetSchema = z.strictObject({
  ...itemMeta,
  theme: text,
  part1: z.strictObject({ topic: text, questions: z.array(text).min(4).max(5) }),
  part2: z.strictObject({
    cueCard: z.strictObject({
      /** "Describe a …" */
      task: z.string().regex(/^Describe /),
      youShouldSay: z.array(text).min(3).max(4),
      explain: z.string().regex(/^and explain /),
    }),
    preparationSeconds: z.literal(SPEAKING_PREPARATION_SECONDS),
    talkSeconds: z.strictObject({ min: z.literal(SPEAKING_TALK_SECONDS.min), max: z.literal(SPEAKING_TALK_SECONDS.max) }),
    /** The examiner's one or two closing questions after the talk. */
    roundingOffQuestions: z.array(text).max(2),
  }),
  part3: z.strictObject({ topic: text, questions: z.array(text).min(4).max(6) }),
});
export type SpeakingSet = z.infer<typeof speakingSetSchema>;

export const speakingSetCollectionSchema = z
  .strictObject({ kind: z.literal("ielts_speaking_sets"), ...itemMeta, sets: z.array(speakingSetSchema).min(1) })
  .superRefine((collection, ctx) => uniqueIds(collection.sets, ctx));
export type SpeakingSetCollection = z.infer<typeof speakingSetCollectionSchema>;

/* ───────────────────────────── files ───────────────────────────── */

/** Any file under content/ielts: the seeding script parses each one with this. */
export const ieltsContentFileSchema = z.discriminatedUnion("kind", [
  readingTestSchema,
  listeningTestSchema,
  writingTask1SetSchema,
  writingTask2SetSchema,
  speakingSetCollectionSchema,
]);
export type IeltsContentFile = z.infer<typeof ieltsContentFileSchema>;
