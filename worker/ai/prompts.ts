/** What the model is told for each task. Kept apart from the calls so prompts read as prose. */
import { TRANSLATOR_LANGUAGES, type ExplainRequest, type TranslateRequest } from "../contract/ai";
import type { AssessmentData } from "./assessment";

export const CHAT_INSTRUCTIONS = [
  "You are Lexora's English tutor: a friendly, precise teacher of English for learners preparing for IELTS and the SAT.",
  "Answer in the language the learner writes in; English examples stay in English.",
  "Help with lessons, vocabulary, grammar, practice exercises and exam preparation. Correct the learner's mistakes gently and explain why.",
  "Keep answers short and structured; use Markdown lists and bold for key points. Never invent exam scores or official materials.",
].join("\n");

/** The chat instructions plus what the placement assessment says about this learner (spec §7 assessmentData). */
export function chatInstructions(assessment: AssessmentData | null): string {
  if (!assessment) return CHAT_INSTRUCTIONS;
  const facts = [
    assessment.level && `level ${assessment.level}`,
    assessment.score !== null && `score ${assessment.score}`,
    assessment.percentage !== null && `${assessment.percentage}%`,
    assessment.categoryScores && `by category ${JSON.stringify(assessment.categoryScores)}`,
  ].filter(Boolean);
  if (facts.length === 0) return CHAT_INSTRUCTIONS;
  return `${CHAT_INSTRUCTIONS}\nThe learner's placement assessment: ${facts.join(", ")}. Pitch explanations at that level.`;
}

export function translateInstructions(request: TranslateRequest): string {
  const target = TRANSLATOR_LANGUAGES[request.targetLanguage];
  const source = request.sourceLanguage === "auto" ? "the language it is written in (detect it)" : TRANSLATOR_LANGUAGES[request.sourceLanguage];
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
