/**
 * The offline estimate of a speaking test from its transcript (docs/architecture.md §8): speech rate and
 * hesitation for Fluency and Coherence, lexical variety and less common words for Lexical Resource,
 * subordinate clauses for Grammatical Range and Accuracy. Pronunciation needs the sound itself, which
 * a transcript does not carry: it is reported as not assessed (exam-facts), and the band is the mean
 * of the three assessed criteria. Criteria are whole bands, as examiners give them; the weights were set on
 * speaking tests written at known bands (tests/worker/fixtures/speaking-calibration.ts) and checked on the
 * held-out ones (tests/worker/ielts/speaking-calibration.test.ts).
 */
import {
  CRITERION_NAMES,
  EVALUATION_LABELS,
  EVALUATION_MIN_WORDS,
  SPEECH_RATE_MIN_SECONDS,
  type CriterionResult,
  type Evaluation,
} from "../contract/ielts";
import { criteriaBand } from "../contract/ielts-scoring";
import { FALLBACK_LANG, message, translator, type Lang } from "../i18n";
import { textFeatures } from "./text-features";

export type SpeakingAnswer = {
  part: 1 | 2 | 3;
  question: string;
  transcript: string;
  durationSeconds?: number;
  /** Of the recording, the time the learner was speaking; thinking pauses are not speech. */
  speechSeconds?: number;
  confidence?: number;
};

/** Half the width of the uncertainty range: the held-out tests' criteria fall within it. */
const UNCERTAINTY = 1;
/** Criteria are whole bands (the public descriptors have none between), from 2 to 9. */
const criterionBand = (value: number) => Math.round(Math.min(9, Math.max(2, value)));
const ramp = (value: number, low: number, high: number) => Math.min(1, Math.max(0, (value - low) / (high - low)));
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Faster than anyone speaks: the transcript was typed or does not belong to the recording. */
const SPEECH_RATE_MAX_WPM = 300;

/** Speech shorter than this share of its recording was not measured (a muted or failing microphone): the recording's length is used. */
const MIN_SPEECH_SHARE = 0.2;

/** The seconds an answer was spoken: the measured speech time when it is plausible, else the whole recording. */
const spokenSeconds = (a: SpeakingAnswer) =>
  a.speechSeconds !== undefined && a.speechSeconds >= MIN_SPEECH_SHARE * a.durationSeconds! && a.speechSeconds <= a.durationSeconds!
    ? a.speechSeconds
    : a.durationSeconds!;

/**
 * Words per minute over the real speech time of the answers recorded for at least SPEECH_RATE_MIN_SECONDS
 * (a few seconds give no pace, and a typed transcript under a short recording gives an absurd one); null
 * when none qualifies.
 */
export function speechRate(answers: readonly SpeakingAnswer[]): number | null {
  const timed = answers.filter((a) => (a.durationSeconds ?? 0) >= SPEECH_RATE_MIN_SECONDS && a.transcript.trim());
  const seconds = timed.reduce((sum, a) => sum + spokenSeconds(a), 0);
  if (seconds === 0) return null;
  const rate = (60 * timed.reduce((sum, a) => sum + textFeatures(a.transcript).words, 0)) / seconds;
  return rate <= SPEECH_RATE_MAX_WPM ? rate : null;
}

/** Said for Pronunciation: it needs the recording, which no configured model hears. */
export const pronunciationNotAssessed = (lang: Lang = FALLBACK_LANG) => message(lang, "evaluation:speaking.pronunciation");

