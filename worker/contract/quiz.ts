/**
 * Word quizzes and the lesson quiz (spec §4 quiz flow: generate, answer and confirm, next, complete, save, band message).
 *   POST /api/quizzes                  generate from the user's words and the lexicon
 *   GET  /api/quizzes                  the user's quizzes, newest first, finished or not (the Tests list)
 *   GET  /api/quizzes/:id              a generated quiz (with its result once saved)
 *   POST /api/quizzes/:id/results      save the answers; the server scores them
 *   GET  /api/quiz-history             saved results, newest first
 * Questions carry their answer and explanation so the screen can confirm each answer at once,
 * offline too; the saved score is always computed by the server. The lesson quiz (source "lessons")
 * also asks the lessons' own quiz questions, only of lessons the learner has already finished.
 */
import { z } from "zod";
import {
  DIFFICULTIES,
  QUIZ_BANDS,
  QUIZ_OPTION_COUNT,
  QUIZ_QUESTIONS_DEFAULT,
  QUIZ_QUESTIONS_MAX,
  QUIZ_QUESTIONS_MIN,
} from "./vocabulary-constants";

export const QUIZ_ERROR_CODES = {
  /** 422: fewer than QUIZ_MIN_WORDS usable words → 'Error generating quiz' / 'Quiz not generated. Please try again later.' */
  notEnoughWords: "quiz_not_enough_words",
  quizNotFound: "quiz_not_found",
  /** 400: answers do not match the questions. */
  answersMismatch: "quiz_answers_mismatch",
  /** 422: source "lessons" before the learner has finished any lesson they may still open. */
  noLessonsTaken: "quiz_no_lessons_taken",
} as const;

