/** The words of a user's dictionary: list (filters, sort, pages), add, edit, delete. */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { ListWordsResponse, Word, WordSortKey, SortOrder } from "../contract/words";
import { wordKey, WORD_ERROR_CODES, type CreateWordRequest, type UpdateWordRequest } from "../contract/words";
import { GLOSS_LANGUAGES, type Difficulty, type GlossLanguage, type PartOfSpeech } from "../contract/vocabulary-constants";
import { categories, srsCards, words } from "../db/schema";
import { ApiError } from "../lib/errors";
import { matchLexicon } from "../lexicon/entries";
import { glossesByKey, senseFill } from "../lexicon/glosses";
import { ensureGeneral, findCategory } from "./categories";
import { iso, isUniqueViolation, newId, type Db } from "../db/client";
import { cardStateName } from "./scheduler";

export type WordRow = typeof words.$inferSelect;

const isGlossLanguage = (lang: string | null): lang is GlossLanguage => GLOSS_LANGUAGES.some((l) => l === lang);
type CardSummary = { due: number; state: number } | null;

/** The default difficulty of a word the lexicon does not know. */
export const FALLBACK_DIFFICULTY: Difficulty = "Medium";

export const toWord = (row: WordRow, category: string, card: CardSummary): Word => ({
  id: row.id,
  word: row.word,
  definition: row.definition,
  ipa: row.ipa,
  example: row.example,
  notes: row.notes,
  difficulty: row.difficulty,
  pos: row.pos,
  categoryId: row.categoryId,
  category,
  lexiconLemma: row.lexiconLemma,
  lexiconSense: row.lexiconSense,
  gloss: row.gloss,
  glossLang: isGlossLanguage(row.glossLang) ? row.glossLang : null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  srs: card ? { due: iso(card.due), state: cardStateName(card.state) } : null,
});

const wordColumns = { word: words, category: categories.name, due: srsCards.due, state: srsCards.state };

function wordView(r: { word: WordRow; category: string; due: number | null; state: number | null }): Word {
  return toWord(r.word, r.category, r.due === null || r.state === null ? null : { due: r.due, state: r.state });
}

const DIFFICULTY_RANK = sql`CASE ${words.difficulty} WHEN 'Easy' THEN 0 WHEN 'Medium' THEN 1 ELSE 2 END`;

/** The same order as `compareWords` in the contract (tested against each other). */
function orderBy(sort: WordSortKey, order: SortOrder): SQL[] {
  const direction = order === "asc" ? asc : desc;
  const primary: Record<WordSortKey, SQL> = {
    date: direction(words.createdAt),
    word: direction(words.wordKey),
    difficulty: order === "asc" ? sql`${DIFFICULTY_RANK} ASC` : sql`${DIFFICULTY_RANK} DESC`,
    category: direction(categories.nameKey),
  };
  return [primary[sort], asc(words.wordKey), desc(words.createdAt), asc(words.id)];
}

export type ListWordsFilter = {
  categoryId?: string;
  q?: string;
  inSrs?: boolean;
  sort: WordSortKey;
  order: SortOrder;
  limit: number;
  offset: number;
};

/** A category filter names one of the caller's own categories: another user's or a missing one is 404, as everywhere else. */
export async function listWords(db: Db, userId: string, filter: ListWordsFilter): Promise<ListWordsResponse> {
  if (filter.categoryId !== undefined) await findCategory(db, userId, filter.categoryId);
  const conditions: SQL[] = [eq(words.userId, userId)];
  if (filter.categoryId !== undefined) conditions.push(eq(words.categoryId, filter.categoryId));
  if (filter.q) conditions.push(sql`instr(${words.wordKey}, ${wordKey(filter.q)}) > 0`);
  if (filter.inSrs !== undefined) conditions.push(filter.inSrs ? isNotNull(srsCards.wordId) : isNull(srsCards.wordId));
  const where = and(...conditions);
  const [page, [matching], [totals]] = await db.batch([
    db
      .select(wordColumns)
      .from(words)
      .innerJoin(categories, eq(categories.id, words.categoryId))
      .leftJoin(srsCards, eq(srsCards.wordId, words.id))
      .where(where)
      .orderBy(...orderBy(filter.sort, filter.order))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(words).leftJoin(srsCards, eq(srsCards.wordId, words.id)).where(where),
    db
      .select({ total: count(), inSrs: count(srsCards.wordId) })
      .from(words)
      .leftJoin(srsCards, eq(srsCards.wordId, words.id))
      .where(eq(words.userId, userId)),
  ]);
  const matchingCount = matching?.n ?? 0;
  const end = filter.offset + page.length;
  return {
    words: page.map(wordView),
    total: totals?.total ?? 0,
    matching: matchingCount,
    inSrs: totals?.inSrs ?? 0,
    nextOffset: end < matchingCount ? end : null,
  };
}

