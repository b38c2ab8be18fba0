/**
 * Digital SAT scoring estimates (pure, exam-facts "Digital SAT"). The College Board scores
 * with item response theory and publishes neither its item parameters nor its routing cut, so these
 * tables are an honest approximation: monotonic in the raw count, bounded 200–800, the harder module 2
 * reaching 800 and the easier one capped, as Bluebook's are. Every score is labelled an estimate and
 * comes with the range it implies.
 */
import { acceptsStudentResponse, SAT_QUESTIONS_PER_MODULE, type SatSection } from "../contract/sat-content";
import type { SatScoreEstimate } from "../contract/sat";

export type Module2Route = "module2_easier" | "module2_harder";

/**
 * Module 1 correct answers that send a learner to the harder module 2: 60% rounded up (R&W 17 of 27,
 * Math 14 of 22). Published analyses of Bluebook practice tests put the real cut near 60% of module 1;
 * at that point the learner has clearly mastered the medium questions, and the easier route's cap
 * (below) would start to cost them points.
 */
export const HARDER_ROUTE_THRESHOLD = {
  reading_writing: Math.ceil(SAT_QUESTIONS_PER_MODULE.reading_writing * 0.6),
  math: Math.ceil(SAT_QUESTIONS_PER_MODULE.math * 0.6),
} as const satisfies Record<SatSection, number>;

export function routeModule2(section: SatSection, module1Correct: number): Module2Route {
  return module1Correct >= HARDER_ROUTE_THRESHOLD[section] ? "module2_harder" : "module2_easier";
}

/** The highest section score the easier module 2 allows. */
export const EASIER_ROUTE_CAP = 620;

/**
 * Section score at a share of the section's questions right, per route: anchor points joined by
 * straight lines. On the harder route every raw point is worth more, and its module 2 questions can
 * reach 800; the easier route tops out at the cap.
 */
const ANCHORS: Record<Module2Route, readonly (readonly [share: number, score: number])[]> = {
  module2_harder: [
    [0, 200],
    [0.3, 380],
    [0.5, 500],
    [0.7, 620],
    [0.85, 710],
    [1, 800],
  ],
  module2_easier: [
    [0, 200],
    [0.3, 340],
    [0.5, 430],
    [0.7, 520],
    [0.85, 580],
    [1, EASIER_ROUTE_CAP],
  ],
};

/** Questions in a whole section (module 1 and a module 2). */
export const sectionQuestions = (section: SatSection) => 2 * SAT_QUESTIONS_PER_MODULE[section];

/** The scaled section score 200–800 (a multiple of 10) for `correct` answers over both modules. */
export function scaledSectionScore(section: SatSection, route: Module2Route, correct: number): number {
  const total = sectionQuestions(section);
  const share = Math.min(Math.max(correct, 0), total) / total;
  const anchors = ANCHORS[route];
  let score = anchors[anchors.length - 1]![1];
  for (let i = 1; i < anchors.length; i++) {
    const [s0, v0] = anchors[i - 1]!;
    const [s1, v1] = anchors[i]!;
    if (share <= s1) {
      score = v0 + ((share - s0) / (s1 - s0)) * (v1 - v0);
      break;
    }
  }
  return Math.round(score / 10) * 10;
}

/**
 * How far a practice score may be from the real one: ±40 per section, about College Board's published
 * standard error of a section score (±30–40) widened for a practice test that is not equated.
 */
export const SECTION_MARGIN = 40;
/** Two independent section errors add in quadrature: √(40² + 40²) ≈ 57, rounded to 60. */
export const TOTAL_MARGIN = 60;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export function sectionEstimate(section: SatSection, route: Module2Route, correct: number): SatScoreEstimate {
  const score = scaledSectionScore(section, route, correct);
  return { score, low: clamp(score - SECTION_MARGIN, 200, 800), high: clamp(score + SECTION_MARGIN, 200, 800), label: "estimate" };
}

/** The total 400–1600 of a Reading and Writing and a Math section score. */
export function totalEstimate(readingWriting: number, math: number): SatScoreEstimate {
  const score = readingWriting + math;
  return { score, low: clamp(score - TOTAL_MARGIN, 400, 1600), high: clamp(score + TOTAL_MARGIN, 400, 1600), label: "estimate" };
}

/** Whether a learner's answer scores: the letter, or any entry equivalent to the stored student-produced answer. */
export function isCorrect(format: "multiple_choice" | "student_produced", key: string, answer: string | undefined): boolean {
  if (answer === undefined || answer === "") return false;
  return format === "multiple_choice" ? answer === key : acceptsStudentResponse(key, answer);
}
