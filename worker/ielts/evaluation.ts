/**
 * Evaluating a writing task or a speaking test behind one interface. Answers too short to judge get an
 * "insufficient evidence" result and no evaluator call. Today the only evaluator is the offline
 * estimate; an AI evaluator (the `ielts_writing_evaluation` / `ielts_speaking_evaluation` tasks of
 * worker/ai, not written yet) plugs in through `selectEvaluator` and must return the same shape,
 * validated against `evaluationSchema`.
 */
import { CRITERION_NAMES, EVALUATION_LABELS, EVALUATION_MIN_WORDS, SPEAKING_CRITERIA, WRITING_CRITERIA, WRITING_MIN_WORDS, evaluationSchema, type Evaluation, type EvaluationMethod, type WritingTask } from "../contract/ielts";
import { countWords } from "../contract/ielts-content";
import { estimateSpeaking, PRONUNCIATION_NOT_ASSESSED, type SpeakingAnswer } from "./offline-speaking";
import { estimateWriting } from "./offline-writing";

export type EvaluationRequest =
  | { kind: "writing"; task: WritingTask; prompt: string; text: string; essayType: string | null }
  | { kind: "speaking"; answers: SpeakingAnswer[] };

export type EvaluatorResult = { evaluation: Evaluation; tokens: number };

export type Evaluator = {
  method: EvaluationMethod;
  evaluate(request: EvaluationRequest, signal?: AbortSignal): Promise<EvaluatorResult>;
};

export const offlineEvaluator: Evaluator = {
  method: "offline",
  async evaluate(request) {
    const evaluation = request.kind === "writing" ? estimateWriting(request) : estimateSpeaking(request.answers);
    return { evaluation, tokens: 0 };
  },
};

let testEvaluator: Evaluator | null = null;

/** Tests only: every evaluation in this isolate uses `evaluator` until reset with null. */
export function overrideEvaluator(evaluator: Evaluator | null): void {
  testEvaluator = evaluator;
}

/**
 * The evaluator for this environment. With a model configured this should become the AI gateway's
 * evaluation task; until worker/ai has one, every environment gets the offline estimate, which says
 * so in its label ("offline estimate").
 */
export function selectEvaluator(_env: Pick<Env, "OPENAI_API_KEY" | "AI">): Evaluator {
  return testEvaluator ?? offlineEvaluator;
}

export function evidenceWords(request: EvaluationRequest): { words: number; minimum: number } {
  if (request.kind === "writing") return { words: countWords(request.text), minimum: EVALUATION_MIN_WORDS[request.task] };
  return { words: countWords(request.answers.map((a) => a.transcript).join(" ")), minimum: EVALUATION_MIN_WORDS.speaking };
}

/** The result for an answer too short to judge: every criterion unassessed, no band. */
export function insufficientEvidence(request: EvaluationRequest, method: EvaluationMethod, now = new Date()): Evaluation {
  const { words, minimum } = evidenceWords(request);
  const ids = request.kind === "writing" ? WRITING_CRITERIA[request.task] : SPEAKING_CRITERIA;
  const why = `Insufficient evidence: ${words} word(s) is too little to judge (at least ${minimum} needed).`;
  const improvement =
    request.kind === "writing"
      ? `Write a complete answer of at least ${WRITING_MIN_WORDS[request.task]} words, then submit it again.`
      : "Answer each question in full sentences, then submit again.";
  return {
    kind: request.kind,
    method,
    label: EVALUATION_LABELS[method],
    status: "insufficient_evidence",
    band: null,
    criteria: ids.map((id) => ({
      id,
      name: CRITERION_NAMES[id],
      band: null,
      assessed: false,
      reason: id === "pronunciation" ? PRONUNCIATION_NOT_ASSESSED : why,
    })),
    corrections: [],
    strengths: [],
    improvements: [improvement],
    summary: why,
    wordCount: words,
    minWords: request.kind === "writing" ? WRITING_MIN_WORDS[request.task] : EVALUATION_MIN_WORDS.speaking,
    confidence: 0,
    features: null,
    model: null,
    evaluatedAt: now.toISOString(),
  };
}

/** Runs the evaluator (or answers "insufficient evidence" without one); the result is schema-checked. */
export async function evaluate(evaluator: Evaluator, request: EvaluationRequest, signal?: AbortSignal): Promise<EvaluatorResult> {
  const { words, minimum } = evidenceWords(request);
  if (words < minimum) return { evaluation: insufficientEvidence(request, evaluator.method), tokens: 0 };
  const result = await evaluator.evaluate(request, signal);
  return { evaluation: evaluationSchema.parse(result.evaluation), tokens: result.tokens };
}
