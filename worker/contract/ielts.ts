/**
 * IELTS practice API, shared by the Worker and the IELTS screens:
 *   GET  /api/ielts/tests?section=…           list of tests, prompts and speaking sets (no answers)
 *   GET  /api/ielts/tests/:id                  one of them, ready to render (still no answers)
 *   POST /api/ielts/submissions                score (reading, listening) or store then evaluate (writing, speaking)
 *   GET  /api/ielts/submissions?section=&cursor=&limit=   the learner's History rows, newest first
 *   GET  /api/ielts/submissions/:id            one submission with every History detail field
 *   POST /api/ielts/submissions/:id/evaluate   evaluate again (after a failure, or with a model configured later)
 *   GET  /api/ielts/capabilities               how answers are evaluated and transcribed in this deployment
 *   POST /api/ielts/transcriptions             a speaking recording's transcript from the configured speech-to-text model
 *   GET  /api/ielts/results                    latest band per section, writing band and overall band
 *   POST /api/audio                            upload a speaking recording (raw audio body)
 *   GET  /api/audio/<key>                      listening audio or the learner's own recording, with range requests
 * Everything needs a signed-in user (401 otherwise). Another learner's submission or recording is 404.
 * Content shapes (passages, question groups, charts, cue cards) are those of ./ielts-content.
 */
import { z } from "zod";
import {
  IELTS_QUESTIONS_PER_TEST,
  WRITING_TASK1_MIN_WORDS,
  WRITING_TASK2_MIN_WORDS,
  type ListeningPart,
  type ListeningQuestionGroup,
  type ReadingPassage,
  type ReadingQuestionGroup,
  type ReadingTest,
  type SpeakingSet,
  type WritingTask1Prompt,
  type WritingTask2Prompt,
} from "./ielts-content";
import type { AudioProgress } from "./audio-progress";
import { IELTS_SECTIONS, type IeltsSection } from "./progress";
import { isSafeText } from "./text";

export { IELTS_QUESTIONS_PER_TEST, IELTS_SECTIONS, type IeltsSection };

// ---- constants (spec §4, §9; exam-facts) ---------------------------------------------------------------

/** Section timer durations in minutes (spec §9), ticking every second. */
export const IELTS_TIMER_MINUTES = { reading: 60, listening: 30, writing: 60, speaking: 15 } as const satisfies Record<
  IeltsSection,
  number
>;
export const IELTS_TIMER_TICK_MS = 1000;
/** Local storage keys of the timer (spec §9) and of submissions made offline (spec §3, §4). */
export const IELTS_TIMER_STORAGE_KEY = "ielts-timer";
export const IELTS_TIMER_ENABLED_STORAGE_KEY = "ielts-timer-enabled";
export const PENDING_IELTS_SUBMISSIONS_STORAGE_KEY = "pending_ielts_submissions";
/** Listening on computer: 2 minutes to check answers after the last part (exam-facts). */
export const LISTENING_CHECK_SECONDS = 120;

export const WRITING_TASKS = ["task1", "task2"] as const;
export type WritingTask = (typeof WRITING_TASKS)[number];
/** The live word counter's thresholds (exam-facts: Task 1 ≥ 150, Task 2 ≥ 250). */
export const WRITING_MIN_WORDS = { task1: WRITING_TASK1_MIN_WORDS, task2: WRITING_TASK2_MIN_WORDS } as const satisfies Record<
  WritingTask,
  number
>;
/** Longer essays are refused with 413 `essay_too_long`. */
export const ESSAY_MAX_WORDS = 10_000;
/** A hard cap on characters as well, so a body of one endless "word" is refused too (413). */
export const ESSAY_MAX_CHARS = 120_000;
/** The learner's own writing question: long enough to be a task, short enough to be one. */
export const OWN_QUESTION_MIN_CHARS = 20;
export const OWN_QUESTION_MAX_CHARS = 2000;
/**
 * Below these word counts an answer is not evaluated at all (no model call): the result says
 * "insufficient evidence". Under-length answers above them are evaluated and penalised.
 */
