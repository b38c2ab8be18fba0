/**
 * Digital SAT section tests, shared by the Worker and the SAT screens:
 *   GET  /api/sat/tests?section=…                        the tests of a section, with the learner's open attempt and last score
 *   POST /api/sat/attempts                               start (or, for an open attempt of the same test, resume) a section
 *   GET  /api/sat/attempts/current?section=…             the learner's open attempt of a section, or null
 *   GET  /api/sat/attempts/:id                           an attempt with its current module's questions (no answers), saved answers, marks, time left
 *   PUT  /api/sat/attempts/:id/answers                   save answers and marks as they are given, with the time left
 *   POST /api/sat/attempts/:id/modules/:module/submit    submit a module; the server scores it and picks module 2
 *   GET  /api/sat/attempts/:id/results                   scores, raw counts, domains and skills, every question explained
 * Everything needs a signed-in user (401); another learner's attempt is 404. Answers and explanations
 * reach the client only in the results, after the section is finished. Content shapes are those of ./sat-content.
 */
import { z } from "zod";
import {
  SAT_MODULE_MINUTES,
  SAT_MODULES,
  SAT_OPTION_LETTERS,
  SAT_SECTIONS,
  isValidStudentEntry,
  type SatDifficulty,
  type SatModule,
  type SatSection,
  type SatTable,
} from "./sat-content";

export { SAT_MODULES, SAT_SECTIONS, type SatModule, type SatSection };

export const SAT_ERROR_CODES = {
  testNotFound: "sat_test_not_found",
  attemptNotFound: "sat_attempt_not_found",
  notCurrentModule: "sat_not_current_module",
  unknownQuestion: "sat_unknown_question",
  invalidEntry: "sat_invalid_entry",
  notFinished: "sat_not_finished",
  timeUp: "sat_module_time_up",
} as const;

/** A module's time, in seconds, counted by the server from when the module opened. */
export const moduleSeconds = (section: SatSection) => SAT_MODULE_MINUTES[section] * 60;

/**
 * How long after a module's time runs out the server still takes its answers: the last answer and the
 * submission sent at 0:00 are on their way. Later, answers are refused and the module is scored on what
 * was saved in time.
 */
export const SAT_GRACE_SECONDS = 30;

// ---- what the screens render (no answers) ----------------------------------------------------------------

export type SatOptionView = { letter: (typeof SAT_OPTION_LETTERS)[number]; text: string };

/** One question as the test screens get it: never its answer, explanation, worked steps or check. */
export type SatQuestionView = {
  id: string;
  /** 1-based position in its module. */
  number: number;
  domain: string;
  skill: string;
  difficulty: SatDifficulty;
  format: "multiple_choice" | "student_produced";
  /** R&W: the passage (Text 1 for cross-text items), Text 2, a student's notes. */
  passage?: string;
  passage2?: string;
  notes?: string[];
  /** R&W: the question; Math: the prompt. Both may hold `$…$` maths. */
  question: string;
  options?: SatOptionView[];
  table?: SatTable;
  svg?: string;
  figureAlt?: string;
};

export type SatTestSummary = {
  id: string;
  section: SatSection;
  title: string;
  questionsPerModule: number;
  moduleMinutes: number;
  source: string;
  licence: string;
  /** The learner's open attempt of this test, to resume. */
  openAttemptId: string | null;
  /** The learner's latest finished attempt of this test; `retake` when they had seen its answers before it. */
  lastResult: { attemptId: string; score: number; completedAt: string; retake: boolean } | null;
};
export type SatTestListResponse = { tests: SatTestSummary[] };

export type SatModuleResult = { module: SatModule; correct: number; total: number };

export type SatAttemptView = {
  id: string;
  section: SatSection;
  testId: string;
  title: string;
  mode: "full";
  status: "in_progress" | "completed";
  /** The module being taken (the last one once completed). */
  module: SatModule;
  moduleNumber: 1 | 2;
  moduleMinutes: number;
  /** Seconds left of the module by the server's clock when it answered; the screen counts down from it. */
  timeLeftSeconds: number;
  /**
   * A retake: the learner had finished this test before and seen its answers, so its score is not a
   * fresh estimate. Set when the attempt starts.
   */
  retake: boolean;
  questions: SatQuestionView[];
  /** Question id → the learner's answer (a letter, or a student-produced entry). */
  answers: Record<string, string>;
  /** Question ids marked for review. */
  marked: string[];
  /** Modules already submitted, with their raw counts. */
  submitted: SatModuleResult[];
  startedAt: string;
  completedAt: string | null;
};
export type SatAttemptResponse = { attempt: SatAttemptView };
export type SatCurrentAttemptResponse = { attempt: SatAttemptView | null };
/** `late`: the module's time (and grace) had run out, so it was scored on the answers saved in time. */
export type SatSubmitResponse = { duplicate: boolean; late: boolean; attempt: SatAttemptView };

