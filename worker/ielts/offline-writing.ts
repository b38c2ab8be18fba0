/**
 * The offline estimate of a writing task (docs/architecture.md §8): bands from measurable features only — length
 * against the task minimum, coverage of the question's key words (paraphrases count), whether the answer
 * does what its question type asks (./question-type), paragraphs and cohesive devices, word length and
 * academic vocabulary, sentence complexity, and spelling and grammar errors per 100 words (./grammar).
 * Each criterion is a whole band, as examiners give them, and the task band is their mean rounded the IELTS
 * way, within the public descriptors' caps (an unrelated, copied, tangential or under-length answer). The weights
 * were set on essays written at known bands (tests/worker/fixtures/writing-calibration.ts) and checked on the
 * held-out ones; the result is labelled "offline estimate", carries an uncertainty range, and every text is in the
 * reader's language (`evaluation` namespace).
 */
import {
  CRITERION_NAMES,
  EVALUATION_LABELS,
  WRITING_CRITERIA,
  WRITING_MIN_WORDS,
  type CriterionResult,
  type Evaluation,
  type WritingTask,
} from "../contract/ielts";
import { criteriaBand } from "../contract/ielts-scoring";
import { FALLBACK_LANG, translator, type Lang, type Translate } from "../i18n";
import { findCorrections } from "./corrections";
import { answersQuestionType, questionType, TASK2_QUESTION_TYPES, type QuestionType } from "./question-type";
import type { PromptSynonyms } from "./prompt-synonyms";
import { misspellings, type WordRanks } from "./spelling";
import { keyStems, questionParts, stem, textFeatures, wordTokens, type TextFeatures } from "./text-features";

/** The highest criterion band the writing estimate gives; calibrated essays reach it (tests/worker/ielts/calibration.test.ts). */
export const OFFLINE_MAX_CRITERION_BAND = 9;
const OFFLINE_MIN_CRITERION_BAND = 1;
/**
 * How much of the question an answer takes up, by the share of the question's key words it uses or paraphrases.
 * Our on-topic calibration essays use 38–100 %; under UNRELATED_COVERAGE an answer is about another question
 * (the descriptors' band 1: "wholly unrelated"), under TANGENTIAL_COVERAGE it touches the question in passing
 * (band 4: "tangential"). Essays on a neighbouring topic can use more of the words and escape both.
 */
const UNRELATED_COVERAGE = 0.2;
const TANGENTIAL_COVERAGE = 0.35;
/** An unrelated or memorised answer's language is no evidence for this task: no criterion above this, so the band stays ≤ 5. */
const UNRELATED_LANGUAGE_CAP = 6;
/** Below this share of function words a text is a list of words, not connected sentences. */
const WORD_SALAD_FUNCTION_SHARE = 0.25;
/** Half the width of the uncertainty range: the held-out essays' criteria fall within it (docs/quality.md). */
const UNCERTAINTY = 1;
/** Words of the answer inside a run of this many words of the question are copied, and not counted. */
const COPIED_RUN = 5;

export type WritingInput = {
  task: WritingTask;
  prompt: string;
  text: string;
  essayType?: string | null;
  ownQuestion?: boolean;
  /** WordNet synonyms of the question's words (./prompt-synonyms): an answer using them is on topic. */
  synonyms?: PromptSynonyms;
  /** Frequency ranks for spelling suggestions (./spelling `spellingRanks`). */
  ranks?: WordRanks;
  /** The reader's language for every text of the estimate. */
  lang?: Lang;
};