export async function getWord(db: Db, userId: string, id: string): Promise<Word> {
  const [row] = await db
    .select(wordColumns)
    .from(words)
    .innerJoin(categories, eq(categories.id, words.categoryId))
    .leftJoin(srsCards, eq(srsCards.wordId, words.id))
    .where(and(eq(words.id, id), eq(words.userId, userId)));
  if (!row) throw new ApiError(404, WORD_ERROR_CODES.wordNotFound);
  return wordView(row);
}

export const duplicateWord = (word: string, category: string) =>
  new ApiError(409, WORD_ERROR_CODES.wordExists, { params: { word, category } });

type Filled = {
  definition: string | null;
  ipa: string | null;
  example: string | null;
  difficulty: Difficulty;
  pos: PartOfSpeech | null;
  lexiconLemma: string | null;
  lexiconSense: number | null;
  gloss: string | null;
  glossLang: GlossLanguage | null;
};

const senseNotFound = (sense: number) => new ApiError(400, WORD_ERROR_CODES.senseNotFound, { params: { sense } });

export async function createWord(db: Db, userId: string, body: CreateWordRequest & { word: string }): Promise<Word> {
  const category = body.categoryId ? await findCategory(db, userId, body.categoryId) : await ensureGeneral(db, userId);
  const key = wordKey(body.word);
  const match = (await matchLexicon(db, [key])).get(key);
  const fill = body.fillFromLexicon !== false && match;
  const lang = body.glossLang ?? null;
  // The chosen sense, else the lemma's commonest one with the lemma's own translation.
  const sense = match && body.sense !== undefined ? await senseFill(db, match.lemma_key, body.sense, lang) : null;
  if (match && body.sense !== undefined && !sense) throw senseNotFound(body.sense);
  const lemmaGloss = fill && lang && !sense ? ((await glossesByKey(db, lang, [match.lemma_key])).get(match.lemma_key) ?? null) : null;
  const gloss = body.gloss ?? (fill ? (sense?.gloss ?? lemmaGloss) : null);
  const filled: Filled = {
    definition: body.definition ?? (fill ? (sense?.definition ?? match.definition) : null),
    ipa: body.ipa ?? (fill ? match.ipa : null),
    example: body.example ?? (fill ? (sense ? sense.example : match.example) : null),
    difficulty: body.difficulty ?? (fill ? match.difficulty : FALLBACK_DIFFICULTY),
    pos: body.pos ?? (fill ? (sense?.pos ?? match.pos) : null),
    lexiconLemma: match?.lemma_key ?? null,
    lexiconSense: sense ? (body.sense ?? null) : null,
    gloss,
    glossLang: gloss ? lang : null,
  };
  const now = Date.now();
  const row: WordRow = {
    id: newId(),
    userId,
    categoryId: category.id,
    word: body.word,
    wordKey: key,
    notes: body.notes ?? null,
    ...filled,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db.insert(words).values(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateWord(body.word, category.name);
    throw err;
  }
  return toWord(row, category.name, null);
}

export async function updateWord(db: Db, userId: string, id: string, update: UpdateWordRequest): Promise<Word> {
  const [current] = await db
    .select()
    .from(words)
    .where(and(eq(words.id, id), eq(words.userId, userId)));
  if (!current) throw new ApiError(404, WORD_ERROR_CODES.wordNotFound);
  const category = update.categoryId
    ? await findCategory(db, userId, update.categoryId)
    : await findCategory(db, userId, current.categoryId);
  const { sense: chosenSense, glossLang, ...fields } = update;
  const changes: Partial<WordRow> = { ...fields, updatedAt: Date.now() };
  if (update.gloss !== undefined) changes.glossLang = update.gloss === null ? null : (glossLang ?? current.glossLang);
  if (update.word !== undefined) {
    changes.wordKey = wordKey(update.word);
    if (changes.wordKey !== current.wordKey) {
      changes.lexiconLemma = (await matchLexicon(db, [changes.wordKey])).get(changes.wordKey)?.lemma_key ?? null;
      changes.lexiconSense = null;
    }
  }
  if (chosenSense !== undefined) {
    const lemma = changes.lexiconLemma ?? current.lexiconLemma;
    const sense = lemma ? await senseFill(db, lemma, chosenSense, glossLang ?? null) : null;
    if (!sense) throw senseNotFound(chosenSense);
    // Another sense: its definition, part of speech and translation, unless this edit sets them itself.
    changes.lexiconSense = chosenSense;
    changes.definition = update.definition !== undefined ? update.definition : sense.definition;
    changes.pos = update.pos !== undefined ? update.pos : sense.pos;
    if (update.gloss === undefined) {
      changes.gloss = sense.gloss;
      changes.glossLang = sense.gloss ? (glossLang ?? null) : null;
    }
  }
  try {
    await db
      .update(words)
      .set(changes)
      .where(and(eq(words.id, id), eq(words.userId, userId)));
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateWord(update.word ?? current.word, category.name);
    throw err;
  }
  return getWord(db, userId, id);
}

export async function deleteWord(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(words)
    .where(and(eq(words.id, id), eq(words.userId, userId)))
    .returning({ id: words.id });
  if (deleted.length === 0) throw new ApiError(404, WORD_ERROR_CODES.wordNotFound);
}
