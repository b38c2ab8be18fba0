/**
 * The voice assistant's feedback card: the words the tutor corrected and vocabulary to learn, from the
 * conversation's messages. With a model: structured output, kept only where it can be checked (a
 * correction quotes the learner's own words). Offline (or when the model fails): the spelling checker's
 * findings in the learner's turns (irregular forms known: "goed" → went; candidates ranked by the lexicon's
 * frequencies) and the less common words the tutor used, found in the lexicon.
 */
import { generateText, Output } from "ai";
import type { ChatMessage } from "../contract/chat";
import { modelVoiceFeedbackSchema, VOICE_FEEDBACK_MAX_ITEMS, type VoiceFeedback } from "../contract/voice-assistant";
import type { Db } from "../db/client";
import { languageModel, type AiEnv } from "../ai/model";
import { tokensUsed } from "../ai/usage";
import { misspellings, spellingRanks } from "../ielts/spelling";
import { wordTokens } from "../ielts/text-features";
import { STOP_WORDS } from "../ielts/word-lists";
import { matchLexicon } from "../lexicon/entries";

/** A lemma ranked past this many more frequent ones counts as less common: worth suggesting to a learner. */
export const LESS_COMMON_RANK = 2000;
const NO_QUESTION: ReadonlySet<string> = new Set();
/** The model reads at most this much of the conversation (its end, where the learner is now). */
const TRANSCRIPT_MAX_CHARS = 8000;

export const VOICE_FEEDBACK_INSTRUCTIONS = [
  "You review a spoken English practice conversation between a learner and their tutor (the learner's turns come from speech recognition: ignore punctuation and capitals).",
  "List the learner's real grammar and vocabulary mistakes, each with the learner's words copied exactly, the corrected words and the one word or short phrase of the correction worth learning.",
  `Then suggest up to ${VOICE_FEEDBACK_MAX_ITEMS} useful words or short phrases on the conversation's topic that the learner did not use, each with a short definition in simple English.`,
  "Do not invent mistakes the learner did not make; an empty list is a good answer for a correct conversation.",
].join("\n");

const learnerText = (messages: readonly ChatMessage[]) =>
  messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");

function transcript(messages: readonly ChatMessage[]): string {
  const lines = messages.map((m) => `${m.role === "user" ? "Learner" : "Tutor"}: ${m.content.trim()}`);
  let text = lines.join("\n");
  while (text.length > TRANSCRIPT_MAX_CHARS && lines.length > 1) {
    lines.shift();
    text = lines.join("\n");
  }
  return text.slice(-TRANSCRIPT_MAX_CHARS);
}

const sameText = (a: string) => a.trim().toLowerCase().replace(/\s+/g, " ");

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Derived without a model: spelling-checker findings in the learner's turns, the tutor's less common words. */
export async function offlineVoiceFeedback(db: Db, messages: readonly ChatMessage[]): Promise<VoiceFeedback> {
  const learner = learnerText(messages);
  const tokens = wordTokens(learner);
  const ranks = await spellingRanks(db, learner, tokens, NO_QUESTION);
  const corrections = uniqueBy(
    misspellings(learner, tokens, NO_QUESTION, ranks).flatMap((m) =>
      m.suggestion ? [{ said: m.text, better: m.suggestion, word: m.suggestion.toLowerCase() }] : [],
    ),
    (c) => c.word,
  ).slice(0, VOICE_FEEDBACK_MAX_ITEMS);

  const used = new Set(wordTokens(learner).map((t) => t.text.toLowerCase()));
  // The greeting every voice conversation starts with says nothing about this one.
  const tutorWords = messages
    .filter((m, index) => m.role === "assistant" && index > 0)
    .flatMap((m) => wordTokens(m.content).map((t) => t.text.toLowerCase()))
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !used.has(word));
  const found = await matchLexicon(db, tutorWords);
  const vocabulary = uniqueBy(
    [...found.values()].filter((entry) => (entry.rank ?? Number.MAX_SAFE_INTEGER) > LESS_COMMON_RANK && !used.has(entry.lemma_key)),
    (entry) => entry.lemma_key,
  )
    .sort((a, b) => (b.rank ?? Number.MAX_SAFE_INTEGER) - (a.rank ?? Number.MAX_SAFE_INTEGER))
    .slice(0, VOICE_FEEDBACK_MAX_ITEMS)
    .map((entry) => ({ word: entry.lemma, meaning: entry.definition }));
  return { method: "offline", corrections, vocabulary };
}

/**
 * The model's review, or null without a model. Corrections that do not quote the learner are
 * dropped, and so are suggested words the learner already used. Throws when the model call fails
 * (with the tokens it cost when it answered something unusable).
 */
export async function modelVoiceFeedback(
  env: AiEnv,
  messages: readonly ChatMessage[],
  signal?: AbortSignal,
): Promise<{ body: VoiceFeedback; tokens: number } | null> {
  const model = await languageModel(env);
  if (!model) return null;
  const result = await generateText({
    model,
    instructions: VOICE_FEEDBACK_INSTRUCTIONS,
    prompt: transcript(messages),
    output: Output.object({ schema: modelVoiceFeedbackSchema }),
    abortSignal: signal,
    maxRetries: 1,
  });
  const tokens = tokensUsed(result.totalUsage, result.text);
  const parsed = modelVoiceFeedbackSchema.safeParse(result.output);
  if (!parsed.success) throw Object.assign(new Error("The model's feedback did not match its schema"), { tokens });
  const learner = sameText(learnerText(messages));
  const usedWords = new Set(wordTokens(learner).map((t) => t.text));
  const clean = (text: string) => text.trim().replace(/\s+/g, " ");
  const corrections = uniqueBy(
    parsed.data.corrections
      .map((c) => ({ said: clean(c.said), better: clean(c.better), word: clean(c.word).slice(0, 60) }))
      .filter((c) => c.said && c.better && c.word && sameText(c.said) !== sameText(c.better) && learner.includes(sameText(c.said))),
    (c) => sameText(c.word),
  ).slice(0, VOICE_FEEDBACK_MAX_ITEMS);
  const vocabulary = uniqueBy(
    parsed.data.vocabulary
      .map((v) => ({ word: clean(v.word).slice(0, 60), meaning: clean(v.meaning) || null }))
      .filter((v) => v.word && !usedWords.has(v.word.toLowerCase())),
    (v) => sameText(v.word),
  ).slice(0, VOICE_FEEDBACK_MAX_ITEMS);
  return { body: { method: "model", corrections, vocabulary }, tokens };
}