/** Criteria are whole bands (the public descriptors have no half bands). */
const criterionBand = (value: number) => Math.round(Math.min(OFFLINE_MAX_CRITERION_BAND, Math.max(OFFLINE_MIN_CRITERION_BAND, value)));
const pct = (share: number) => `${Math.round(share * 100)}%`;
/** 0 below `low`, 1 above `high`, linear between (or the other way round when `low` > `high`). */
const ramp = (value: number, low: number, high: number) => Math.min(1, Math.max(0, (value - low) / (high - low)));
const mean = (...values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

type Scored = { band: number; reason: string; strengths: string[]; improvements: string[] };

/** What every criterion reads: how accurate, how sophisticated and how complex the language is (0–1 each). */
type Language = {
  accuracy: number;
  vocabulary: number;
  complexity: number;
  errorsPer100: number;
  grammarPer100: number;
  spellingPer100: number;
};

function language(task: WritingTask, f: TextFeatures, spellingErrors: number, grammarErrors: number): Language {
  const per100 = (n: number) => (f.words === 0 ? 0 : (100 * n) / f.words);
  const errorsPer100 = per100(spellingErrors + grammarErrors);
  // Describing a figure takes plainer, shorter words than arguing a case: Task 1 is measured on a lower scale.
  const shorter = task === "task1" ? 0.4 : 0;
  return {
    accuracy: ramp(errorsPer100, 6, 0.3),
    vocabulary: mean(
      ramp(f.meanWordLength, 4.4 - shorter, 5.8 - shorter),
      ramp(f.longWordShare, 0.1 - shorter / 5, 0.3 - shorter / 5),
      ramp(f.academicShare, 0.01, 0.08),
    ),
    complexity: mean(ramp(f.meanSentenceWords, 11, 30), ramp(f.complexSentenceShare, 0.15, 0.7)),
    errorsPer100,
    grammarPer100: per100(grammarErrors),
    spellingPer100: per100(spellingErrors),
  };
}

function questionTypeOf(input: WritingInput): QuestionType {
  if (input.task === "task2" && input.essayType && !input.ownQuestion) {
    const known = input.essayType === "opinion" ? "agree_disagree" : input.essayType;
    if ((TASK2_QUESTION_TYPES as readonly string[]).includes(known)) return known as QuestionType;
  }
  return questionType(input.task, input.prompt);
}

/** How the answer relates to its question: on topic, tangential or about another question, and how much of it repeats the question. */
type Relevance = { level: "on_topic" | "tangential" | "unrelated"; copiedShare: number; countedWords: number };

/** The share of the answer's words inside runs of COPIED_RUN or more words of the question ("copied rubric is discounted"). */
function copiedFromPrompt(text: string, prompt: string): number {
  const answer = wordTokens(text).map((t) => t.text.toLowerCase());
  const question = wordTokens(prompt).map((t) => t.text.toLowerCase());
  if (answer.length < COPIED_RUN) return 0;
  const runs = new Set<string>();
  for (let i = 0; i + COPIED_RUN <= question.length; i++) runs.add(question.slice(i, i + COPIED_RUN).join(" "));
  const copied = new Array<boolean>(answer.length).fill(false);
  for (let i = 0; i + COPIED_RUN <= answer.length; i++)
    if (runs.has(answer.slice(i, i + COPIED_RUN).join(" "))) for (let k = i; k < i + COPIED_RUN; k++) copied[k] = true;
  return copied.filter(Boolean).length / answer.length;
}

function relevance(input: WritingInput, f: TextFeatures): Relevance {
  const copiedShare = copiedFromPrompt(input.text, input.prompt);
  const countedWords = Math.round(f.words * (1 - copiedShare));
  // An answer that is mostly the question copied out has nothing of its own to credit.
  const level =
    f.keywordCoverage < UNRELATED_COVERAGE || copiedShare >= 0.5
      ? "unrelated"
      : f.keywordCoverage < TANGENTIAL_COVERAGE
        ? "tangential"
        : "on_topic";
  return { level, copiedShare, countedWords };
}

/**
 * The public descriptors' cap on Task Response / Achievement for an answer under the word count: just under it
 * at most 5, under two thirds of it 4, under half of it 3 (exam-facts: under-length answers are penalised there).
 */
const lengthCap = (words: number, minWords: number) =>
  words >= minWords ? 9 : words >= (2 * minWords) / 3 ? 5 : words >= minWords / 2 ? 4 : 3;

function taskCriterion(input: WritingInput, f: TextFeatures, lang: Language, minWords: number, rel: Relevance, t: Translate): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const type = questionTypeOf(input);
  const typeName = t(`evaluation:types.${type}`);
  const check = answersQuestionType(
    type,
    input.text,
    questionParts(input.prompt),
    new Set(wordTokens(input.text).map((w) => stem(w.text))),
  );
  const lengthRatio = rel.countedWords / minWords;
  const criterion = t(input.task === "task1" ? "evaluation:task.taskAchievement" : "evaluation:task.taskResponse");
  let score =
    1.5 +
    1 * ramp(f.keywordCoverage, 0.25, 0.6) +
    1.5 * ramp(lengthRatio, 0.4, 1) +
    2.5 * lang.vocabulary +
    1.5 * lang.complexity +
    lang.accuracy;
  score += ramp(f.paragraphs, 1, input.task === "task1" ? 3 : 4) * 0.5;
  const missing = check.missing.map((need) => t(`evaluation:needs.${need.id}`, need.params));
  const cap = lengthCap(rel.countedWords, minWords);
  if (rel.copiedShare >= 0.1) improvements.push(t("evaluation:task.copied", { share: pct(rel.copiedShare) }));
  if (cap < 9) improvements.push(t("evaluation:task.underLength", { minimum: minWords, cap, criterion }));
  if (rel.level === "unrelated") improvements.push(t("evaluation:task.unrelated"));
  else if (rel.level === "tangential") improvements.push(t("evaluation:task.tangential", { criterion }));
  else if (f.keywordCoverage < 0.4) improvements.push(t("evaluation:task.fewKeywords"));
  else if (f.keywordCoverage >= 0.7) strengths.push(t("evaluation:task.direct"));
  if (check.answered && type !== "open" && rel.level !== "unrelated") strengths.push(t("evaluation:task.typeAnswered", { type: typeName }));
  for (const need of missing) improvements.push(t("evaluation:task.typeMissing", { type: typeName, need }));
  // The descriptors: an unclear position or parts of the task left out hold Task Response at 5; most of it missed, lower.
  if (check.missing.length > 0) score = Math.min(score - 0.5 * check.missing.length, check.met.length === 0 ? 5 : 6);
  // Wholly unrelated: band 1; tangential: at most 4; under the word count: the length cap.
  if (rel.level === "unrelated") score = 1;
  else if (rel.level === "tangential") score = Math.min(score, 4);
  score = Math.min(score, cap);
  const reason = t("evaluation:task.reason", {
    words: f.words,
    minimum: minWords,
    coverage: pct(f.keywordCoverage),
    type: typeName,
    missing: missing.length ? t("evaluation:task.missing", { list: missing.join(", ") }) : "",
  });
  return { band: criterionBand(score), reason, strengths, improvements };
}

