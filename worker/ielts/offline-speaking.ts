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

export const PRONUNCIATION_NOT_ASSESSED =
  "Not assessed: pronunciation can only be judged from the recording, and no audio-based model is configured. The band is the mean of the other three criteria.";

export function estimateSpeaking(answers: SpeakingAnswer[], now = new Date()): Evaluation {
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
  if (meanAnswerWords >= 30) strengths.push("You develop your answers at length.");
  else improvements.push("Extend your answers: give a reason and an example, not just a short reply.");
  if (f.fillersPer100 > 3) improvements.push("Reduce hesitation words (um, er, you know): pause briefly instead.");
  if (part2 > 0 && part2 < 120) improvements.push("Keep talking for the full two minutes in Part 2: cover every point on the cue card.");

  // Lexical Resource: longer, less common words and little repetition.
  const lexical =
    2.5 + 2.5 * ramp(f.meanWordLength, 3.1, 5.2) + 2 * ramp(f.lexicalVariety, 0.45, 0.9) + 2 * ramp(f.academicShare, 0, 0.025);
  if (f.lexicalVariety >= 0.8) strengths.push("You use a varied range of words.");
  else improvements.push("Vary your vocabulary: paraphrase instead of repeating the same words.");

  // Grammatical Range and Accuracy: clauses per 100 words and developed answers (spoken transcripts are
  // barely punctuated); hesitation and simple words go with simple structures.
  const grammar =
    2.5 +
    0.5 * ramp(f.subordinatorsPer100, 1, 5) +
    2 * ramp(meanAnswerWords, 25, 90) +
    ramp(f.fillersPer100, 25, 0) +
    2.5 * ramp(f.meanWordLength, 3.1, 5.2);
  if (f.subordinatorsPer100 >= 4) strengths.push("You use complex structures (because, although, which, if …).");
  else improvements.push("Use more complex sentences: join ideas with because, although, which, if.");

  const criteria: CriterionResult[] = [
    {
      id: "fluency_coherence",
      name: CRITERION_NAMES.fluency_coherence,
      band: criterionBand(fluency),
      assessed: true,
      reason: `Based on ${f.words} words over ${answers.length} answer(s) (${Math.round(meanAnswerWords)} on average)${wordsPerMinute === null ? `, speech rate not measured (it needs a recorded answer of ${SPEECH_RATE_MIN_SECONDS} seconds or more that matches its transcript)` : `, ${Math.round(wordsPerMinute)} words per minute`} and ${f.fillersPer100.toFixed(1)} hesitation word(s) per 100 words.`,
    },
    {
      id: "lexical_resource",
      name: CRITERION_NAMES.lexical_resource,
      band: criterionBand(lexical),
      assessed: true,
      reason: `Based on words of ${f.meanWordLength.toFixed(1)} letters on average, lexical variety ${f.lexicalVariety.toFixed(2)} and ${f.distinctAcademicWords} less common word(s).`,
    },
    {
      id: "grammatical_range_accuracy",
      name: CRITERION_NAMES.grammatical_range_accuracy,
      band: criterionBand(grammar),
      assessed: true,
      reason: `Based on ${f.subordinatorsPer100.toFixed(1)} subordinate clause(s) per 100 words, the length of your answers and how hesitant they are. Accuracy cannot be checked reliably from a speech-recognition transcript.`,
    },
    { id: "pronunciation", name: CRITERION_NAMES.pronunciation, band: null, assessed: false, reason: PRONUNCIATION_NOT_ASSESSED },
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
    summary: `Offline estimate: band ${band.toFixed(1)} from your transcript (Pronunciation not assessed). ${improvements[0] ?? "Keep practising with a timer."}`,
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
