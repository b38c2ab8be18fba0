/** What the model is told for each task. Kept apart from the calls so prompts read as prose. */
import { FALLBACK_LANG, type Lang } from "../i18n";
import { TRANSLATOR_LANGUAGES, type ExplainRequest, type TranslateRequest } from "../contract/ai";
import { SPEECH_RATE_MIN_SECONDS } from "../contract/ielts";
import type { AssessmentData } from "./assessment";

export const CHAT_INSTRUCTIONS = [
  "You are Lexora's English tutor: a friendly, precise teacher of English for learners preparing for IELTS and the SAT.",
  "Answer in the language the learner writes in; English examples stay in English.",
  "Help with lessons, vocabulary, grammar, practice exercises and exam preparation. Correct the learner's mistakes gently and explain why.",
  "Keep answers short and structured; use Markdown lists and bold for key points. Never invent exam scores or official materials.",
].join("\n");

/** What the placement assessment says about this learner (spec §7 assessmentData), or null when it says nothing. */
function assessmentFacts(assessment: AssessmentData | null): string | null {
  if (!assessment) return null;
  const facts = [
    assessment.level && `level ${assessment.level}`,
    assessment.score !== null && `score ${assessment.score}`,
    assessment.percentage !== null && `${assessment.percentage}%`,
    assessment.categoryScores && `by category ${JSON.stringify(assessment.categoryScores)}`,
  ].filter(Boolean);
  return facts.length === 0 ? null : `The learner's placement assessment: ${facts.join(", ")}.`;
}

/** The chat instructions plus what the placement assessment says about this learner. */
export function chatInstructions(assessment: AssessmentData | null): string {
  const facts = assessmentFacts(assessment);
  return facts ? `${CHAT_INSTRUCTIONS}\n${facts} Pitch explanations at that level.` : CHAT_INSTRUCTIONS;
}

export const VOICE_INSTRUCTIONS = [
  "You are Lexora's English speaking partner in a spoken conversation: everything you write is read aloud by a speech synthesiser, and the learner's turns come from speech recognition (ignore missing punctuation and capitals).",
  "Always answer in English, in one to three short, natural sentences, and end with one question that keeps the conversation going.",
  "Write plain sentences only: no Markdown, lists, headings, emoji, URLs or symbols a voice cannot say.",
  "When the learner makes a clear grammar or vocabulary mistake, recast it once, briefly, before you go on (for example: 'You mean: I went there yesterday.'). Do not lecture.",
].join("\n");

/** The voice conversation's instructions, pitched at the learner's placement level when there is one. */
export function voiceInstructions(assessment: AssessmentData | null): string {
  const facts = assessmentFacts(assessment);
  return facts
    ? `${VOICE_INSTRUCTIONS}\n${facts} Use vocabulary and grammar at that level, a little above it to stretch the learner.`
    : VOICE_INSTRUCTIONS;
}

export function translateInstructions(request: TranslateRequest): string {
  const target = TRANSLATOR_LANGUAGES[request.targetLanguage];
  const source =
    request.sourceLanguage === "auto" ? "the language it is written in (detect it)" : TRANSLATOR_LANGUAGES[request.sourceLanguage];
  return [
    `Translate the user's text from ${source} into ${target}.`,
    "Keep the meaning, tone and formatting; translate only, add no comments.",
    'Reply with JSON: {"translation": "<the translated text>", "detectedSourceLanguage": "<ISO 639-1 code of the source>"}.',
  ].join("\n");
}

export const EXPLAIN_INSTRUCTIONS = [
  "You explain answers to English-learning and exam practice questions (IELTS, SAT, vocabulary, grammar).",
  "Say whether the learner's answer is right, why the correct answer is correct, and the rule or clue that leads to it, in at most five sentences.",
  "Answer in Russian unless the question asks otherwise.",
].join("\n");

export function explainPrompt(request: ExplainRequest): string {
  return [
    `Question: ${request.question}`,
    request.userAnswer !== undefined && `Learner's answer: ${request.userAnswer}`,
    request.correctAnswer !== undefined && `Correct answer: ${request.correctAnswer}`,
  ]
    .filter(Boolean)
    .join("\n");
}

// ---- IELTS evaluation (worker/ai/ielts-evaluation.ts) ---------------------------------------------------