function coherenceCriterion(input: WritingInput, f: TextFeatures, lang: Language, t: Translate): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const wantedParagraphs = input.task === "task1" ? 3 : 4;
  const overused = f.cohesion.mostRepeated && f.cohesion.mostRepeated.count >= 3 ? f.cohesion.mostRepeated : null;
  const density = f.sentences === 0 ? 0 : f.cohesion.total / f.sentences;
  let score =
    2 +
    ramp(f.paragraphs, 1, wantedParagraphs) * 1.5 +
    ramp(f.cohesion.distinct, 1, 6) +
    1.5 * lang.complexity +
    1.5 * lang.vocabulary +
    lang.accuracy;
  if (overused) score -= 0.5;
  if (density > 1.2) score -= 0.5;
  if (f.paragraphs >= wantedParagraphs) strengths.push(t("evaluation:coherence.paragraphs"));
  else improvements.push(t("evaluation:coherence.moreParagraphs", { count: wantedParagraphs }));
  if (f.cohesion.distinct >= 5) strengths.push(t("evaluation:coherence.range"));
  else improvements.push(t("evaluation:coherence.moreRange"));
  if (overused) improvements.push(t("evaluation:coherence.overused", { phrase: overused.phrase, count: overused.count }));
  const reason = t("evaluation:coherence.reason", {
    paragraphs: f.paragraphs,
    distinct: f.cohesion.distinct,
    functions: f.cohesion.functions,
    repeated: overused ? t("evaluation:coherence.repeated", { phrase: overused.phrase, count: overused.count }) : "",
  });
  return { band: criterionBand(score), reason, strengths, improvements };
}

function lexicalCriterion(f: TextFeatures, lang: Language, spellingErrors: number, t: Translate): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const score =
    2 + 4.5 * lang.vocabulary + 1.5 * ramp(lang.spellingPer100, 3, 0) + ramp(f.lexicalVariety, 0.7, 0.88) + 0.5 * ramp(f.words, 100, 250);
  if (f.lexicalVariety >= 0.8) strengths.push(t("evaluation:lexical.varied"));
  else improvements.push(t("evaluation:lexical.repetitive"));
  if (lang.vocabulary >= 0.5) strengths.push(t("evaluation:lexical.precise"));
  else improvements.push(t("evaluation:lexical.morePrecise"));
  if (spellingErrors > 0) improvements.push(t("evaluation:lexical.spelling", { count: spellingErrors }));
  const reason = t("evaluation:lexical.reason", {
    length: f.meanWordLength.toFixed(1),
    long: pct(f.longWordShare),
    academic: f.distinctAcademicWords,
    variety: f.lexicalVariety.toFixed(2),
    spelling: spellingErrors,
  });
  return { band: criterionBand(score), reason, strengths, improvements };
}

function grammarCriterion(f: TextFeatures, lang: Language, grammarErrors: number, t: Translate): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const score = 2 + 3 * ramp(lang.errorsPer100, 6, 0.3) + 2.5 * lang.complexity + 2 * lang.vocabulary;
  if (f.complexSentenceShare >= 0.4) strengths.push(t("evaluation:grammar.complex"));
  else improvements.push(t("evaluation:grammar.moreComplex"));
  if (f.meanSentenceWords > 32) improvements.push(t("evaluation:grammar.long"));
  if (grammarErrors > 0) improvements.push(t("evaluation:grammar.errors", { count: grammarErrors }));
  else strengths.push(t("evaluation:grammar.noErrors"));
  const reason = t("evaluation:grammar.reason", {
    sentences: f.sentences,
    length: f.meanSentenceWords.toFixed(1),
    complex: pct(f.complexSentenceShare),
    errors: grammarErrors,
    per100: lang.grammarPer100.toFixed(1),
  });
  return { band: criterionBand(score), reason, strengths, improvements };
}

