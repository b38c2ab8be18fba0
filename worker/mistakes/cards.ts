/**
 * Findings → review cards: the finding's word as a dictionary word in the meaning its sentence gives it
 * (the lexicon's sense choice fills in that sense's definition and translation; the learner's sentence with
 * every correction made is its example) with an SRS card. Idempotent: a word already in the dictionary
 * (any category) gets its card and no copy; another meaning can be chosen later from the dictionary.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { MISTAKE_ERROR_CODES, type MistakeCardResponse, type MistakeFinding, type MistakeFindingsResponse } from "../contract/mistakes";
import { LEXICON_CONTEXT_MAX_LENGTH } from "../contract/lexicon";
import { glossLanguageOf, type GlossLanguage } from "../contract/vocabulary-constants";
import { wordKey } from "../contract/words";
import { IELTS_ERROR_CODES } from "../contract/ielts";
import { ieltsSubmissions, profiles, srsCards, vocabularySettings, words } from "../db/schema";
import type { Db } from "../db/client";
import { ApiError } from "../lib/errors";
import { lookupLexiconEntry } from "../lexicon/lookup";
import { addToSrs } from "../vocabulary/srs";
import { createWord } from "../vocabulary/words";
import { submissionFindings, type Finding } from "./findings";

type SubmissionRow = typeof ieltsSubmissions.$inferSelect;

/** The learner's own submission; another user's is 404 like a missing one. */
async function ownSubmission(db: Db, userId: string, id: string): Promise<SubmissionRow> {
  const [row] = await db
    .select()
    .from(ieltsSubmissions)
    .where(and(eq(ieltsSubmissions.id, id), eq(ieltsSubmissions.userId, userId)));
  if (!row) throw new ApiError(404, IELTS_ERROR_CODES.submissionNotFound);
  return row;
}

/**
 * The learner's dictionary words with these keys: key → word id (the oldest, when several categories
 * have it); with `inReview`, only words that have an SRS card.
 */
async function wordIdsByKey(db: Db, userId: string, keys: string[], inReview = false): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const query = db.select({ id: words.id, key: words.wordKey }).from(words).$dynamic();
  const rows = await (inReview ? query.innerJoin(srsCards, eq(srsCards.wordId, words.id)) : query)
    .where(and(eq(words.userId, userId), inArray(words.wordKey, keys)))
    .orderBy(asc(words.createdAt));
  const byKey = new Map<string, string>();
  for (const row of rows) if (!byKey.has(row.key)) byKey.set(row.key, row.id);
  return byKey;
}

export async function mistakeFindings(db: Db, userId: string, submissionId: string): Promise<MistakeFindingsResponse> {
  const findings = submissionFindings(await ownSubmission(db, userId, submissionId));
  const ids = await wordIdsByKey(
    db,
    userId,
    findings.map((f) => wordKey(f.word)),
    true,
  );
  return { submissionId, findings: findings.map((f) => ({ ...f, wordId: ids.get(wordKey(f.word)) ?? null })) };
}

async function cardFor(
  db: Db,
  userId: string,
  finding: Finding,
  glossLang: GlossLanguage | null,
): Promise<{ wordId: string; created: boolean }> {
  const key = wordKey(finding.word);
  let wordId = (await wordIdsByKey(db, userId, [key])).get(key);
  let created = false;
  if (!wordId) {
    try {
      // The sense the sentence gives the word, with its definition and translation (the lexicon fills them in).
      const entry = await lookupLexiconEntry(db, key, undefined, finding.sentence.slice(0, LEXICON_CONTEXT_MAX_LENGTH));
      wordId = (
        await createWord(db, userId, {
          word: entry?.entry.lemma ?? finding.word,
          example: finding.sentence,
          ...(entry?.bestSense != null ? { sense: entry.bestSense } : {}),
          ...(glossLang ? { glossLang } : {}),
        })
      ).id;
      created = true;
    } catch (err) {
      // A concurrent request made it first: use that word.
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      wordId = (await wordIdsByKey(db, userId, [key])).get(key);
      if (!wordId) throw err;
    }
  }
  const { created: carded } = await addToSrs(db, userId, wordId);
  return { wordId, created: created || carded };
}

/** The translation language of the learner's interface, for cards made without a request (or one without a language). */
async function profileGlossLanguage(db: Db, userId: string): Promise<GlossLanguage | null> {
  const [profile] = await db.select({ lang: profiles.preferredLanguage }).from(profiles).where(eq(profiles.id, userId));
  return glossLanguageOf(profile?.lang ?? "");
}

/** The finding at `index` of the learner's own submission as a review card; another user's submission is 404. */
export async function cardFromFinding(
  db: Db,
  userId: string,
  submissionId: string,
  index: number,
  glossLang: GlossLanguage | null,
): Promise<MistakeCardResponse> {
  const finding = submissionFindings(await ownSubmission(db, userId, submissionId))[index];
  if (!finding) throw new ApiError(404, MISTAKE_ERROR_CODES.findingNotFound);
  const { wordId, created } = await cardFor(db, userId, finding, glossLang ?? (await profileGlossLanguage(db, userId)));
  const made: MistakeFinding = { ...finding, wordId };
  return { finding: made, wordId, created };
}

export async function mistakeSettings(db: Db, userId: string): Promise<{ automatic: boolean }> {
  const [row] = await db
    .select({ automatic: vocabularySettings.automaticMistakeCards })
    .from(vocabularySettings)
    .where(eq(vocabularySettings.userId, userId));
  return { automatic: row?.automatic ?? false };
}

export async function updateMistakeSettings(db: Db, userId: string, automatic: boolean): Promise<{ automatic: boolean }> {
  const set = { automaticMistakeCards: automatic, updatedAt: Date.now() };
  await db
    .insert(vocabularySettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: vocabularySettings.userId, set });
  return { automatic };
}

/**
 * When the learner turned automatic cards on, every finding of a submission that just got its result
 * becomes a card. Best effort: the submission's result stands whatever happens here.
 */
export async function automaticMistakeCards(db: Db, row: SubmissionRow): Promise<void> {
  try {
    if (!(await mistakeSettings(db, row.userId)).automatic) return;
    const glossLang = await profileGlossLanguage(db, row.userId);
    for (const finding of submissionFindings(row)) await cardFor(db, row.userId, finding, glossLang);
  } catch (err) {
    console.error(`mistake cards of IELTS submission ${row.id} could not be made`, err);
  }
}