export const EVALUATION_MIN_WORDS = { task1: 50, task2: 80, speaking: 30 } as const;
/**
 * Words per minute of a speaking test come only from recordings at least this long; without one the
 * result shows the rate as too short to measure.
 */
export const SPEECH_RATE_MIN_SECONDS = 15;

/** Speaking recordings: at most 25 MB (413 `audio_too_large`), audio types only (415 `unsupported_audio_type`). */
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024;
/** What MediaRecorder produces in Chrome (webm), Firefox (ogg) and Safari (mp4), plus the common audio files. */
export const AUDIO_CONTENT_TYPES = [
  "audio/webm",
  "audio/ogg",
  "audio/mp4",
  "audio/x-m4a",
  "audio/aac",
  "audio/mpeg",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/flac",
] as const;
export type AudioContentType = (typeof AUDIO_CONTENT_TYPES)[number];
/** Signed audio URLs (for `<audio src>`, which cannot send a bearer token) stay valid this long. */
export const AUDIO_URL_TTL_SECONDS = 6 * 60 * 60;
export const SPEAKING_RESPONSES_MAX = 20;
export const SPEAKING_TRANSCRIPT_MAX_CHARS = 20_000;
export const ANSWER_MAX_LENGTH = 200;

/** Error codes of this domain (the `code` of the API error body). */
export const IELTS_ERROR_CODES = {
  testNotFound: "ielts_test_not_found",
  submissionNotFound: "ielts_submission_not_found",
  /** 400: an answer for a question number the test does not have. */
  unknownQuestion: "unknown_question",
  /** 400: the test, prompt or set is not of the submitted section. */
  wrongSection: "wrong_section",
  /** 400: empty or whitespace-only essay (nothing is stored). */
  emptyEssay: "empty_essay",
  /** 400: task_type does not match the prompt's task. */
  taskMismatch: "task_mismatch",
  /** 413 */
  essayTooLong: "essay_too_long",
  /** 400: a speaking answer refers to a recording that is not the learner's. */
  unknownRecording: "unknown_recording",
  /** 409: a stored submission with this client id belongs to another test. */
  clientIdConflict: "client_id_conflict",
  /** 409: evaluated already, and evaluating again would not change the method. */
  alreadyEvaluated: "already_evaluated",
  /** 400: reading and listening are scored, not evaluated. */
  notEvaluable: "not_evaluable",
  audioTooLarge: "audio_too_large",
  unsupportedAudioType: "unsupported_audio_type",
  emptyAudio: "empty_audio",
  audioNotFound: "audio_not_found",
  /** 503: no speech-to-text model is configured (the SPA falls back to SpeechRecognition or typing). */
  transcriptionUnavailable: "transcription_unavailable",
  /** 502: the speech-to-text model failed. */
  transcriptionFailed: "transcription_failed",
  rangeNotSatisfiable: "range_not_satisfiable",
} as const;

// ---- tests (GET /api/ielts/tests, /api/ielts/tests/:id) ---------------------------------------------------

export const testListQuerySchema = z.object({ section: z.enum(IELTS_SECTIONS).optional() });
export const idParamSchema = z.object({ id: z.string().min(1).max(100) });

/** The learner's own record on a test, prompt or set. */
export type TestProgress = { attempts: number; lastBand: number | null; lastSubmittedAt: string | null };

export type TestSummary = {
  id: string;
  section: IeltsSection;
  title: string;
  timeMinutes: number;
  /** 40 for reading and listening, 1 for a writing task, the number of questions of a speaking set. */
  questionCount: number;
  /** Reading passages or listening parts, in order. */
  parts: { number: number; title: string }[];
  /** Writing only. */
  task: WritingTask | null;
  /** Writing Task 2: opinion, discussion, …; Task 1: the chart kinds (line_graph, map, …). */
  kinds: string[];
  source: string;
  licence: string;
  progress: TestProgress;
};
export type TestListResponse = { tests: TestSummary[] };

