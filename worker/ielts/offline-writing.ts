/**
 * The offline estimate of a writing task (docs/architecture.md §8): bands from measurable features only — length
 * against the task minimum, coverage of the question's key words (paraphrases count), whether the answer
 * does what its question type asks (./question-type), paragraphs and cohesive devices, word length and
 * academic vocabulary, sentence complexity, and spelling and grammar errors per 100 words (./grammar).
 * Each criterion is a whole band, as examiners give them, and the task band is their mean rounded the IELTS
 * way. The weights were set on essays written at known bands (tests/fixtures/writing-calibration.ts) and
 * checked on the held-out ones; the result is labelled "offline estimate" and carries an uncertainty range.
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
import { translator } from "../i18n";
import { findCorrections } from "./corrections";
import { answersQuestionType, QUESTION_TYPE_NAMES, questionType, TASK2_QUESTION_TYPES, type QuestionType } from "./question-type";
import type { PromptSynonyms } from "./prompt-synonyms";
import { misspellings } from "./spelling";
import { keyStems, questionParts, stem, textFeatures, wordTokens, type TextFeatures } from "./text-features";

/** The highest criterion band the writing estimate gives; calibrated essays reach it (tests/worker/ielts/calibration.test.ts). */
export const OFFLINE_MAX_CRITERION_BAND = 9;
const OFFLINE_MIN_CRITERION_BAND = 1;
/** Below this share of the question's key words an answer reads as off-topic. */
const OFF_TOPIC_COVERAGE = 0.25;
/** Below this share of function words a text is a list of words, not connected sentences. */
const WORD_SALAD_FUNCTION_SHARE = 0.25;
/** Half the width of the uncertainty range: the held-out essays' criteria fall within it (docs/architecture.md §8). */
const UNCERTAINTY = 1;

export type WritingInput = {
  task: WritingTask;
  prompt: string;
  text: string;
  essayType?: string | null;
  ownQuestion?: boolean;
  /** WordNet synonyms of the question's words (./prompt-synonyms): an answer using them is on topic. */
  synonyms?: PromptSynonyms;
};

/** Said with an estimate of a Task 1 written on the learner's own question: there is no figure to check it against. */
export const OWN_TASK1_NOTE = "Your own Task 1 question came without its figure, so the estimate reads the words of the task alone.";

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

function taskCriterion(input: WritingInput, f: TextFeatures, lang: Language, minWords: number, text: string): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const type = questionTypeOf(input);
  const check = answersQuestionType(type, text, questionParts(input.prompt), new Set(wordTokens(text).map((t) => stem(t.text))));
  const lengthRatio = f.words / minWords;
  let score =
    1.5 +
    1 * ramp(f.keywordCoverage, 0.25, 0.6) +
    1.5 * ramp(lengthRatio, 0.4, 1) +
    2.5 * lang.vocabulary +
    1.5 * lang.complexity +
    lang.accuracy;
  score += ramp(f.paragraphs, 1, input.task === "task1" ? 3 : 4) * 0.5;
  const notes = [
    `${f.words} words (minimum ${minWords})`,
    `${pct(f.keywordCoverage)} of the question's key words used or paraphrased`,
    `a ${QUESTION_TYPE_NAMES[type]} question${check.missing.length ? ` (missing: ${check.missing.join(", ")})` : ""}`,
  ];
  if (lengthRatio < 1)
    improvements.push(
      `Write at least ${minWords} words: short answers lose marks for ${input.task === "task1" ? "Task Achievement" : "Task Response"}.`,
    );
  if (f.keywordCoverage < OFF_TOPIC_COVERAGE)
    improvements.push("Answer the question that was asked: almost none of its key words appear, so the answer reads as off-topic.");
  else if (f.keywordCoverage < 0.4) improvements.push("Stay closer to the question: few of its key words appear.");
  else if (f.keywordCoverage >= 0.7) strengths.push("You address the topic of the question directly.");
  if (check.answered && type !== "open") strengths.push(`Your answer does what a ${QUESTION_TYPE_NAMES[type]} question asks.`);
  for (const missing of check.missing) improvements.push(`This is a ${QUESTION_TYPE_NAMES[type]} question: your answer needs ${missing}.`);
  // The descriptors: an unclear position or parts of the task left out hold Task Response at 5; most of it missed, lower.
  if (check.missing.length > 0) score = Math.min(score - 0.5 * check.missing.length, check.met.length === 0 ? 5 : 6);
  // An answer that barely touches the question's key words is probably off-topic, which examiners mark very low.
  if (f.keywordCoverage < OFF_TOPIC_COVERAGE) score = Math.min(score, 3);
  return { band: criterionBand(score), reason: `Based on ${notes.join(", ")}.`, strengths, improvements };
}

