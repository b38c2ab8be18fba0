/**
 * Lessons: what a teacher builds in the lesson builder and a learner steps through in the
 * player. Shared by the Worker's lesson routes and the SPA.
 *
 * A lesson is an ordered list of blocks; the order of `blocks` is the order the learner meets them, so
 * reordering is saving the list in its new order. Every block carries a stable `id` (made by the
 * builder) that keys drag and drop, the learner's place and their answers.
 *
 * The same shape holds the other things a teacher shares (`kind`): a word list is a lesson of one
 * vocabulary block, a quiz one of quiz blocks, a writing prompt one of a writing block. One player,
 * one sharing rule, one progress record for all of them.
 *
 * Quiz answers never reach a learner before they answer: `learnerLesson` strips them, and the server
 * scores every answer (the learner's score is never posted by the client).
 */
import { z } from "zod";
import { isSafeText, nameText } from "./text";

export const LESSON_KINDS = ["lesson", "word_list", "quiz", "writing_prompt"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

/** draft: only its owner sees it; published: it can be shared, copied and played. */
export const LESSON_STATUSES = ["draft", "published"] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const LESSON_TITLE_MAX_LENGTH = 120;
export const LESSON_DESCRIPTION_MAX_LENGTH = 500;
export const LESSON_MAX_BLOCKS = 40;
export const TEXT_BLOCK_MAX_LENGTH = 10_000;
export const VOCABULARY_BLOCK_MAX_WORDS = 30;
export const QUIZ_BLOCK_MAX_QUESTIONS = 20;
const SHORT_TEXT_MAX = 300;
const PROMPT_MAX = 2000;
const EXPLANATION_MAX = 1000;

/** Multi-line text: line breaks and tabs are fine, the rest of the plain-text rule (contract/text.ts) holds. */
const longText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} must not be empty`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .refine(
      (text) => isSafeText(text.replace(/[\n\t]/g, " ")),
      `The ${label} must not contain control characters or text-direction overrides`,
    );

const shortText = (label: string) => longText(label, SHORT_TEXT_MAX);
const lemma = z.string().trim().toLowerCase().min(1).max(64).refine(isSafeText, "A word must not contain control characters");
const blockId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "A block id is letters, digits, - and _");
/** An R2 object key made by the lesson media upload route (never a URL: media is served through the API). */
const mediaKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^lessons\/[A-Za-z0-9/_.-]+$/, "Upload the file first");
const explanation = longText("explanation", EXPLANATION_MAX);

// ---- quiz questions (spec §3 Quiz: questions, an explanation per question) ------------------------

export const LESSON_QUESTION_KINDS = ["multiple_choice", "gap_fill", "matching", "true_false"] as const;
export type LessonQuestionKind = (typeof LESSON_QUESTION_KINDS)[number];

const questionId = blockId;

export const lessonQuestionSchema = z.discriminatedUnion("kind", [
  z
    .strictObject({
      id: questionId,
      kind: z.literal("multiple_choice"),
      prompt: shortText("question"),
      options: z.array(shortText("option")).min(2, "A question needs at least 2 options").max(6, "A question has at most 6 options"),
      /** Index into options. */
      answer: z.int().min(0),
      explanation,
    })
    .refine((q) => q.answer < q.options.length, { path: ["answer"], message: "Choose the right option" }),
  z.strictObject({
    id: questionId,
    kind: z.literal("gap_fill"),
    /** The sentence with one gap written as ___ (three underscores). */
    prompt: shortText("sentence").refine((text) => text.split("___").length === 2, "Mark the gap with ___ once"),
    /** Accepted fillers, compared case- and space-insensitively. */
    answers: z.array(shortText("answer")).min(1, "Give the right answer").max(5),
    explanation,
  }),
  z.strictObject({
    id: questionId,
    kind: z.literal("matching"),
    prompt: shortText("question"),
    /** Each left item matches its right item; the player shuffles the right column. */
    pairs: z
      .array(z.strictObject({ left: shortText("item"), right: shortText("match") }))
      .min(2, "Matching needs at least 2 pairs")
      .max(8, "Matching has at most 8 pairs"),
    explanation,
  }),
  z.strictObject({
    id: questionId,
    kind: z.literal("true_false"),
    prompt: shortText("statement"),
    answer: z.boolean(),
    explanation,
  }),
]);
export type LessonQuestion = z.output<typeof lessonQuestionSchema>;

// ---- blocks ---------------------------------------------------------------------------------------

export const LESSON_BLOCK_TYPES = ["text", "vocabulary", "audio", "image", "quiz", "writing", "speaking"] as const;
export type LessonBlockType = (typeof LESSON_BLOCK_TYPES)[number];

export const lessonBlockSchema = z.discriminatedUnion("type", [
  /** Markdown; raw HTML in it is removed by the server before storing and never rendered. */
  z.strictObject({ id: blockId, type: z.literal("text"), markdown: longText("text", TEXT_BLOCK_MAX_LENGTH) }),
  /** Lexicon words; IPA and definitions come from the lexicon when the lesson is read. */
  z.strictObject({
    id: blockId,
    type: z.literal("vocabulary"),
    title: shortText("title").nullable().default(null),
    words: z
      .array(lemma)
      .min(1, "Add at least one word")
      .max(VOCABULARY_BLOCK_MAX_WORDS, `A vocabulary set has at most ${VOCABULARY_BLOCK_MAX_WORDS} words`),
    /** The sense the teacher chose for a word (a position among its lexicon senses); the commonest when absent. */
    senses: z.record(lemma, z.int().min(0).max(200)).default({}),
  }),
  /**
   * An uploaded recording, or text spoken by the learner's device (spec §9 speech settings) when there
   * is no recording. The transcript is shown on request.
   */
  z
    .strictObject({
      id: blockId,
      type: z.literal("audio"),
      title: shortText("title").nullable().default(null),
      media_key: mediaKey.nullable().default(null),
      transcript: longText("transcript", TEXT_BLOCK_MAX_LENGTH).nullable().default(null),
    })
    .refine((b) => b.media_key !== null || b.transcript !== null, {
      path: ["transcript"],
      message: "Upload a recording or write the text to be spoken",
    }),
  z.strictObject({
    id: blockId,
    type: z.literal("image"),
    media_key: mediaKey,
    /** Required: what a screen reader says. */
    alt: shortText("description of the image"),
    caption: shortText("caption").nullable().default(null),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal("quiz"),
    title: shortText("title").nullable().default(null),
    questions: z
      .array(lessonQuestionSchema)
      .min(1, "Add at least one question")
      .max(QUIZ_BLOCK_MAX_QUESTIONS, `A quiz has at most ${QUIZ_BLOCK_MAX_QUESTIONS} questions`),
  }),
  /** Evaluated by the IELTS writing evaluator (offline estimate, or the model when configured). */
  z.strictObject({
    id: blockId,
    type: z.literal("writing"),
    task: z.enum(["task1", "task2"]),
    prompt: longText("writing task", PROMPT_MAX),
    min_words: z.int().min(20).max(400),
  }),
  z.strictObject({
    id: blockId,
    type: z.literal("speaking"),
    prompt: longText("speaking prompt", PROMPT_MAX),
    /** Seconds to think before answering, and the longest answer. */
    prep_seconds: z.int().min(0).max(120).default(0),
    speak_seconds: z.int().min(15).max(180).default(60),
  }),
]);
export type LessonBlock = z.output<typeof lessonBlockSchema>;
export type LessonBlockInput = z.input<typeof lessonBlockSchema>;

const blocksSchema = z
  .array(lessonBlockSchema)
  .max(LESSON_MAX_BLOCKS, `A lesson has at most ${LESSON_MAX_BLOCKS} blocks`)
  .refine((blocks) => new Set(blocks.map((b) => b.id)).size === blocks.length, "Two blocks have the same id")
  .refine(
    (blocks) => blocks.every((b) => b.type !== "quiz" || new Set(b.questions.map((q) => q.id)).size === b.questions.length),
    "Two questions of a quiz have the same id",
  );

// ---- lessons --------------------------------------------------------------------------------------

const lessonFields = {
  title: nameText("title", LESSON_TITLE_MAX_LENGTH),
  description: longText("description", LESSON_DESCRIPTION_MAX_LENGTH).nullable().default(null),
  level: z.enum(CEFR_LEVELS).nullable().default(null),
  blocks: blocksSchema,
};

/** POST /api/lessons: a new draft. */
export const lessonCreateSchema = z.strictObject({
  kind: z.enum(LESSON_KINDS).default("lesson"),
  ...lessonFields,
  blocks: blocksSchema.default([]),
});
export type LessonCreate = z.input<typeof lessonCreateSchema>;

/** PUT /api/lessons/:id: the builder's autosave sends the whole lesson (blocks in their order). */
export const lessonUpdateSchema = z.strictObject(lessonFields);
export type LessonUpdate = z.input<typeof lessonUpdateSchema>;

export const lessonIdParamSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/lessons/:id/publish: offer it in the teachers' library, with or without the quiz answers. */
export const lessonPublishSchema = z.strictObject({ in_library: z.boolean().default(false), library_answers: z.boolean().default(true) });
export type LessonPublish = z.input<typeof lessonPublishSchema>;

/** A lesson as its owner reads it (builder, preview). */
export type Lesson = {
  id: string;
  owner_id: string;
  kind: LessonKind;
  title: string;
  description: string | null;
  level: CefrLevel | null;
  status: LessonStatus;
  blocks: LessonBlock[];
  /** Published lessons in the teachers' library can be copied by any teacher. */
  in_library: boolean;
  /**
   * Library copies take the quiz with its answers. The teacher role is self-declared, so whatever the
   * library offers is readable by anyone; without the answers a copy has every block but the quizzes.
   */
  library_answers: boolean;
  /** The lesson this one was copied from, if any. */
  copied_from: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
};

/** One row of the owner's list. */
export type LessonSummary = Pick<Lesson, "id" | "kind" | "title" | "description" | "level" | "status" | "updated_at" | "published_at"> & {
  block_count: number;
};

// ---- what a learner receives ----------------------------------------------------------------------

/** A question without its answer or explanation (the server scores and explains after answering). */
export type LearnerQuestion =
  | { id: string; kind: "multiple_choice"; prompt: string; options: string[] }
  | { id: string; kind: "gap_fill"; prompt: string }
  | { id: string; kind: "matching"; prompt: string; left: string[]; right: string[] }
  | { id: string; kind: "true_false"; prompt: string };

export type LearnerBlock =
  | Exclude<LessonBlock, { type: "quiz" | "vocabulary" | "audio" | "image" }>
  /** media_url: a signed URL of the uploaded file (worker/lessons/media.ts). */
  | (Extract<LessonBlock, { type: "audio" }> & { media_url: string | null })
  | (Extract<LessonBlock, { type: "image" }> & { media_url: string })
  | { id: string; type: "quiz"; title: string | null; questions: LearnerQuestion[] }
  | { id: string; type: "vocabulary"; title: string | null; words: LessonWord[] };

/** A vocabulary block's word as the lexicon knows it (null fields: not in the lexicon). */
export type LessonWord = { lemma: string; ipa: string | null; part_of_speech: string | null; definition: string | null };

/** A deterministic shuffle seeded by the question id, so a reload shows the same order. */
export function seededOrder<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function learnerQuestion(q: LessonQuestion): LearnerQuestion {
  switch (q.kind) {
    case "multiple_choice":
      return { id: q.id, kind: q.kind, prompt: q.prompt, options: q.options };
    case "gap_fill":
      return { id: q.id, kind: q.kind, prompt: q.prompt };
    case "matching":
      return {
        id: q.id,
        kind: q.kind,
        prompt: q.prompt,
        left: q.pairs.map((p) => p.left),
        right: seededOrder(
          q.pairs.map((p) => p.right),
          q.id,
        ),
      };
    case "true_false":
      return { id: q.id, kind: q.kind, prompt: q.prompt };
  }
}

/** The blocks a learner gets: quiz answers removed, vocabulary filled from the lexicon, media as signed URLs by key. */
export function learnerBlocks(
  blocks: readonly LessonBlock[],
  words: ReadonlyMap<string, LessonWord>,
  mediaUrls: ReadonlyMap<string, string>,
): LearnerBlock[] {
  return blocks.map((block) => {
    if (block.type === "quiz") return { id: block.id, type: "quiz", title: block.title, questions: block.questions.map(learnerQuestion) };
    if (block.type === "vocabulary")
      return {
        id: block.id,
        type: "vocabulary",
        title: block.title,
        words: block.words.map((w) => words.get(w) ?? { lemma: w, ipa: null, part_of_speech: null, definition: null }),
      };
    if (block.type === "audio") return { ...block, media_url: block.media_key === null ? null : (mediaUrls.get(block.media_key) ?? null) };
    if (block.type === "image") return { ...block, media_url: mediaUrls.get(block.media_key) ?? "" };
    return block;
  });
}

/**
 * A learner's answer to one question: the option index (multiple choice), the typed filler (gap fill),
 * for each left item the index of the chosen right item in the learner's order (matching), or true/false.
 */
export const lessonAnswerSchema = z.union([
  z.int().min(0).max(7),
  z.string().trim().max(SHORT_TEXT_MAX),
  z.array(z.int().min(0).max(7)).max(8),
  z.boolean(),
]);
export type LessonAnswer = z.output<typeof lessonAnswerSchema>;

/** Whether an answer is right, by the question's own rule. Matching answers index the shuffled right column. */
export function isRightAnswer(q: LessonQuestion, answer: LessonAnswer): boolean {
  switch (q.kind) {
    case "multiple_choice":
      return answer === q.answer;
    case "true_false":
      return answer === q.answer;
    case "gap_fill": {
      if (typeof answer !== "string") return false;
      const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();
      return q.answers.some((a) => norm(a) === norm(answer));
    }
    case "matching": {
      if (!Array.isArray(answer) || answer.length !== q.pairs.length) return false;
      const shown = learnerQuestion(q);
      if (shown.kind !== "matching") return false;
      return q.pairs.every((pair, i) => shown.right[answer[i] ?? -1] === pair.right);
    }
  }
}