type WithoutKey<Q> = Omit<Q, "answer" | "accepted" | "evidence" | "explanation">;
/** A question group as rendered before submission: everything but answers, evidence and explanations. */
type PublicGroup<G> = G extends { questions: (infer Q)[] } ? Omit<G, "questions"> & { questions: WithoutKey<Q>[] } : never;
export type PublicReadingQuestionGroup = PublicGroup<ReadingQuestionGroup>;
export type PublicListeningQuestionGroup = PublicGroup<ListeningQuestionGroup>;

/** Groups whose answer is a letter or word picked from a list (radio buttons); the others are typed. */
export const CHOICE_GROUP_TYPES = [
  "multiple_choice",
  "true_false_not_given",
  "yes_no_not_given",
  "matching_headings",
  "matching_information",
  "matching_features",
  "plan_labelling",
  "matching",
] as const;

export type ReadingPassageView = Omit<ReadingPassage, "questionGroups" | "source" | "licence"> & {
  questionGroups: PublicReadingQuestionGroup[];
};

/** Listening audio generated at setup; `null` with `audioStatus: "missing"` when no TTS was available. */
export type ListeningAudio = {
  /** Signed, so `<audio src>` works without a bearer header; range requests supported. */
  url: string;
  contentType: string;
  bytes: number;
  durationSeconds: number;
  /** Start time (seconds) of each transcript turn, for "play from here" once the transcript is shown. */
  turnStartSeconds: number[];
};

export type ListeningPartView = Omit<ListeningPart, "questionGroups" | "transcript" | "speakers" | "source" | "licence"> & {
  questionGroups: PublicListeningQuestionGroup[];
  audio: ListeningAudio | null;
  audioStatus: "ready" | "missing";
};

type DetailBase = { id: string; title: string; timeMinutes: number; source: string; licence: string; progress: TestProgress };
export type ReadingTestDetail = DetailBase & {
  section: "reading";
  module: ReadingTest["module"];
  questionCount: number;
  passages: ReadingPassageView[];
};
export type ListeningTestDetail = DetailBase & {
  section: "listening";
  questionCount: number;
  parts: ListeningPartView[];
  /** While a local stack is still making the audio of parts that have none: how far it is (null otherwise). */
  audioProgress: AudioProgress | null;
};
/** A writing prompt; its model answer comes with the submission, after the learner has written. */
export type WritingPromptDetail = DetailBase & { section: "writing"; minWords: number } & (
    | { task: "task1"; prompt: WritingTask1Prompt["prompt"]; visuals: WritingTask1Prompt["visuals"] }
    | { task: "task2"; prompt: WritingTask2Prompt["prompt"]; essayType: WritingTask2Prompt["essayType"]; topic: string }
  );
export type SpeakingSetDetail = DetailBase & Pick<SpeakingSet, "theme" | "part1" | "part2" | "part3"> & { section: "speaking" };
export type TestDetail = ReadingTestDetail | ListeningTestDetail | WritingPromptDetail | SpeakingSetDetail;

// ---- submissions (POST /api/ielts/submissions) ------------------------------------------------------------

/**
 * Made by the client once per attempt and kept with a pending offline submission: a retry with the
 * same id returns the stored submission (200) instead of creating another one (201).
 */
export const clientIdSchema = z.string().regex(/^[\w:.-]{8,64}$/, "clientId must be 8–64 letters, digits or _ - : .");
const isoTime = z.iso.datetime({ offset: true });

const submissionBase = {
  clientId: clientIdSchema,
  /** When the learner submitted (offline submissions are sent later); the time of arrival when absent, in the future or before 2020. */
  submittedAt: isoTime.optional(),
  /** Time spent, from the section timer. */
  durationSeconds: z
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
};

/** Question number ("1"–"40") → the learner's answer; unanswered questions may be left out. */
export const answersSchema = z.record(
  z.string().regex(/^\d{1,3}$/, "answers are keyed by question number"),
  z.string().max(ANSWER_MAX_LENGTH),
);