export function estimateSpeaking(answers: SpeakingAnswer[], now = new Date(), lang: Lang = FALLBACK_LANG): Evaluation {
  const t = translator(lang);
  const text = answers
    .map((a) => a.transcript.trim())
    .filter(Boolean)
    .join("\n");
  const questions = answers.map((a) => a.question).join(" ");
  const f = textFeatures(text, questions);
  const wordsPerMinute = speechRate(answers);
  const part2 = answers.filter((a) => a.part === 2).reduce((sum, a) => sum + textFeatures(a.transcript).words, 0);
  const meanAnswerWords = answers.length === 0 ? 0 : f.words / answers.length;
  const recognised = answers.filter((a) => a.confidence !== undefined);
  const recognitionConfidence = recognised.length === 0 ? null : recognised.reduce((s, a) => s + a.confidence!, 0) / recognised.length;

  const strengths: string[] = [];
  const improvements: string[] = [];

  // Fluency and Coherence: a natural speech rate above all (slow speech with long pauses marks bands 3–5),
  // then few hesitation words and answers developed at length. Speech faster than anyone's natural pace
  // says little either way.
  const rateScore = wordsPerMinute === null || wordsPerMinute > 200 ? 0.5 : ramp(wordsPerMinute, 50, 165);
  const fluency = 2.5 + 5 * rateScore + 0.5 * ramp(f.fillersPer100, 25, 0) + ramp(meanAnswerWords, 25, 90);
  if (meanAnswerWords >= 30) strengths.push(t("evaluation:speaking.developed"));
  else improvements.push(t("evaluation:speaking.extend"));
  if (f.fillersPer100 > 3) improvements.push(t("evaluation:speaking.hesitation"));
  if (part2 > 0 && part2 < 120) improvements.push(t("evaluation:speaking.part2"));

  // Lexical Resource: longer, less common words and little repetition.
  const lexical =
    2.5 + 2.5 * ramp(f.meanWordLength, 3.1, 5.2) + 2 * ramp(f.lexicalVariety, 0.45, 0.9) + 2 * ramp(f.academicShare, 0, 0.025);
  if (f.lexicalVariety >= 0.8) strengths.push(t("evaluation:speaking.varied"));
  else improvements.push(t("evaluation:speaking.vary"));

  // Grammatical Range and Accuracy: clauses per 100 words and developed answers (spoken transcripts are
  // barely punctuated); hesitation and simple words go with simple structures.
  const grammar =
    2.5 +
    0.5 * ramp(f.subordinatorsPer100, 1, 5) +
    2 * ramp(meanAnswerWords, 25, 90) +
    ramp(f.fillersPer100, 25, 0) +
    2.5 * ramp(f.meanWordLength, 3.1, 5.2);
  if (f.subordinatorsPer100 >= 4) strengths.push(t("evaluation:speaking.complex"));
  else improvements.push(t("evaluation:speaking.moreComplex"));

  const criteria: CriterionResult[] = [
    {
      id: "fluency_coherence",
      name: CRITERION_NAMES.fluency_coherence,
      band: criterionBand(fluency),
      assessed: true,
      reason: t("evaluation:speaking.fluencyReason", {
        words: f.words,
        answers: answers.length,
        mean: Math.round(meanAnswerWords),
        rate:
          wordsPerMinute === null
            ? t("evaluation:speaking.noRate", { seconds: SPEECH_RATE_MIN_SECONDS })
            : t("evaluation:speaking.rate", { rate: Math.round(wordsPerMinute) }),
        fillers: f.fillersPer100.toFixed(1),
      }),
    },
    {
      id: "lexical_resource",
      name: CRITERION_NAMES.lexical_resource,
      band: criterionBand(lexical),
      assessed: true,
      reason: t("evaluation:speaking.lexicalReason", {
        length: f.meanWordLength.toFixed(1),
        variety: f.lexicalVariety.toFixed(2),
        lessCommon: f.distinctAcademicWords,
      }),
    },
    {
      id: "grammatical_range_accuracy",
      name: CRITERION_NAMES.grammatical_range_accuracy,
      band: criterionBand(grammar),
      assessed: true,
      reason: t("evaluation:speaking.grammarReason", { clauses: f.subordinatorsPer100.toFixed(1) }),
    },
    { id: "pronunciation", name: CRITERION_NAMES.pronunciation, band: null, assessed: false, reason: pronunciationNotAssessed(lang) },
  ];
  const band = criteriaBand(criteria.flatMap((c) => (c.band === null ? [] : [c.band])));
  const evidence = ramp(f.words, EVALUATION_MIN_WORDS.speaking, 600);
  const confidence = Math.min(0.45, (0.2 + 0.2 * evidence) * (recognitionConfidence ?? 0.9) + 0.05);
  return {
    kind: "speaking",
    method: "offline",
    label: EVALUATION_LABELS.offline,
    status: "complete",
    band,
    bandRange: { low: Math.max(0, band - UNCERTAINTY), high: Math.min(9, band + UNCERTAINTY) },
    criteria,
    corrections: [],
    strengths,
    improvements,
    summary: `${t("evaluation:speaking.summary", { band: band.toFixed(1) })} ${improvements[0] ?? t("evaluation:speaking.keepPractising")}`,
    wordCount: f.words,
    minWords: EVALUATION_MIN_WORDS.speaking,
    confidence: round2(confidence),
    features: {
      words: f.words,
      answers: answers.length,
      meanAnswerWords: round2(meanAnswerWords),
      ...(wordsPerMinute === null ? {} : { wordsPerMinute: round2(wordsPerMinute) }),
      part2Words: part2,
      lexicalVariety: round2(f.lexicalVariety),
      lessCommonWords: f.distinctAcademicWords,
      subordinatorsPer100: round2(f.subordinatorsPer100),
      fillersPer100: round2(f.fillersPer100),
      ...(recognitionConfidence === null ? {} : { recognitionConfidence: round2(recognitionConfidence) }),
    },
    model: null,
    evaluatedAt: now.toISOString(),
  };
}