function coherenceCriterion(input: WritingInput, f: TextFeatures, lang: Language): Scored {
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
  if (f.paragraphs >= wantedParagraphs) strengths.push("The answer is organised into paragraphs.");
  else improvements.push(`Organise the answer into ${wantedParagraphs} or more paragraphs, one main idea each.`);
  if (f.cohesion.distinct >= 5) strengths.push("You use a range of linking words.");
  else improvements.push("Link ideas with a wider range of cohesive devices (however, as a result, for instance …).");
  if (overused) improvements.push(`"${overused.phrase}" is used ${overused.count} times: vary your linking words.`);
  const reason = `Based on ${f.paragraphs} paragraph(s), ${f.cohesion.distinct} different linking words across ${f.cohesion.functions} functions${overused ? `, "${overused.phrase}" repeated ${overused.count} times` : ""}, and how clearly the sentences carry the ideas.`;
  return { band: criterionBand(score), reason, strengths, improvements };
}

function lexicalCriterion(f: TextFeatures, lang: Language, spellingErrors: number): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const score =
    2 + 4.5 * lang.vocabulary + 1.5 * ramp(lang.spellingPer100, 3, 0) + ramp(f.lexicalVariety, 0.7, 0.88) + 0.5 * ramp(f.words, 100, 250);
  if (f.lexicalVariety >= 0.8) strengths.push("Your vocabulary is varied, with little repetition.");
  else improvements.push("Avoid repeating the same words: use synonyms and paraphrase the question.");
  if (lang.vocabulary >= 0.5) strengths.push("You use less common, topic-specific vocabulary.");
  else improvements.push("Use more precise, less common vocabulary for the topic.");
  if (spellingErrors > 0) improvements.push(`Check spelling: ${spellingErrors} word(s) are not in the dictionary.`);
  const reason = `Based on words of ${f.meanWordLength.toFixed(1)} letters on average (${pct(f.longWordShare)} of 8 letters or more), ${f.distinctAcademicWords} academic word(s), lexical variety ${f.lexicalVariety.toFixed(2)} and ${spellingErrors} spelling error(s).`;
  return { band: criterionBand(score), reason, strengths, improvements };
}

function grammarCriterion(f: TextFeatures, lang: Language, grammarErrors: number): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const score = 2 + 3 * ramp(lang.errorsPer100, 6, 0.3) + 2.5 * lang.complexity + 2 * lang.vocabulary;
  if (f.complexSentenceShare >= 0.4) strengths.push("You mix simple and complex sentences.");
  else improvements.push("Use more complex sentences (although, which, because, if …) alongside simple ones.");
  if (f.meanSentenceWords > 32) improvements.push("Some sentences are very long: split them so each one is clear.");
  if (grammarErrors > 0) improvements.push(`Correct the ${grammarErrors} grammar and punctuation error(s) marked in your text.`);
  else strengths.push("No grammar errors were found by the checker.");
  const reason = `Based on ${f.sentences} sentences averaging ${f.meanSentenceWords.toFixed(1)} words, ${pct(f.complexSentenceShare)} with a subordinate clause, and ${grammarErrors} grammar or punctuation error(s) found (${lang.grammarPer100.toFixed(1)} per 100 words).`;
  return { band: criterionBand(score), reason, strengths, improvements };
}

export function estimateWriting(input: WritingInput, now = new Date()): Evaluation {
  const minWords = WRITING_MIN_WORDS[input.task];
  const f = textFeatures(input.text, input.prompt, input.synonyms);
  const questionWords = new Set(wordTokens(input.prompt).map((t) => t.text.toLowerCase()));
  const spelling = misspellings(input.text, wordTokens(input.text), questionWords);
  const corrections = findCorrections(input.text, spelling, translator("en"));
  const spellingErrors = corrections.filter((c) => c.category === "spelling").length;
  const grammarErrors = corrections.length - spellingErrors;
  const lang = language(input.task, f, spellingErrors, grammarErrors);

  const [criterionId] = WRITING_CRITERIA[input.task];
  const scored: [typeof criterionId | "coherence_cohesion" | "lexical_resource" | "grammatical_range_accuracy", Scored][] = [
    [criterionId, taskCriterion(input, f, lang, minWords, input.text)],
    ["coherence_cohesion", coherenceCriterion(input, f, lang)],
    ["lexical_resource", lexicalCriterion(f, lang, spellingErrors)],
    ["grammatical_range_accuracy", grammarCriterion(f, lang, grammarErrors)],
  ];
  // A list of words is no answer: examiners cannot find sentences, ideas or control in it, whatever its vocabulary.
  const wordSalad = f.words >= 20 && f.functionWordShare < WORD_SALAD_FUNCTION_SHARE;
  if (wordSalad)
    for (const [, s] of scored) {
      s.band = Math.min(s.band, 2);
      s.strengths = [];
    }
  if (wordSalad) scored[1]![1].improvements.unshift("Write in connected sentences: this reads as a list of words, not an answer.");
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
      `Offline estimate: band ${band.toFixed(1)} for ${input.task === "task1" ? "Task 1" : "Task 2"}, from measurable features of your text.`,
      input.ownQuestion && input.task === "task1" ? OWN_TASK1_NOTE : null,
      improvements[0] ?? "Keep practising under timed conditions.",
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