export const objectiveSubmissionSchema = z.object({
  section: z.enum(["reading", "listening"]),
  ...submissionBase,
  testId: z.string().min(1).max(100),
  answers: answersSchema,
  /** Listening: exam mode plays each recording once, practice mode lets the learner replay. */
  mode: z.enum(["exam", "practice"]).default("exam"),
});

/**
 * Writing keeps the spec's ielts_writing_history names (task_type, user_writing), so an entry of the
 * offline list `pending_ielts_submissions` — which has those fields — can be posted as it is (the
 * server ignores user_id, task and evaluation in the body and derives them itself).
 */
export const writingSubmissionSchema = z
  .object({
    section: z.literal("writing"),
    ...submissionBase,
    /** One of our prompts… */
    promptId: z.string().min(1).max(100).optional(),
    /** …or the learner's own question (a past paper's, a teacher's): the estimate and the model read it. */
    customPrompt: z
      .object({
        task: z.enum(WRITING_TASKS),
        text: z
          .string()
          .trim()
          .min(OWN_QUESTION_MIN_CHARS, `Write out the question you are answering (at least ${OWN_QUESTION_MIN_CHARS} characters).`)
          .max(
            OWN_QUESTION_MAX_CHARS,
            `The question is longer than ${OWN_QUESTION_MAX_CHARS.toLocaleString("en-US")} characters: shorten it.`,
          ),
      })
      .optional(),
    task_type: z.enum(WRITING_TASKS).optional(),
    user_writing: z.string(),
  })
  .refine((body) => (body.promptId === undefined) !== (body.customPrompt === undefined), {
    message: "Give either promptId (one of our prompts) or customPrompt (your own question), not both.",
    path: ["promptId"],
  });

/**
 * Writing on the learner's own question. Its submissions point at one of two fixed items,
 * inactive so no list shows them (migration 0015), and carry the question in `custom_prompt`.
 */
export const OWN_QUESTION_IDS = { task1: "own-question-task1", task2: "own-question-task2" } as const satisfies Record<WritingTask, string>;
export const isOwnQuestionId = (id: string | null | undefined): boolean => id === OWN_QUESTION_IDS.task1 || id === OWN_QUESTION_IDS.task2;

/**
 * Where a speaking transcript came from: the configured speech-to-text model, the browser's
 * SpeechRecognition, or typed (or corrected) by the learner.
 */
export const TRANSCRIPT_SOURCES = ["model", "speech_recognition", "typed"] as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[number];

export const speakingResponseSchema = z.object({
  part: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Index of the question in its part (0 for the Part 2 cue card). */
  questionIndex: z.int().min(0).max(20),
  /** What the learner said, from the browser's SpeechRecognition (or typed when it is unavailable). */
  transcript: z.string().max(SPEAKING_TRANSCRIPT_MAX_CHARS).default(""),
  /** Key returned by POST /api/audio. */
  audioKey: z.string().min(1).max(300).optional(),
  durationSeconds: z
    .number()
    .min(0)
    .max(15 * 60)
    .optional(),
  /** The recogniser's confidence (0–1) when it reports one. */
  confidence: z.number().min(0).max(1).optional(),
  /** Of `durationSeconds`, the time the learner was speaking (measured on the device); words per minute use it. */
  speechSeconds: z
    .number()
    .min(0)
    .max(15 * 60)
    .optional(),
});
export type SpeakingResponseInput = z.infer<typeof speakingResponseSchema>;

export const speakingSubmissionSchema = z.object({
  section: z.literal("speaking"),
  ...submissionBase,
  setId: z.string().min(1).max(100),
  transcriptSource: z.enum(TRANSCRIPT_SOURCES).default("speech_recognition"),
  responses: z.array(speakingResponseSchema).min(1).max(SPEAKING_RESPONSES_MAX),
});

export const submissionRequestSchema = z.discriminatedUnion("section", [
  objectiveSubmissionSchema,
  writingSubmissionSchema,
  speakingSubmissionSchema,
]);
export type SubmissionRequest = z.input<typeof submissionRequestSchema>;
export type ParsedSubmissionRequest = z.output<typeof submissionRequestSchema>;
/** An entry of `pending_ielts_submissions`: the request body, plus the spec's fields for writing. */
export type PendingIeltsSubmission = SubmissionRequest & { user_id?: string; task?: string; evaluation?: null };

