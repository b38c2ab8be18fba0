/**
 * Draft lessons from the custom lesson creator. With a model configured the model writes
 * the blocks as structured output (ids are made here), validated like any lesson before one row is
 * stored; an invalid answer stores nothing. Offline the draft is assembled from dictionary words of the
 * level that fit the topic and fixed block patterns (intro text, vocabulary, quiz, tasks per skill).
 */
import { generateText, NoObjectGeneratedError, Output } from "ai";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  cefrOfDraftLevel,
  LESSON_DRAFT_ERROR_CODES,
  type DraftLength,
  type DraftLevel,
  type DraftSkill,
  type LessonDraftResponse,
} from "../contract/lesson-drafts";
import { lessonCreateSchema, seededOrder, type CefrLevel, type LessonBlockInput, type LessonCreate } from "../contract/lessons";
import type { Difficulty, PartOfSpeech } from "../contract/vocabulary-constants";
import { batchSql, newId, rowsOf, type Db } from "../db/client";
import { lessons } from "../db/schema";
import { languageModel, type AiEnv } from "../ai/model";
import { tokensUsed } from "../ai/usage";
import { matchLexicon } from "../lexicon/entries";
import { ApiError } from "../lib/errors";
import { sanitiseBlocks } from "./sanitise";

export type DraftInput = { topic: string; level: DraftLevel; skills: DraftSkill[]; length: DraftLength };

/** How much each length asks for: vocabulary words, quiz questions, essay words and seconds to speak. */
const LENGTHS: Record<DraftLength, { words: number; questions: number; minWords: number; speakSeconds: number }> = {
  short: { words: 5, questions: 4, minWords: 80, speakSeconds: 60 },
  medium: { words: 8, questions: 6, minWords: 150, speakSeconds: 90 },
  long: { words: 12, questions: 10, minWords: 250, speakSeconds: 120 },
};

/** The lexicon's difficulty that fits a CEFR level. */
export const difficultyOfLevel = (level: CefrLevel): Difficulty =>
  level === "A1" || level === "A2" ? "Easy" : level === "B1" || level === "B2" ? "Medium" : "Hard";

const MIN_WORDS = 4;
const DEFINITION_MAX = 240;

type DraftWord = { lemma: string; ipa: string | null; pos: PartOfSpeech; definition: string; example: string | null };

const levelLabel = (level: DraftLevel) => (level.startsWith("ielts_") ? `IELTS band ${level.slice("ielts_".length)}` : `CEFR ${level}`);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const topicTerms = (topic: string) => [...new Set(topic.toLowerCase().match(/\p{L}{3,}/gu) ?? [])].slice(0, 5);

/**
 * Single common words of the level's difficulty: first those whose word, definition or example mentions
 * the topic, then the most frequent others of that difficulty, so the level always holds.
 */
async function draftWords(db: Db, topic: string, difficulty: Difficulty, wanted: number): Promise<DraftWord[]> {
  const columns = sql`lemma_key AS lemma, ipa, pos, definition, example`;
  const usable = sql`difficulty = ${difficulty} AND rank IS NOT NULL AND lemma = lemma_key AND instr(lemma_key, ' ') = 0 AND length(lemma_key) >= 3`;
  const terms = topicTerms(topic);
  const mentions: SQL[] = terms.map((t) => sql`(lemma_key = ${t} OR definition LIKE ${`%${t}%`} OR example LIKE ${`%${t}%`})`);
  const [onTopic, common] = await batchSql(db, [
    mentions.length
      ? sql`SELECT ${columns} FROM lexicon_entries WHERE ${usable} AND (${sql.join(mentions, sql` OR `)}) ORDER BY rank LIMIT ${wanted}`
      : sql`SELECT ${columns} FROM lexicon_entries WHERE 0`,
    sql`SELECT ${columns} FROM lexicon_entries WHERE ${usable} ORDER BY rank LIMIT ${wanted * 2}`,
  ]);
  const picked = new Map<string, DraftWord>();
  for (const row of [...rowsOf<DraftWord>(onTopic!), ...rowsOf<DraftWord>(common!)]) {
    if (picked.size === wanted) break;
    if (!picked.has(row.lemma)) picked.set(row.lemma, row);
  }
  return [...picked.values()];
}