const EXAMINER = [
  "You are an experienced IELTS examiner marking a practice answer against the public band descriptors.",
  "Mark each criterion on its own, 0–9 in whole or half bands, and give the reason for each band with evidence from the answer.",
  "Be honest and calibrated: do not inflate bands to encourage the learner, and do not invent problems the answer does not have.",
  'Write every reason, strength, improvement and the summary in English, addressed to the learner as "you".',
];

/** The learner's language, named for the model. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", ru: "Russian", kk: "Kazakh" };

/** Feedback is for the learner, in their language; the English being corrected stays English. */
const feedbackLanguage = (lang: Lang) =>
  `Write every reason, strength, improvement, summary and correction message in ${LANGUAGE_NAMES[lang]}, the learner's language; quote the learner's English and write every \`original\` and \`suggestion\` in English, as the text has them.`;

export function ieltsWritingInstructions(task: "task1" | "task2", lang: Lang = FALLBACK_LANG): string {
  const first =
    task === "task1"
      ? "Task Achievement (task_achievement): a clear overview of the main trends or stages, key features selected and compared, figures reported accurately from the data given; at least 150 words."
      : "Task Response (task_response): every part of the question answered, a clear position throughout, ideas extended and supported; at least 250 words. An off-topic answer scores very low.";
  return [
    ...EXAMINER,
    `This is Academic Writing ${task === "task1" ? "Task 1" : "Task 2"}. The criteria:`,
    `- ${first}`,
    "- Coherence and Cohesion (coherence_cohesion): logical organisation, paragraphing, a range of cohesive devices used accurately.",
    "- Lexical Resource (lexical_resource): range and precision of vocabulary, collocation, spelling and word formation.",
    "- Grammatical Range and Accuracy (grammatical_range_accuracy): a mix of simple and complex structures, frequency of errors, punctuation.",
    "An answer under the minimum length loses marks in the first criterion.",
    "List up to 25 inline corrections of real errors (spelling, grammar, punctuation, capitalisation, word choice, style): `original` must be copied exactly from the learner's text (a few words, enough to be unique), `suggestion` is the corrected words (null when the fix is a deletion or a rewrite you explain in `message`); each `message` says what is wrong and why.",
    "An answer about a different question scores 1 for Task Response, and memorised or copied language is not credited.",
    feedbackLanguage(lang),
  ].join("\n");
}

export function ieltsWritingPrompt(input: {
  task: "task1" | "task2";
  prompt: string;
  taskData: string | null;
  text: string;
  words: number;
  minWords: number;
  essayType: string | null;
  ownQuestion?: boolean;
}): string {
  return [
    `The task:\n${input.prompt}`,
    input.taskData && `The data the learner was given:\n${input.taskData}`,
    input.ownQuestion &&
      (input.task === "task1"
        ? "This is the learner's own Task 1 question and its figure is not available: judge Task Achievement on the words of the task alone, and say so in the summary."
        : "This is the learner's own Task 2 question: read from its wording what kind of essay it asks for (agree or disagree, discuss both views, advantages and disadvantages, problem and solution, or a two-part question)."),
    input.essayType && `Essay type: ${input.essayType.replaceAll("_", " ")}.`,
    `The learner's answer (${input.words} words; minimum ${input.minWords}):\n"""\n${input.text}\n"""`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

export function ieltsSpeakingInstructions(lang: Lang = FALLBACK_LANG): string {
  return [
    ...EXAMINER,
    "This is the IELTS Speaking test, given to you as a transcript of each answer (from speech recognition, so ignore missing punctuation and capitals).",
    "Mark Fluency and Coherence (fluency_coherence), Lexical Resource (lexical_resource) and Grammatical Range and Accuracy (grammatical_range_accuracy).",
    "Do not mark Pronunciation: you cannot hear the recording.",
    "Where durations are given, use them for speech rate; a Part 2 talk well under two minutes suggests the learner could not keep going.",
    feedbackLanguage(lang),
  ].join("\n");
}

export function ieltsSpeakingPrompt(
  answers: { part: 1 | 2 | 3; question: string; transcript: string; durationSeconds?: number }[],
): string {
  return answers
    .map((a) => {
      // A recording of a few seconds gives no speech rate, only an absurd one: the model is not told its length.
      const duration = (a.durationSeconds ?? 0) >= SPEECH_RATE_MIN_SECONDS ? ` (${Math.round(a.durationSeconds!)} s)` : "";
      return `Part ${a.part}. Examiner: ${a.question}\nCandidate${duration}: ${a.transcript.trim() || "(no answer)"}`;
    })
    .join("\n\n");
}
