/**
 * The offline translator's lexicon tables, imported with the lexicon from Müller's
 * English-Russian dictionary (scripts/lexicon/phrases.mjs, scripts/lexicon/reverse-index.mjs).
 */
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * English phrases with their Russian translation ("board and lodging" → "квартира и стол; пансион"),
 * keyed as `phraseKey` writes them: lower case, no "to", no "smb."/"smth." ("look up to smb." → "look up to").
 */
export const lexiconPhrases = sqliteTable("lexicon_phrases", {
  key: text("key").primaryKey(),
  phrase: text("phrase").notNull(),
  russian: text("russian").notNull(),
});

/**
 * Russian → English: a Russian word of the glosses (`word`, under its stem `key`; `uses`: how many
 * glosses have it) → the English words whose gloss has it, as JSON [lemma, cost][] cheapest first
 * (earlier in the gloss, more frequent).
 */
export const lexiconRussian = sqliteTable(
  "lexicon_russian",
  {
    key: text("key").notNull(),
    word: text("word").notNull(),
    uses: integer("uses").notNull(),
    lemmas: text("lemmas").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.word] })],
);