/** A score the practice test implies, with the range it could well be in (never an official score). */
export type SatScoreEstimate = { score: number; low: number; high: number; label: "estimate" };

export type SatQuestionResult = SatQuestionView & {
  module: SatModule;
  yourAnswer: string | null;
  correctAnswer: string;
  correct: boolean;
  explanation: string;
  /** R&W and Math multiple choice: why each wrong option is wrong, by letter (Math from its worked steps when absent). */
  whyWrong: Partial<Record<string, string>>;
  /** Math: the worked solution, one step per entry. */
  steps: string[];
};

export type SatTally = { correct: number; total: number };

export type SatResults = {
  attemptId: string;
  section: SatSection;
  testId: string;
  title: string;
  completedAt: string;
  /** The learner had finished this test before it and seen its answers. */
  retake: boolean;
  route: "module2_easier" | "module2_harder";
  sectionScore: SatScoreEstimate;
  /** With the learner's latest finished attempt of the other section, when there is one. */
  totalScore: (SatScoreEstimate & { otherAttemptId: string }) | null;
  modules: SatModuleResult[];
  domains: (SatTally & { domain: string })[];
  skills: (SatTally & { domain: string; skill: string })[];
  questions: SatQuestionResult[];
};

// ---- requests -----------------------------------------------------------------------------------------------

export const satSectionQuerySchema = z.strictObject({ section: z.enum(SAT_SECTIONS) });
export const satTestListQuerySchema = z.strictObject({ section: z.enum(SAT_SECTIONS).optional() });
export const satAttemptParamSchema = z.strictObject({ id: z.uuid("an attempt id is a UUID") });
export const satModuleParamSchema = z.strictObject({ id: z.uuid("an attempt id is a UUID"), module: z.enum(SAT_MODULES) });

const clientIdSchema = z.string().regex(/^[\w:.-]{8,64}$/, "clientId must be 8–64 letters, digits or _ - : .");
const questionIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "question ids are lower-case kebab-case");

/** A multiple-choice letter or a student-produced entry under the official rules; empty/null clears it. */
export const satAnswerSchema = z
  .string()
  .trim()
  .max(6, "an answer is a letter A–D or an entry of at most 6 characters")
  .refine(
    (value) => value === "" || (SAT_OPTION_LETTERS as readonly string[]).includes(value) || isValidStudentEntry(value),
    "an answer is a letter A–D or an entry of digits with one . or /, up to 5 characters (6 with a minus sign)",
  )
  .nullable();

const answersSchema = z
  .record(questionIdSchema, satAnswerSchema)
  .refine((answers) => Object.keys(answers).length <= 27, "at most 27 answers");

export const satStartRequestSchema = z.strictObject({
  section: z.enum(SAT_SECTIONS),
  testId: questionIdSchema,
  mode: z.literal("full").default("full"),
});
export type SatStartRequest = z.input<typeof satStartRequestSchema>;

export const satSaveRequestSchema = z.strictObject({
  module: z.enum(SAT_MODULES),
  answers: answersSchema.default({}),
  /** Question id → marked for review or not. */
  marks: z.record(questionIdSchema, z.boolean()).default({}),
});
export type SatSaveRequest = z.input<typeof satSaveRequestSchema>;

export const satSubmitRequestSchema = z.strictObject({
  /** Makes a retried or queued submission count once. */
  clientId: clientIdSchema,
  /** The final answers; merged over what was saved. */
  answers: answersSchema.default({}),
});
export type SatSubmitRequest = z.input<typeof satSubmitRequestSchema>;

/** A module submitted while offline, waiting in local storage for the connection (the IELTS outbox). */
export type PendingSatSubmission = SatSubmitRequest & {
  kind: "sat_module";
  section: SatSection;
  attemptId: string;
  module: SatModule;
  user_id?: string;
};
