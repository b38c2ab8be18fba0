/**
 * Offline mode (no provider configured): a real mode, not a stub. The chat answers with canned
 * replies picked by simple intent rules and streamed word by word like a model would, and logs a
 * warning so a developer sees why; explanations come from a template. The text chat's replies and the
 * explanations are advice to the learner, in their language (the catalogue's `chat` namespace); the voice
 * conversation's are the English being practised.
 */
import type { ExplainRequest } from "../contract/ai";
import { message as render, translator, type Lang } from "../i18n";

export const CHAT_INTENTS = ["greeting", "vocabulary", "ielts", "grammar", "fallback"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

const INTENT_RULES: [ChatIntent, RegExp][] = [
  // `\b` only knows ASCII letters, so the Cyrillic greetings go without it.
  ["greeting", /^\s*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening))\b|привет|здравствуй|добр(?:ый|ое) (?:день|вечер|утро)|сәлем)/iu],
  ["ielts", /ielts|айелтс|band score|\bband\b|speaking|writing task/iu],
  ["vocabulary", /word|vocabulary|synonym|\bmean(?:s|ing)?\b|definition|слов|лексик|синоним|значени/iu],
  ["grammar", /grammar|tense|article|preposition|граммат|времен|артикл|предлог/iu],
];

export function chatIntent(message: string): ChatIntent {
  return INTENT_RULES.find(([, rule]) => rule.test(message))?.[0] ?? "fallback";
}

/** The canned reply to `message` in `lang`, with the note that it is canned. */
export function cannedReply(message: string, lang: Lang): string {
  return `${render(lang, `chat:canned.${chatIntent(message)}`)}\n\n${render(lang, "chat:offlineNote")}`;
}

/** Pause between the words of a canned reply, so the chat shows it arriving like a model's. */
export const OFFLINE_WORD_DELAY_MS = 15;

/** A text as deltas (each word with its following space), stopping when `signal` aborts. */
async function* wordByWord(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  for (const word of text.match(/\S+\s*/gu) ?? []) {
    if (signal?.aborted) return;
    yield word;
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_WORD_DELAY_MS));
  }
}

/** The canned reply as text deltas, stopping when `signal` aborts. */
export function streamCannedReply(message: string, lang: Lang, signal?: AbortSignal): AsyncGenerator<string> {
  console.warn("AI offline mode: answering the chat with a canned reply (set OPENAI_API_KEY for a real model)");
  return wordByWord(cannedReply(message, lang), signal);
}

/**
 * The voice conversation's canned replies: English, short and ending in a question, so the learner
 * keeps speaking. Several per intent, taken in turn, so a conversation does not repeat one line.
 */
export const CANNED_VOICE_REPLIES: Record<ChatIntent, readonly string[]> = {
  greeting: [
    "Hello! It's nice to hear from you. I'm answering in offline mode today, with prepared replies, but you can still practise speaking. What did you do today?",
  ],
  vocabulary: [
    "A good way to remember a new word is to use it in a sentence about your own life. Can you make a sentence with a word you learned this week?",
    "Words stick better when you say them out loud several times. Which new word would you like to practise right now?",
  ],
  ielts: [
    "In the speaking test, try to answer with an opinion, a reason and an example. Let's practise: what do you like most about your hometown, and why?",
    "Examiners listen for a range of vocabulary and natural linking words. Describe a place you would like to visit, and say why you want to go there.",
  ],
  grammar: [
    "Grammar improves fastest when you use it while speaking. Tell me about something you did last weekend, using the past tense.",
    "Let's practise the present perfect. What is something you have never done, but would like to try?",
  ],
  fallback: [
    "That's interesting. Can you tell me a little more about it?",
    "I see. How did you feel about that?",
    "Thanks for telling me. What would you like to do differently next time?",
    "That sounds important to you. Why do you think that is?",
  ],
};

/** The canned voice reply to the learner's `turn`-th message (0 = first) of a conversation. */
export function cannedVoiceReply(message: string, turn: number): string {
  const replies = CANNED_VOICE_REPLIES[chatIntent(message)];
  return replies[turn % replies.length]!;
}

/** The canned voice reply as text deltas, like `streamCannedReply`. */
export function streamCannedVoiceReply(message: string, turn: number, signal?: AbortSignal): AsyncGenerator<string> {
  console.warn("AI offline mode: answering the voice conversation with a canned reply (set OPENAI_API_KEY for a real model)");
  return wordByWord(cannedVoiceReply(message, turn), signal);
}

export function offlineExplanation(request: ExplainRequest, lang: Lang): string {
  const t = translator(lang);
  const verdict =
    request.userAnswer !== undefined && request.correctAnswer !== undefined
      ? request.userAnswer.trim().toLowerCase() === request.correctAnswer.trim().toLowerCase()
        ? t("chat:explainRight")
        : t("chat:explainWrong", { answer: request.userAnswer })
      : null;
  return [
    verdict,
    request.correctAnswer !== undefined && t("chat:explainCorrect", { answer: request.correctAnswer }),
    t("chat:explainOffline"),
  ]
    .filter(Boolean)
    .join(" ");
}