/** The word question types a quiz request may choose among. */
export const QUESTION_TYPES = ["definition_to_word", "word_to_definition", "ipa_to_word", "gap_fill"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * A lesson's own quiz question asked in the lesson quiz: a teacher's multiple choice or gap fill
 * (its accepted answer among distractors) as `lesson_choice`, a true/false statement as
 * `lesson_true_false` with the options TRUE_FALSE_OPTIONS, which the screen translates.
 */
export const LESSON_QUIZ_QUESTION_TYPES = ["lesson_choice", "lesson_true_false"] as const;
export const QUIZ_QUESTION_TYPES = [...QUESTION_TYPES, ...LESSON_QUIZ_QUESTION_TYPES] as const;
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

/** The options of a `lesson_true_false` question: markers, not English words. */
export const TRUE_FALSE_OPTIONS = ["true", "false"] as const;
/** A lesson's multiple choice has 2–6 options (contract/lessons.ts); word questions always QUIZ_OPTION_COUNT. */
export const QUIZ_MAX_OPTION_COUNT = 6;
const QUIZ_MIN_OPTION_COUNT = 2;

/**
 * Where the quiz words come from: the whole dictionary, one category, the cards due in SRS,
 * today's words of the day (works for a new user with an empty dictionary), or the vocabulary
 * blocks and quiz questions of the lessons the learner has finished (/lesson-quiz).
 */
export const QUIZ_SOURCES = ["dictionary", "category", "due", "daily", "lessons"] as const;
export type QuizSource = (typeof QUIZ_SOURCES)[number];

export const createQuizSchema = z
  .object({
    source: z.enum(QUIZ_SOURCES).default("dictionary"),
    /** Required when source is "category". */
    categoryId: z.string().min(1).max(64).optional(),
    questionCount: z.number().int().min(QUIZ_QUESTIONS_MIN).max(QUIZ_QUESTIONS_MAX).default(QUIZ_QUESTIONS_DEFAULT),
    /** Question types to mix; all by default. A type a word cannot support falls back to another. */
    types: z.array(z.enum(QUESTION_TYPES)).min(1).max(QUESTION_TYPES.length).optional(),
  })
  .strict()
  .refine((body) => body.source !== "category" || body.categoryId !== undefined, {
    message: "categoryId is required when source is category",
    path: ["categoryId"],
  });
export type CreateQuizRequest = z.input<typeof createQuizSchema>;

export const quizQuestionSchema = z
  .object({
    id: z.string(),
    type: z.enum(QUIZ_QUESTION_TYPES),
    /** What is asked: a definition, a word, an IPA transcription, a sentence with "_____", or a lesson's question. */
    prompt: z.string(),
    /** The word being tested; for a lesson's own question, the title of the lesson it comes from. */
    word: z.string(),
    /** The user's word id when it came from the dictionary; null for a lexicon word or a lesson's question. */
    wordId: z.string().nullable(),
    /** Null for a lesson's own question. */
    difficulty: z.enum(DIFFICULTIES).nullable(),
    options: z.array(z.string()).min(QUIZ_MIN_OPTION_COUNT).max(QUIZ_MAX_OPTION_COUNT),
    correctIndex: z
      .number()
      .int()
      .min(0)
      .max(QUIZ_MAX_OPTION_COUNT - 1),
    /** Shown after confirming: the word, its IPA and definition (and the form used in a gap-fill), or the teacher's explanation. */
    explanation: z.string(),
  })
  .superRefine((q, ctx) => {
    if ((QUESTION_TYPES as readonly string[]).includes(q.type) && q.options.length !== QUIZ_OPTION_COUNT)
      ctx.addIssue({ code: "custom", path: ["options"], message: `A word question has ${QUIZ_OPTION_COUNT} options` });
    if (q.type === "lesson_true_false" && q.options.join() !== TRUE_FALSE_OPTIONS.join())
      ctx.addIssue({ code: "custom", path: ["options"], message: "A true/false question has the options true and false" });
    if (q.correctIndex >= q.options.length) ctx.addIssue({ code: "custom", path: ["correctIndex"], message: "No such option" });
  });
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizResultSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  answers: z.array(z.number().int().nullable()),
  correctCount: z.number().int(),
  total: z.number().int(),
  /** Whole percent. */
  score: z.number().int(),
  band: z.enum(QUIZ_BANDS.map((b) => b.band) as [string, ...string[]]),
  /** i18n key of the band message ('Excellent! Superb result!'…). */
  messageKey: z.string(),
  message: z.string(),
  durationSeconds: z.number().int().nullable(),
  completedAt: z.string(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const quizSchema = z.object({
  id: z.string(),
  source: z.enum(QUIZ_SOURCES),
  categoryId: z.string().nullable(),
  questions: z.array(quizQuestionSchema),
  createdAt: z.string(),
  result: quizResultSchema.nullable(),
});
export type Quiz = z.infer<typeof quizSchema>;

/** POST /api/quizzes/:id/results: the chosen option index per question (null = skipped). */
export const saveQuizResultSchema = z
  .object({
    answers: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(QUIZ_MAX_OPTION_COUNT - 1)
          .nullable(),
      )
      .max(QUIZ_QUESTIONS_MAX),
    durationSeconds: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600)
      .optional(),
  })
  .strict();
export type SaveQuizResultRequest = z.input<typeof saveQuizResultSchema>;

export const quizHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `nextCursor` of the previous page (opaque, worker/lib/cursor.ts). */
  cursor: z.string().min(1).max(200).optional(),
});

/** One saved quiz in the history: date, score and the answers given. */
export const quizHistoryItemSchema = z.object({
  quizId: z.string(),
  source: z.enum(QUIZ_SOURCES),
  result: quizResultSchema,
  answers: z.array(
    z.object({
      questionId: z.string(),
      /** So the screen can translate the options of a true/false question. */
      type: z.enum(QUIZ_QUESTION_TYPES),
      prompt: z.string(),
      word: z.string(),
      chosen: z.string().nullable(),
      correct: z.string(),
      isCorrect: z.boolean(),
    }),
  ),
});
export type QuizHistoryItem = z.infer<typeof quizHistoryItemSchema>;

/** GET /api/quizzes: one page of the user's quizzes (newest first); `cursor` is the previous page's `nextCursor`. */
export const quizListQuerySchema = quizHistoryQuerySchema;

/** A quiz in the Tests list: what it asked about and, once finished, its result. */
export const quizSummarySchema = z.object({
  id: z.string(),
  source: z.enum(QUIZ_SOURCES),
  categoryId: z.string().nullable(),
  questionCount: z.number().int(),
  createdAt: z.string(),
  result: quizResultSchema.nullable(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

export const quizListResponseSchema = z.object({ items: z.array(quizSummarySchema), nextCursor: z.string().nullable() });
export type QuizListResponse = z.infer<typeof quizListResponseSchema>;
