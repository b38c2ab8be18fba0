/**
 * Evaluating a writing task or a speaking test behind one interface. Answers too short to judge get an
 * "insufficient evidence" result and no evaluator call. With a model configured the evaluator is the
 * AI task of worker/ai/ielts-evaluation.ts, whose tokens count against the learner's daily budget;
 * offline it is the feature-based estimate, labelled "offline estimate". Either result is validated
 * against `evaluationSchema` before it is stored.
 */
import { evaluateSpeakingWithModel, evaluateWritingWithModel } from "../ai/ielts-evaluation";
import { modelConfigured, type AiEnv } from "../ai/model";
import {
  CRITERION_NAMES,
  EVALUATION_LABELS,
  EVALUATION_MIN_WORDS,
  SPEAKING_CRITERIA,
  WRITING_CRITERIA,
  WRITING_MIN_WORDS,
  evaluationSchema,
  type Evaluation,
  type EvaluationMethod,
  type WritingTask,
} from "../contract/ielts";
import { countWords } from "../contract/ielts-content";
import type { Db } from "../db/client";
import { FALLBACK_LANG, translator, type Lang } from "../i18n";
import { estimateSpeaking, pronunciationNotAssessed, type SpeakingAnswer } from "./offline-speaking";
import { estimateWriting } from "./offline-writing";
import { promptSynonyms, type PromptSynonyms } from "./prompt-synonyms";
import { spellingRanks, type WordRanks } from "./spelling";
import { sentenceAround, wordTokens } from "./text-features";

export type EvaluationRequest =
  | {
      kind: "writing";
      task: WritingTask;
      prompt: string;
      taskData?: string | null;
      text: string;
      essayType: string | null;
      /** The learner's own question: no figure, no essay type; the estimate says what it could not read. */
      ownQuestion?: boolean;
      /** WordNet synonyms of the question's words, read by `evaluate` for the offline estimate. */
      synonyms?: PromptSynonyms;
      /** Frequency ranks for spelling suggestions, read by `evaluate` for the offline estimate. */
      ranks?: WordRanks;
      lang?: Lang;
    }
  | { kind: "speaking"; answers: SpeakingAnswer[]; lang?: Lang };

export type EvaluatorResult = { evaluation: Evaluation; tokens: number };

export type Evaluator = {
  method: EvaluationMethod;
  evaluate(request: EvaluationRequest, signal?: AbortSignal): Promise<EvaluatorResult>;
};

/** Runs a model call within the learner's daily token budget: worker/ai/budget.ts `withAiBudget` for that learner. */
type WithinBudget = <T extends { tokens: number }>(call: () => Promise<T>) => Promise<T>;

export const offlineEvaluator: Evaluator = {
  method: "offline",
  async evaluate(request) {
    const evaluation = request.kind === "writing" ? estimateWriting(request) : estimateSpeaking(request.answers, new Date(), request.lang);
    return { evaluation, tokens: 0 };
  },
};

export function modelEvaluator(env: AiEnv): Evaluator {
  return {
    method: "ai",
    evaluate(request, signal) {
      return request.kind === "writing"
        ? evaluateWritingWithModel(
            env,
            {
              task: request.task,
              prompt: request.prompt,
              taskData: request.taskData ?? null,
              text: request.text,
              essayType: request.essayType,
              ownQuestion: request.ownQuestion ?? false,
              lang: request.lang,
            },
            signal,
          )
        : evaluateSpeakingWithModel(env, { answers: request.answers, lang: request.lang }, signal);
    },
  };
}

let testEvaluator: Evaluator | null = null;

/** Tests only: every evaluation in this isolate uses `evaluator` until reset with null. */
export function overrideEvaluator(evaluator: Evaluator | null): void {
  testEvaluator = evaluator;
}

/** The model when one is configured, else the offline estimate (which says so in its label). */
export function selectEvaluator(env: AiEnv): Evaluator {
  if (testEvaluator) return testEvaluator;
  return modelConfigured(env) ? modelEvaluator(env) : offlineEvaluator;
}

export function evidenceWords(request: EvaluationRequest): { words: number; minimum: number } {
  if (request.kind === "writing") return { words: countWords(request.text), minimum: EVALUATION_MIN_WORDS[request.task] };
  return { words: countWords(request.answers.map((a) => a.transcript).join(" ")), minimum: EVALUATION_MIN_WORDS.speaking };
}

/** The result for an answer too short to judge: every criterion unassessed, no band. */
export function insufficientEvidence(
  request: EvaluationRequest,
  method: EvaluationMethod,
  now = new Date(),
  lang: Lang = FALLBACK_LANG,
): Evaluation {
  const t = translator(lang);
  const { words, minimum } = evidenceWords(request);
  const ids = request.kind === "writing" ? WRITING_CRITERIA[request.task] : SPEAKING_CRITERIA;
  const why = t("evaluation:insufficient.why", { words, minimum });
  const improvement =
    request.kind === "writing"
      ? t("evaluation:insufficient.writing", { minimum: WRITING_MIN_WORDS[request.task] })
      : t("evaluation:insufficient.speaking");
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
      reason: id === "pronunciation" ? pronunciationNotAssessed(lang) : why,
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

/**
 * Runs the evaluator (or answers "insufficient evidence" without one); the result is schema-checked.
 * A model evaluation runs within the learner's budget (AiBudgetExceededError when it is spent), which
 * is charged what the call spent, also when it fails. With `db`, the offline estimate of a writing task
 * reads the question's WordNet synonyms from the lexicon, so a paraphrasing answer is not off-topic, and the
 * frequencies that rank spelling suggestions. Its texts (and a model's feedback) are in `lang`.
 */
export async function evaluate(
  evaluator: Evaluator,
  request: EvaluationRequest,
  options: { signal?: AbortSignal; withinBudget?: WithinBudget; db?: Db; lang?: Lang } = {},
): Promise<EvaluatorResult> {
  const { words, minimum } = evidenceWords(request);
  const lang = options.lang ?? request.lang;
  if (words < minimum) return { evaluation: insufficientEvidence(request, evaluator.method, new Date(), lang), tokens: 0 };
  const asked: EvaluationRequest =
    request.kind === "writing" && evaluator.method === "offline" && options.db
      ? {
          ...request,
          lang,
          synonyms: await promptSynonyms(options.db, request.prompt),
          ranks: await spellingRanks(
            options.db,
            request.text,
            wordTokens(request.text),
            new Set(wordTokens(request.prompt).map((w) => w.text.toLowerCase())),
          ),
        }
      : { ...request, lang };
  const run = () => evaluator.evaluate(asked, options.signal);
  const result = evaluator.method === "ai" && options.withinBudget ? await options.withinBudget(run) : await run();
  const evaluation = evaluationSchema.parse(result.evaluation);
  return { evaluation: withSentences(evaluation, request), tokens: result.tokens };
}

/** Every correction of a writing answer names its sentence (a review card's context), whoever found it. */
function withSentences(evaluation: Evaluation, request: EvaluationRequest): Evaluation {
  if (request.kind !== "writing") return evaluation;
  const corrections = evaluation.corrections.map((c) =>
    c.sentence !== undefined || c.end > request.text.length || c.start > c.end
      ? c
      : { ...c, sentence: sentenceAround(request.text, c.start, c.end) },
  );
  return { ...evaluation, corrections };
}