export function estimateWriting(input: WritingInput, now = new Date()): Evaluation {
  const t = translator(input.lang ?? FALLBACK_LANG);
  const minWords = WRITING_MIN_WORDS[input.task];
  const f = textFeatures(input.text, input.prompt, input.synonyms);
  const questionWords = new Set(wordTokens(input.prompt).map((w) => w.text.toLowerCase()));
  const spelling = misspellings(input.text, wordTokens(input.text), questionWords, input.ranks);
  const corrections = findCorrections(input.text, spelling, t);
  const spellingErrors = corrections.filter((c) => c.category === "spelling").length;
  const grammarErrors = corrections.length - spellingErrors;
  const lang = language(input.task, f, spellingErrors, grammarErrors);
  const rel = relevance(input, f);

  const [criterionId] = WRITING_CRITERIA[input.task];
  const scored: [typeof criterionId | "coherence_cohesion" | "lexical_resource" | "grammatical_range_accuracy", Scored][] = [
    [criterionId, taskCriterion(input, f, lang, minWords, rel, t)],
    ["coherence_cohesion", coherenceCriterion(input, f, lang, t)],
    ["lexical_resource", lexicalCriterion(f, lang, spellingErrors, t)],
    ["grammatical_range_accuracy", grammarCriterion(f, lang, grammarErrors, t)],
  ];
  // An unrelated or memorised answer's language says nothing about this task: the other criteria are capped too,
  // so a wholly off-topic answer cannot reach band 5.5 however well it is written.
  if (rel.level === "unrelated") for (const [, s] of scored.slice(1)) s.band = Math.min(s.band, UNRELATED_LANGUAGE_CAP);
  // A list of words is no answer: examiners cannot find sentences, ideas or control in it, whatever its vocabulary.
  const wordSalad = f.words >= 20 && f.functionWordShare < WORD_SALAD_FUNCTION_SHARE;
  if (wordSalad)
    for (const [, s] of scored) {
      s.band = Math.min(s.band, 2);
      s.strengths = [];
    }
  if (wordSalad) scored[1]![1].improvements.unshift(t("evaluation:wordSalad"));
  const criteria: CriterionResult[] = scored.map(([id, s]) => ({
    id,
    name: CRITERION_NAMES[id],
    band: s.band,
    assessed: true,
    reason: s.reason,
  }));
  const band = criteriaBand(criteria.map((c) => c.band!));
  const strengths = scored.flatMap(([, s]) => s.strengths);
  const improvements = scored.flatMap(([, s]) => s.improvements);
  const confidence = Math.min(0.5, 0.3 + (f.words >= minWords ? 0.1 : 0) + (keyStems(input.prompt).size >= 4 ? 0.1 : 0));
  const spread = f.words >= minWords ? UNCERTAINTY : UNCERTAINTY + 0.5;
  return {
    kind: "writing",
    method: "offline",
    label: EVALUATION_LABELS.offline,
    status: "complete",
    band,
    bandRange: { low: Math.max(0, band - spread), high: Math.min(9, band + spread) },
    criteria,
    corrections,
    strengths,
    improvements,
    summary: [
      t("evaluation:summary", { band: band.toFixed(1), task: t(input.task === "task1" ? "evaluation:task1" : "evaluation:task2") }),
      input.ownQuestion && input.task === "task1" ? t("evaluation:ownTask1Note") : null,
      improvements[0] ?? t("evaluation:keepPractising"),
    ]
      .filter(Boolean)
      .join(" "),
    wordCount: f.words,
    minWords,
    confidence: Math.round(confidence * 100) / 100,
    features: {
      words: f.words,
      sentences: f.sentences,
      paragraphs: f.paragraphs,
      keywordCoverage: round2(f.keywordCoverage),
      lexicalVariety: round2(f.lexicalVariety),
      academicShare: round2(f.academicShare),
      complexSentenceShare: round2(f.complexSentenceShare),
      meanSentenceWords: round2(f.meanSentenceWords),
      cohesiveDevices: f.cohesion.distinct,
      figures: f.numbers,
      meanWordLength: round2(f.meanWordLength),
      functionWordShare: round2(f.functionWordShare),
      spellingErrors,
      grammarErrors,
      grammarErrorsPer100: round2(lang.grammarPer100),
    },
    model: null,
    evaluatedAt: now.toISOString(),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