const BLANK = "___";

/** The example with the word blanked once, when the sentence shows it exactly. */
function gapSentence(word: DraftWord): string | null {
  if (!word.example) return null;
  const match = new RegExp(`(^|[^\\p{L}'-])(${word.lemma})(?=$|[^\\p{L}'-])`, "iu").exec(word.example);
  if (!match) return null;
  const start = match.index + match[1]!.length;
  const sentence = word.example.slice(0, start) + BLANK + word.example.slice(start + match[2]!.length);
  return sentence.length <= 300 && sentence.split(BLANK).length === 2 ? sentence : null;
}

const explanationOf = (w: DraftWord) =>
  clip(`"${w.lemma}"${w.ipa ? ` /${w.ipa}/` : ""} (${w.pos}): ${w.definition}.${w.example ? ` Example: "${w.example}"` : ""}`, 1000);

function offlineQuestions(words: readonly DraftWord[], count: number): LessonBlockInput & { type: "quiz" } {
  const questions = words.slice(0, count).map((word, i) => {
    const id = `q${i + 1}`;
    const gap = i % 2 === 1 ? gapSentence(word) : null;
    if (gap) return { id, kind: "gap_fill" as const, prompt: gap, answers: [word.lemma], explanation: explanationOf(word) };
    const others = seededOrder(
      words.filter((w) => w.lemma !== word.lemma),
      id,
    ).slice(0, 3);
    const options = seededOrder([word.lemma, ...others.map((w) => w.lemma)], `${id}-options`);
    return {
      id,
      kind: "multiple_choice" as const,
      prompt: `Which word means "${clip(word.definition, DEFINITION_MAX)}"?`,
      options,
      answer: options.indexOf(word.lemma),
      explanation: explanationOf(word),
    };
  });
  return { id: "quiz", type: "quiz", title: "Check the words", questions };
}

/** The offline draft: original block patterns filled with the chosen words. */
export function offlineLesson(input: DraftInput, words: readonly DraftWord[]): LessonCreate {
  const size = LENGTHS[input.length];
  const topic = capitalised(input.topic);
  const has = (skill: DraftSkill) => input.skills.includes(skill);
  const list = words
    .map((w) => `- **${w.lemma}**${w.ipa ? ` /${w.ipa}/` : ""} (${w.pos}): ${clip(w.definition, DEFINITION_MAX)}`)
    .join("\n");
  const examples = words.filter((w) => w.example).map((w) => `- ${w.example}`);
  const intro = [
    `# ${topic}`,
    `This lesson (${levelLabel(input.level)}) gives you ${words.length} words to talk and write about ${input.topic}.`,
    "How to use the words: say each word aloud, read its meaning, then make a sentence of your own with it about the topic. Come back to the words you found hard before the quiz.",
    list,
  ];
  if (has("reading") && examples.length) intro.push("## Read", "Read these sentences and find each word in them:", examples.join("\n"));
  if (has("grammar"))
    intro.push(
      "## Grammar focus",
      "Notice what each word is: a noun names a thing, a verb an action, an adjective describes a noun, an adverb a verb. Use each word in its own role in your sentences.",
    );
  const blocks: LessonBlockInput[] = [
    { id: "intro", type: "text", markdown: intro.join("\n\n") },
    { id: "words", type: "vocabulary", title: `Words: ${clip(input.topic, 60)}`, words: words.map((w) => w.lemma) },
  ];
  if (has("listening") && examples.length)
    blocks.push({
      id: "listen",
      type: "audio",
      title: "Listen to the words in use",
      media_key: null,
      transcript: examples.join("\n").replaceAll("- ", ""),
    });
  blocks.push(offlineQuestions(words, Math.min(size.questions, words.length)));
  if (has("writing"))
    blocks.push({
      id: "write",
      type: "writing",
      task: "task2",
      prompt: `Write about ${input.topic}. What matters most about it to you and to people in your country? Give reasons and examples, and use at least five of the lesson's words.`,
      min_words: size.minWords,
    });
  if (has("speaking"))
    blocks.push({
      id: "speak",
      type: "speaking",
      prompt: `Talk about ${input.topic}: describe your own experience of it and say what you think about it. Use the lesson's words.`,
      prep_seconds: 30,
      speak_seconds: size.speakSeconds,
    });
  return {
    kind: "lesson",
    title: clip(`${topic} (${levelLabel(input.level)})`, 120),
    description: `Words, a quiz and tasks about ${clip(input.topic, 80)}, made from the dictionary.`,
    level: cefrOfDraftLevel(input.level),
    blocks,
  };
}

