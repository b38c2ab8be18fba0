/**
 * The offline estimate of a writing task (docs/architecture.md §8): bands from measurable features only — length
 * against the task minimum, coverage of the question's key words, data and overview (Task 1) or
 * position and conclusion (Task 2), paragraphs and cohesive devices, lexical variety and academic
 * vocabulary, sentence variety, spelling and mechanical errors. It cannot judge ideas or accuracy the
 * way an examiner does, so criteria are capped at 7.5 and the result is labelled "offline estimate".
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
import { criteriaBand, roundToHalfBand } from "../contract/ielts-scoring";
import { findCorrections } from "./corrections";
import { misspellings } from "./spelling";
import { keyStems, textFeatures, wordTokens, type TextFeatures } from "./text-features";

/** What an offline estimate can honestly claim: it never reads like a Band 8 examiner's judgement. */
export const OFFLINE_MAX_CRITERION_BAND = 7.5;
const OFFLINE_MIN_CRITERION_BAND = 2;
/** Below this share of the question's key words an answer reads as off-topic. */
const OFF_TOPIC_COVERAGE = 0.25;

export type WritingInput = { task: WritingTask; prompt: string; text: string; essayType?: string | null; ownQuestion?: boolean };

/** Said with an estimate of a Task 1 written on the learner's own question: there is no figure to check it against. */
export const OWN_TASK1_NOTE = "Your own Task 1 question came without its figure, so the estimate reads the words of the task alone.";

const clampBand = (value: number) => roundToHalfBand(Math.min(OFFLINE_MAX_CRITERION_BAND, Math.max(OFFLINE_MIN_CRITERION_BAND, value)));
const pct = (share: number) => `${Math.round(share * 100)}%`;
/** 0 below `low`, 1 above `high`, linear between. */
const ramp = (value: number, low: number, high: number) => Math.min(1, Math.max(0, (value - low) / (high - low)));

type Scored = { band: number; reason: string; strengths: string[]; improvements: string[] };

function taskCriterion(input: WritingInput, f: TextFeatures, minWords: number, text: string): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const lengthRatio = f.words / minWords;
  const lengthPenalty = lengthRatio >= 1 ? 0 : (1 - lengthRatio) * 4;
  let score = 3 + 3 * f.keywordCoverage - lengthPenalty;
  const notes = [`${f.words} words (minimum ${minWords})`, `${pct(f.keywordCoverage)} of the question's key words used`];
  if (lengthRatio < 1)
    improvements.push(
      `Write at least ${minWords} words: short answers lose marks for ${input.task === "task1" ? "Task Achievement" : "Task Response"}.`,
    );
  if (f.keywordCoverage < OFF_TOPIC_COVERAGE)
    improvements.push("Answer the question that was asked: almost none of its key words appear, so the answer reads as off-topic.");
  else if (f.keywordCoverage < 0.4) improvements.push("Stay closer to the question: few of its key words appear.");
  else if (f.keywordCoverage >= 0.7) strengths.push("You address the topic of the question directly.");

  if (input.task === "task1") {
    const overview = /\b(overall|in general|generally|it is clear|it can be seen|the most striking|in summary)\b/i.test(text);
    const comparisons = (
      text.match(/\b(than|whereas|while|compared|in contrast|similarly|the highest|the lowest|the largest|the smallest)\b/gi) ?? []
    ).length;
    score += (overview ? 1 : 0) + ramp(f.numbers, 2, 8) + (comparisons >= 3 ? 0.5 : 0);
    notes.push(overview ? "an overview" : "no clear overview", `${f.numbers} figures quoted`, `${comparisons} comparisons`);
    if (overview) strengths.push("You give an overview of the main trends.");
    else improvements.push('Add an overview sentence ("Overall, …") that states the main trends or differences.');
    if (f.numbers < 3) improvements.push("Support the description with figures from the chart.");
    if (comparisons < 3) improvements.push("Make comparisons where relevant (higher than, whereas, the largest …).");
  } else {
    const position =
      /\b(i (strongly )?(believe|think|agree|disagree|would argue)|in my (opinion|view)|from my perspective|personally)\b/i.test(text);
    const conclusion = /\b(in conclusion|to conclude|to sum up|in summary|all in all|on balance|overall)\b/i.test(text);
    const examples = /\b(for example|for instance|such as|to illustrate|a case in point)\b/i.test(text);
    score += (position ? 0.5 : 0) + (conclusion ? 0.5 : 0) + (examples ? 0.5 : 0) + (f.paragraphs >= 4 ? 0.5 : 0);
    notes.push(
      position ? "a clear position" : "no stated position",
      conclusion ? "a conclusion" : "no conclusion",
      examples ? "examples" : "no examples",
    );
    if (position) strengths.push("Your position is stated clearly.");
    else if (input.essayType !== "discussion") improvements.push("State your own position clearly and keep to it.");
    if (!conclusion) improvements.push("End with a conclusion that sums up your answer to the question.");
    if (examples) strengths.push("You support ideas with examples.");
    else improvements.push("Support each main idea with a specific example.");
  }
  // An answer that barely touches the question's key words is probably off-topic, which examiners mark very low.
  if (f.keywordCoverage < OFF_TOPIC_COVERAGE) score = Math.min(score, 3.5);
  return { band: clampBand(score), reason: `Based on ${notes.join(", ")}.`, strengths, improvements };
}