// ---- results and evaluations -------------------------------------------------------------------------------

/** Reading and listening bands come from commonly cited conversion tables: label them approximate. */
export const BAND_LABEL_APPROXIMATE = "approximate";
export const EVALUATION_LABELS = { ai: "estimate", offline: "offline estimate" } as const;
export type EvaluationMethod = keyof typeof EVALUATION_LABELS;

export const WRITING_CRITERIA = {
  task1: ["task_achievement", "coherence_cohesion", "lexical_resource", "grammatical_range_accuracy"],
  task2: ["task_response", "coherence_cohesion", "lexical_resource", "grammatical_range_accuracy"],
} as const;
export const SPEAKING_CRITERIA = ["fluency_coherence", "lexical_resource", "grammatical_range_accuracy", "pronunciation"] as const;
export type CriterionId = (typeof WRITING_CRITERIA)[WritingTask][number] | (typeof SPEAKING_CRITERIA)[number];
/** The official names, as the screens show them. */
export const CRITERION_NAMES = {
  task_achievement: "Task Achievement",
  task_response: "Task Response",
  coherence_cohesion: "Coherence and Cohesion",
  lexical_resource: "Lexical Resource",
  grammatical_range_accuracy: "Grammatical Range and Accuracy",
  fluency_coherence: "Fluency and Coherence",
  pronunciation: "Pronunciation",
} as const satisfies Record<CriterionId, string>;

/** `band` is null when the criterion was not assessed (Pronunciation without an audio model). */
export const criterionResultSchema = z.object({
  id: z.enum(Object.keys(CRITERION_NAMES) as [CriterionId, ...CriterionId[]]),
  name: z.string(),
  band: z.number().min(0).max(9).multipleOf(0.5).nullable(),
  assessed: z.boolean(),
  reason: z.string(),
});
export type CriterionResult = z.infer<typeof criterionResultSchema>;