// ---- the model's draft ----------------------------------------------------------------------------

/**
 * A block as the model writes it: no ids (made here) and no uploads (a model cannot make media). Kept
 * loose on purpose: the lesson rules (lengths, counts, the gap mark) are checked after ids are added.
 */
const modelQuestionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("multiple_choice"),
    prompt: z.string(),
    options: z.array(z.string()),
    answer: z.number(),
    explanation: z.string(),
  }),
  z.object({ kind: z.literal("gap_fill"), prompt: z.string(), answers: z.array(z.string()), explanation: z.string() }),
  z.object({
    kind: z.literal("matching"),
    prompt: z.string(),
    pairs: z.array(z.object({ left: z.string(), right: z.string() })),
    explanation: z.string(),
  }),
  z.object({ kind: z.literal("true_false"), prompt: z.string(), answer: z.boolean(), explanation: z.string() }),
]);
const modelDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  blocks: z.array(
    z.discriminatedUnion("type", [
      z.object({ type: z.literal("text"), markdown: z.string() }),
      z.object({ type: z.literal("vocabulary"), title: z.string().nullable(), words: z.array(z.string()) }),
      z.object({ type: z.literal("quiz"), title: z.string().nullable(), questions: z.array(modelQuestionSchema) }),
      z.object({ type: z.literal("writing"), task: z.enum(["task1", "task2"]), prompt: z.string(), min_words: z.number() }),
      z.object({ type: z.literal("speaking"), prompt: z.string(), prep_seconds: z.number(), speak_seconds: z.number() }),
    ]),
  ),
});

/** A model answer that was not a valid lesson; it still cost tokens, which the budget charges. */
export class InvalidDraftError extends ApiError {
  constructor(
    detail: string,
    readonly tokens: number,
  ) {
    super(502, LESSON_DRAFT_ERROR_CODES.invalidModelOutput);
    this.cause = detail;
  }
}

const DRAFT_INSTRUCTIONS = `You write English lessons for learners. Answer only with the JSON object asked for.
Blocks: "text" (Markdown, no HTML), "vocabulary" (single dictionary words in lower case), "quiz" (questions of kind
multiple_choice with options and the index of the right one as answer, gap_fill with the sentence's gap written ___
and accepted answers, matching with pairs of left and right, true_false with a boolean answer; every question has
an explanation), "writing" (an IELTS task1 or task2 prompt and min_words), "speaking" (a prompt, prep_seconds,
speak_seconds between 15 and 180). Begin with a text block that introduces the topic, then a vocabulary block and a quiz.`;

const draftPrompt = (input: DraftInput) =>
  [
    `Topic: ${input.topic}`,
    `Level: ${levelLabel(input.level)}`,
    `Skills to practise: ${input.skills.join(", ")}`,
    `Length: ${input.length} (about ${LENGTHS[input.length].words} words and ${LENGTHS[input.length].questions} quiz questions)`,
  ].join("\n");