function coherenceCriterion(input: WritingInput, f: TextFeatures): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const wantedParagraphs = input.task === "task1" ? 3 : 4;
  const overused = f.cohesion.mostRepeated && f.cohesion.mostRepeated.count >= 4 ? f.cohesion.mostRepeated : null;
  const density = f.sentences === 0 ? 0 : f.cohesion.total / f.sentences;
  let score = 4 + ramp(f.paragraphs, 1, wantedParagraphs) * 1.5 + ramp(f.cohesion.distinct, 1, 7) * 1.5 + ramp(f.cohesion.functions, 1, 5);
  if (overused) score -= 0.5;
  if (density > 1.2) score -= 0.5;
  if (f.paragraphs >= wantedParagraphs) strengths.push("The answer is organised into paragraphs.");
  else improvements.push(`Organise the answer into ${wantedParagraphs} or more paragraphs, one main idea each.`);
  if (f.cohesion.distinct >= 5) strengths.push("You use a range of linking words.");
  else improvements.push("Link ideas with a wider range of cohesive devices (however, as a result, for instance …).");
  if (overused) improvements.push(`"${overused.phrase}" is used ${overused.count} times: vary your linking words.`);
  const reason = `Based on ${f.paragraphs} paragraph(s), ${f.cohesion.distinct} different linking words across ${f.cohesion.functions} functions${overused ? `, "${overused.phrase}" repeated ${overused.count} times` : ""}.`;
  return { band: clampBand(score), reason, strengths, improvements };
}

function lexicalCriterion(f: TextFeatures, spellingErrors: number): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const errorsPer100 = f.words === 0 ? 0 : (100 * spellingErrors) / f.words;
  let score = 3.5 + ramp(f.lexicalVariety, 0.55, 0.8) * 2.5 + ramp(f.academicShare, 0.01, 0.06) * 1.5 + ramp(f.longWordShare, 0.06, 0.16);
  score -= Math.min(2, errorsPer100 * 0.5);
  if (f.lexicalVariety >= 0.72) strengths.push("Your vocabulary is varied, with little repetition.");
  else improvements.push("Avoid repeating the same words: use synonyms and paraphrase the question.");
  if (f.distinctAcademicWords >= 6) strengths.push("You use less common, topic-specific vocabulary.");
  else improvements.push("Use more precise, less common vocabulary for the topic.");
  if (spellingErrors > 0) improvements.push(`Check spelling: ${spellingErrors} word(s) are not in the dictionary.`);
  const reason = `Based on lexical variety ${f.lexicalVariety.toFixed(2)} (moving type–token ratio), ${f.distinctAcademicWords} academic word(s) (${pct(f.academicShare)} of words) and ${spellingErrors} spelling error(s).`;
  return { band: clampBand(score), reason, strengths, improvements };
}

function grammarCriterion(f: TextFeatures, mechanicalErrors: number): Scored {
  const strengths: string[] = [];
  const improvements: string[] = [];
  const errorsPer100 = f.words === 0 ? 0 : (100 * mechanicalErrors) / f.words;
  const lengthFit = f.meanSentenceWords >= 12 && f.meanSentenceWords <= 28 ? 0.5 : 0;
  let score = 4 + ramp(f.complexSentenceShare, 0.15, 0.6) * 2 + ramp(f.sentenceLengthSpread, 2, 7) + lengthFit;
  score -= Math.min(2, errorsPer100 * 0.75);
  if (f.complexSentenceShare >= 0.4) strengths.push("You mix simple and complex sentences.");
  else improvements.push("Use more complex sentences (although, which, because, if …) alongside simple ones.");
  if (f.meanSentenceWords > 32) improvements.push("Some sentences are very long: split them so each one is clear.");
  if (mechanicalErrors > 0) improvements.push(`Correct the ${mechanicalErrors} grammar and punctuation slip(s) marked in your text.`);
  const reason = `Based on ${f.sentences} sentences averaging ${f.meanSentenceWords.toFixed(1)} words, ${pct(f.complexSentenceShare)} with a subordinate clause, and ${mechanicalErrors} grammar or punctuation error(s) found.`;
  return { band: clampBand(score), reason, strengths, improvements };
}

export function estimateWriting(input: WritingInput, now = new Date()): Evaluation {
  const minWords = WRITING_MIN_WORDS[input.task];
  const f = textFeatures(input.text, input.prompt);
  const questionWords = new Set(wordTokens(input.prompt).map((t) => t.text.toLowerCase()));
  const spelling = misspellings(input.text, wordTokens(input.text), questionWords);
  const corrections = findCorrections(input.text, spelling);
  const mechanical = corrections.filter((c) => c.category !== "spelling").length;

  const [criterionId] = WRITING_CRITERIA[input.task];
  const scored: [typeof criterionId | "coherence_cohesion" | "lexical_resource" | "grammatical_range_accuracy", Scored][] = [
    [criterionId, taskCriterion(input, f, minWords, input.text)],
    ["coherence_cohesion", coherenceCriterion(input, f)],
    ["lexical_resource", lexicalCriterion(f, spelling.length)],
    ["grammatical_range_accuracy", grammarCriterion(f, mechanical)],
  ];
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
  return {
    kind: "writing",
    method: "offline",
    label: EVALUATION_LABELS.offline,
    status: "complete",
    band,
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
      spellingErrors: spelling.length,
      otherErrors: mechanical,
    },
    model: null,
    evaluatedAt: now.toISOString(),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;
