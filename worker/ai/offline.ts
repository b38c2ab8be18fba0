/**
 * Offline mode (no provider configured): a real mode, not a stub. The chat answers with canned
 * replies picked by simple intent rules and streamed word by word like a model would, and logs a
 * warning so a developer sees why; explanations come from a template.
 */
import type { ExplainRequest } from "../contract/ai";

export const CHAT_INTENTS = ["greeting", "vocabulary", "ielts", "grammar", "fallback"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

const OFFLINE_NOTE = "_(AI работает в офлайн-режиме: это готовый ответ. Подключите модель, чтобы получать персональные ответы.)_";

export const CANNED_REPLIES: Record<ChatIntent, string> = {
  greeting:
    "Привет! Рад вас видеть. Я помогу с английским: словами, грамматикой, практикой и подготовкой к IELTS и SAT. О чём поговорим сегодня?",
  vocabulary:
    "Новые слова лучше всего запоминаются в контексте. Добавьте их в свой словарь, составьте с каждым по два предложения и повторяйте карточки в режиме интервального повторения — приложение само напомнит, когда пора.",
  ielts:
    "Для IELTS важны все четыре навыка: Listening, Reading, Writing и Speaking. Начните с пробного теста в разделе IELTS, чтобы увидеть свой уровень, затем тренируйте самый слабый навык каждый день по 30–40 минут и следите за временем на каждой части.",
  grammar:
    "С грамматикой помогает правило «одна тема — много примеров». Выпишите правило своими словами, найдите пять примеров в текстах и составьте пять своих предложений. Пришлите их мне, когда подключится AI, — и я их проверю.",
  fallback:
    "Я пока отвечаю в офлайн-режиме и не могу разобрать ваш вопрос подробно. Попробуйте словарь, карточки или тесты в приложении — они работают и без AI.",
};

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

export function cannedReply(message: string): string {
  return `${CANNED_REPLIES[chatIntent(message)]}\n\n${OFFLINE_NOTE}`;
}

/** Pause between the words of a canned reply, so the chat shows it arriving like a model's. */
export const OFFLINE_WORD_DELAY_MS = 15;

/** The canned reply as text deltas (each word with its following space), stopping when `signal` aborts. */
export async function* streamCannedReply(message: string, signal?: AbortSignal): AsyncGenerator<string> {
  console.warn("AI offline mode: answering the chat with a canned reply (set OPENAI_API_KEY for a real model)");
  for (const word of cannedReply(message).match(/\S+\s*/gu) ?? []) {
    if (signal?.aborted) return;
    yield word;
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_WORD_DELAY_MS));
  }
}

export function offlineExplanation(request: ExplainRequest): string {
  const verdict =
    request.userAnswer !== undefined && request.correctAnswer !== undefined
      ? request.userAnswer.trim().toLowerCase() === request.correctAnswer.trim().toLowerCase()
        ? "Ваш ответ верный."
        : `Ваш ответ «${request.userAnswer}» не совпадает с правильным.`
      : null;
  return [
    verdict,
    request.correctAnswer !== undefined && `Правильный ответ: «${request.correctAnswer}».`,
    "Подробное объяснение появится, когда подключится AI: сейчас он работает в офлайн-режиме.",
  ]
    .filter(Boolean)
    .join(" ");
}