/** The model's blocks with ids made here, validated as a new lesson. */
function modelLesson(input: DraftInput, output: z.infer<typeof modelDraftSchema>, tokens: number): LessonCreate {
  const blocks = output.blocks.map((block, b) => {
    const id = `b${b + 1}`;
    if (block.type === "quiz") return { ...block, id, questions: block.questions.map((q, i) => ({ ...q, id: `q${i + 1}` })) };
    return { ...block, id };
  });
  const parsed = lessonCreateSchema.safeParse({
    kind: "lesson",
    title: output.title,
    description: output.description || null,
    level: cefrOfDraftLevel(input.level),
    blocks,
  });
  if (!parsed.success || parsed.data.blocks.length === 0)
    throw new InvalidDraftError(parsed.success ? "no blocks" : parsed.error.message, tokens);
  return parsed.data;
}

async function generateModelDraft(env: AiEnv, input: DraftInput, signal?: AbortSignal): Promise<{ lesson: LessonCreate; tokens: number }> {
  const model = await languageModel(env);
  if (!model) throw new Error("no model is configured");
  let result;
  try {
    result = await generateText({
      model,
      instructions: DRAFT_INSTRUCTIONS,
      prompt: draftPrompt(input),
      output: Output.object({ schema: modelDraftSchema }),
      abortSignal: signal,
      maxRetries: 1,
    });
  } catch (err) {
    const tokens = NoObjectGeneratedError.isInstance(err) ? tokensUsed(err.usage, err.text ?? "") : 0;
    if (NoObjectGeneratedError.isInstance(err)) throw new InvalidDraftError(err.message, tokens);
    throw err;
  }
  const tokens = tokensUsed(result.totalUsage, result.text);
  const output = modelDraftSchema.safeParse(result.output);
  if (!output.success) throw new InvalidDraftError(output.error.message, tokens);
  return { lesson: modelLesson(input, output.data, tokens), tokens };
}

async function storeDraft(db: Db, ownerId: string, lesson: LessonCreate): Promise<string> {
  const parsed = lessonCreateSchema.parse(lesson);
  const id = newId();
  // Stored like every lesson the builder saves: Markdown without raw HTML or unsafe addresses.
  await db.insert(lessons).values({ id, ownerId, status: "draft", ...parsed, blocks: sanitiseBlocks(parsed.blocks) });
  return id;
}

export async function offlineDraft(db: Db, ownerId: string, input: DraftInput): Promise<LessonDraftResponse> {
  const words = await draftWords(db, input.topic, difficultyOfLevel(cefrOfDraftLevel(input.level)), LENGTHS[input.length].words);
  if (words.length < MIN_WORDS) throw new ApiError(422, LESSON_DRAFT_ERROR_CODES.notEnoughWords);
  const lesson = offlineLesson(input, words);
  return { lesson_id: await storeDraft(db, ownerId, lesson), title: lesson.title, method: "offline" };
}

/** The model's draft with the tokens it spent (for the budget); call only with a model configured. */
export async function modelDraft(
  db: Db,
  env: AiEnv,
  ownerId: string,
  input: DraftInput,
  signal?: AbortSignal,
): Promise<{ body: LessonDraftResponse; tokens: number }> {
  const generated = await generateModelDraft(env, input, signal);
  const lesson = await withLexiconWords(db, generated.lesson, generated.tokens);
  const id = await storeDraft(db, ownerId, lesson);
  return { body: { lesson_id: id, title: lesson.title, method: "ai" }, tokens: generated.tokens };
}

/**
 * Vocabulary blocks keep only words the lexicon knows (as its lemma: "went" becomes "go"), so every
 * word has its IPA and definition in the player; a block left with none makes the draft invalid.
 */
async function withLexiconWords(db: Db, lesson: LessonCreate, tokens: number): Promise<LessonCreate> {
  const blocks = lesson.blocks ?? [];
  const asked = blocks.flatMap((block) => (block.type === "vocabulary" ? block.words : []));
  const known = await matchLexicon(db, asked);
  const checked = blocks.map((block) => {
    if (block.type !== "vocabulary") return block;
    const words = [...new Set(block.words.flatMap((word) => known.get(word)?.lemma_key ?? []))];
    if (words.length === 0) throw new InvalidDraftError("a vocabulary block has no dictionary words", tokens);
    return { ...block, words };
  });
  return { ...lesson, blocks: checked };
}