export const CORRECTION_CATEGORIES = ["spelling", "grammar", "punctuation", "capitalisation", "word_choice", "style"] as const;
/** An inline correction: `start`/`end` are UTF-16 offsets into the learner's text (`text.slice(start, end) === original`). */
export const correctionSchema = z.object({
  start: z.int().min(0),
  end: z.int().min(0),
  original: z.string(),
  suggestion: z.string().nullable(),
  category: z.enum(CORRECTION_CATEGORIES),
  message: z.string(),
  /** The sentence it sits in, as the context of a review card; the offline estimate always sets it. */
  sentence: z.string().optional(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** Checking as the learner types is for a draft: longer texts are refused with 400 (an essay is a few thousand). */
export const LIVE_CHECK_MAX_CHARS = 20_000;
/**
 * POST /api/ielts/writing/check: the grammar and spelling corrections of a draft, with messages in the request's
 * language. Nothing is stored or scored: the band comes from the submission.
 */
export const writingCheckRequestSchema = z.object({
  text: z.string().max(LIVE_CHECK_MAX_CHARS),
  /** The task's question: its own words (names, places) are not spelling mistakes. */
  prompt: z.string().max(4_000).optional(),
});
export type WritingCheckRequest = z.infer<typeof writingCheckRequestSchema>;
export const writingCheckResponseSchema = z.object({ corrections: z.array(correctionSchema) });
export type WritingCheckResponse = z.infer<typeof writingCheckResponseSchema>;

/**
 * One shape for writing and speaking, whichever evaluator produced it. `status: "insufficient_evidence"`
 * means the answer was too short to judge: no bands, no model call.
 */
export const evaluationSchema = z.object({
  kind: z.enum(["writing", "speaking"]),
  method: z.enum(["ai", "offline"]),
  label: z.enum([EVALUATION_LABELS.ai, EVALUATION_LABELS.offline]),
  status: z.enum(["complete", "insufficient_evidence"]),
  /** Task band (writing) or speaking band: the mean of the assessed criteria, rounded as IELTS rounds. */
  band: z.number().min(0).max(9).multipleOf(0.5).nullable(),
  /** How far the band may be off: the offline estimate's range, shown beside its band. */
  bandRange: z.object({ low: z.number().min(0).max(9), high: z.number().min(0).max(9) }).optional(),
  criteria: z.array(criterionResultSchema),
  corrections: z.array(correctionSchema),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  /** One or two sentences: the History's "brief feedback". */
  summary: z.string(),
  wordCount: z.int().min(0),
  /** The task minimum (writing) or EVALUATION_MIN_WORDS.speaking. */
  minWords: z.int().min(0),
  /** How far to trust this estimate, 0–1. */
  confidence: z.number().min(0).max(1),
  /** The measurable features an offline estimate is based on, shown under "show full result". */
  features: z.record(z.string(), z.number()).nullable(),
  model: z.string().nullable(),
  evaluatedAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

/** Per-question review of a scored reading or listening submission. */
export type QuestionReview = {
  number: number;
  /** Passage (reading) or part (listening) number. */
  part: number;
  type: string;
  /** The statement, question or gap line, for the review list. */
  prompt: string;
  answer: string | null;
  correct: boolean;
  correctAnswer: string;
  /** Every answer that would have scored. */
  accepted: string[];
  /** The sentence of the passage (or the words of the recording) that proves the answer. */
  evidence: string;
  explanation: string | null;
};

export type ListeningTranscriptPart = {
  number: number;
  title: string;
  speakers: { id: string; label: string; role: "narrator" | "speaker" }[];
  turns: { speaker: string; text: string }[];
};

export const SUBMISSION_STATUSES = ["scored", "pending_evaluation", "evaluated", "evaluation_failed"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A History row (spec §2 columns: date, type, score, task, section, part, passage) plus the result at a glance. */
export type SubmissionSummary = {
  id: string;
  clientId: string;
  /** When the learner submitted (ISO). */
  date: string;
  /** ielts_reading | ielts_listening | ielts_writing | ielts_speaking */
  type: `ielts_${IeltsSection}`;
  section: IeltsSection;
  /** Correct answers (reading, listening); null for writing and speaking, whose result is the band. */
  score: number | null;
  maxScore: number | null;
  /** The teacher's overall once a teacher graded it (`gradedByTeacher`), else the server's. */
  band: number | null;
  /** True when `band` is a teacher's grade, which replaces the estimate everywhere a band is shown or counted. */
  gradedByTeacher: boolean;
  /** "approximate" (table), "estimate" (AI) or "offline estimate"; null before evaluation. */
  bandLabel: string | null;
  /** Writing: "Task 1" / "Task 2"; speaking: "Parts 1–3"; reading/listening: the test title. */
  task: string | null;
  /** Which passages or parts: "1–3", "1–4", "2". */
  part: string | null;
  /** Passage titles (reading), part titles (listening), the task prompt (writing) or the cue card (speaking). */
  passage: string | null;
  testId: string;
  testTitle: string;
  status: SubmissionStatus;
  /** The History's "AI results": overall score and brief feedback. */
  aiResults: { overall: number | null; feedback: string | null } | null;
  confidence: number | null;
};
export type SubmissionListResponse = { submissions: SubmissionSummary[]; nextCursor: string | null };
export const submissionListQuerySchema = z.object({
  section: z.enum(IELTS_SECTIONS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).max(200).optional(),
});

export type SpeakingAnswerView = {
  part: 1 | 2 | 3;
  questionIndex: number;
  question: string;
  transcript: string;
  durationSeconds: number | null;
  confidence: number | null;
  /** The learner's recording; null when none was uploaded. */
  audio: { key: string; url: string } | null;
};

/** GET /api/ielts/submissions/:id (and the POST answers): every field of the spec's submission detail. */
export type SubmissionDetail = SubmissionSummary & {
  durationSeconds: number | null;
  mode: "exam" | "practice" | null;
  /** Reading/listening: question number → the learner's answer. */
  answers: Record<string, string> | null;
  review: QuestionReview[] | null;
  /** Writing: the essay as submitted (ielts_writing_history.user_writing). */
  studentText: string | null;
  wordCount: number | null;
  /** Writing: ielts_writing_history.task_type and .task. */
  taskType: WritingTask | null;
  taskPrompt: string | null;
  modelAnswer: string | null;
  /** Speaking: the learner's words, all answers in order; listening: see listeningTranscript. */
  transcript: string | null;
  transcriptSource: (typeof TRANSCRIPT_SOURCES)[number] | null;
  /** Listening: the recording's script, shown only after submission. */
  listeningTranscript: ListeningTranscriptPart[] | null;
  speakingAnswers: SpeakingAnswerView[] | null;
  evaluation: Evaluation | null;
  evaluationError: { code: string; message: string } | null;
  evaluatedAt: string | null;
  createdAt: string;
  /** Writing and speaking: the teacher's grade beside the estimate, once a teacher graded it (./grading). */
  teacherGrade: TeacherGrade | null;
};

/** POST /api/ielts/submissions: 201 when stored now, 200 for a retry of a stored one (`duplicate: true`). */
export type SubmissionResponse = { duplicate: boolean; submission: SubmissionDetail };

/** GET /api/ielts/results */
export type ResultsResponse = {
  /** The latest band of each section; writing is the writing band below once both tasks have one. */
  bands: Record<IeltsSection, number | null>;
  writing: { task1: number | null; task2: number | null; band: number | null };
  /** Mean of the four section bands, rounded as IELTS rounds; null until all four exist. */
  overall: number | null;
  label: string;
};

/** GET /api/ielts/capabilities: what the screens can promise before the learner starts. */
export type IeltsCapabilities = {
  /** "ai": answers are marked by the configured model ("estimate"); "offline": the feature-based "offline estimate". */
  evaluation: EvaluationMethod;
  /** A speech-to-text model is configured: POST /api/ielts/transcriptions works. */
  transcription: boolean;
  /** Pronunciation is scored only by an audio-based model; none is wired, so it is reported "not assessed". */
  pronunciation: boolean;
};

export const transcriptionRequestSchema = z.object({ audioKey: z.string().min(1).max(300) });
/** POST /api/ielts/transcriptions → 200; 503 `transcription_unavailable` without a model, 429 over the token budget. */
export type TranscriptionResponse = { text: string; durationSeconds: number | null; language: string | null };

/** POST /api/audio → 201 */
export type AudioUploadResponse = { key: string; url: string; contentType: string; bytes: number };

// ---- a teacher's grade (worker/contract/grading.ts has its routes) ---------------------------------------

export const ANCHORED_COMMENT_MAX_LENGTH = 500;
export const ANCHORED_COMMENTS_MAX = 50;
/** A quoted passage is a passage, not the whole essay. */
export const ANCHOR_QUOTE_MAX_LENGTH = 2000;

/** Plain text that may span lines: tabs and line breaks are kept, other control and bidi characters refused. */
export const commentText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${label} must not be empty`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .refine(
      (text) => isSafeText(text.replace(/[\n\r\t]/g, " ")),
      `The ${label} must not contain control characters or text-direction overrides`,
    );

export const anchoredCommentSchema = z.strictObject({
  /** UTF-16 offsets into the essay (writing) or the transcript (speaking): text.slice(start, end) === quote. */
  start: z.int().min(0),
  end: z.int().min(1),
  quote: z.string().min(1).max(ANCHOR_QUOTE_MAX_LENGTH),
  comment: commentText("comment", ANCHORED_COMMENT_MAX_LENGTH),
});
export type AnchoredComment = z.infer<typeof anchoredCommentSchema>;

export type GradedCriterion = { id: CriterionId; band: number };

/** What the student and the teacher see of a grade. */
export type TeacherGrade = {
  teacher_id: string;
  teacher_name: string;
  criteria: GradedCriterion[];
  overall: number;
  comment: string | null;
  anchored_comments: AnchoredComment[];
  graded_at: string;
};
