/**
 * SAT practice by domain and skill with instant feedback, shared by the Worker and the practice screen:
 *   GET  /api/sat/practice/skills?section=…    the section's domains and skills: questions in each, the learner's practice accuracy
 *   POST /api/sat/practice/sets                a practice set of one domain (and skill): questions without answers
 *   POST /api/sat/practice/sets/:id/answers    answer one question: the verdict, the right answer and every explanation
 * Signed in only (401); another learner's set is 404. Questions come from the practice pool only
 * (content/sat tests with `"pool": "practice"`), so practice never reveals a scored test's answers.
 */
import { z } from "zod";
import { satAnswerSchema, type SatQuestionView } from "./sat";
import { MATH_SKILLS, READING_WRITING_SKILLS, SAT_SECTIONS, type SatSection } from "./sat-content";

export const SAT_PRACTICE_ERROR_CODES = {
  setNotFound: "sat_practice_set_not_found",
  unknownQuestion: "sat_practice_unknown_question",
  noQuestions: "sat_practice_no_questions",
  wrongAnswerKind: "sat_practice_wrong_answer_kind",
  clientIdReused: "sat_practice_client_id_reused",
} as const;

/** Questions in a practice set, at most: a short round, as Khan Academy's skill practice is. */
export const SAT_PRACTICE_SET_SIZE = 10;

/** Each section's domains and their skills, in the test framework's order. */
export const SAT_PRACTICE_SKILLS: Record<SatSection, Record<string, readonly string[]>> = {
  reading_writing: READING_WRITING_SKILLS,
  math: MATH_SKILLS,
};

// ---- responses ---------------------------------------------------------------------------------------------

/** How the learner did in practice: `answered` answers, `correct` of them right. */
export type SatPracticeTally = { items: number; answered: number; correct: number };

export type SatPracticeSkillsResponse = {
  section: SatSection;
  domains: (SatPracticeTally & { domain: string; skills: (SatPracticeTally & { skill: string })[] })[];
};

export type SatPracticeQuestion = { testId: string; question: SatQuestionView };

export type SatPracticeProgress = { answered: number; correct: number; total: number; completed: boolean };

export type SatPracticeSet = {
  id: string;
  section: SatSection;
  domain: string;
  skill: string | null;
  questions: SatPracticeQuestion[];
};
export type SatPracticeSetResponse = { set: SatPracticeSet };

export type SatPracticeFeedback = {
  testId: string;
  questionId: string;
  /** The answer the verdict is for (the first given to this question of the set). */
  answer: string;
  correct: boolean;
  /** A letter, or the canonical student-produced entry (equivalent entries score too). */
  correctAnswer: string;
  explanation: string;
  /** Multiple choice: why each wrong option is wrong, by letter. */
  whyWrong: Partial<Record<string, string>>;
  /** Math: the worked solution, one step per entry. */
  steps: string[];
  progress: SatPracticeProgress;
};
export type SatPracticeAnswerResponse = { feedback: SatPracticeFeedback };
/** GET /sets/:id: the set again with the verdicts already given, so a reload resumes it where it was. */
export type SatPracticeSetStateResponse = { set: SatPracticeSet; feedback: SatPracticeFeedback[] };

// ---- requests -----------------------------------------------------------------------------------------------

const kebabId = (what: string) => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `${what} is a lower-case kebab-case id`);
const snakeName = (what: string) => z.string().regex(/^[a-z]+(_[a-z]+)*$/, `${what} is a lower-case snake_case name`);

export const satPracticeSkillsQuerySchema = z.strictObject({ section: z.enum(SAT_SECTIONS) });

export const satPracticeSetRequestSchema = z
  .strictObject({
    section: z.enum(SAT_SECTIONS),
    domain: snakeName("domain"),
    skill: snakeName("skill").optional(),
  })
  .refine((r) => Object.hasOwn(SAT_PRACTICE_SKILLS[r.section], r.domain), {
    message: "domain is not a domain of this section",
    path: ["domain"],
  })
  .refine(
    (r) =>
      r.skill === undefined ||
      (Object.hasOwn(SAT_PRACTICE_SKILLS[r.section], r.domain) && SAT_PRACTICE_SKILLS[r.section][r.domain]!.includes(r.skill)),
    {
      message: "skill is not a skill of this domain",
      path: ["skill"],
    },
  );
export type SatPracticeSetRequest = z.input<typeof satPracticeSetRequestSchema>;

export const satPracticeSetParamSchema = z.strictObject({ id: z.uuid("a practice set id is a UUID") });

export const satPracticeAnswerRequestSchema = z.strictObject({
  /** Makes a retried request answer the same and count once. */
  clientId: z.string().regex(/^[\w:.-]{8,64}$/, "clientId must be 8–64 letters, digits or _ - : ."),
  testId: kebabId("testId"),
  questionId: kebabId("questionId"),
  answer: satAnswerSchema.unwrap().refine((value) => value !== "", "an answer is needed"),
});
export type SatPracticeAnswerRequest = z.input<typeof satPracticeAnswerRequestSchema>;
