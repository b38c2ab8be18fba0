/**
 * Tables of the vocabulary domain: the offline lexicon (bulk-loaded by scripts/lexicon, read
 * only at run time; its FTS5 index is hand-written in its own migration), and each user's categories,
 * words, FSRS cards, review log, settings, quizzes and quiz results. Times are epoch milliseconds.
 */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { DESIRED_RETENTION_DEFAULT, DIFFICULTIES, PARTS_OF_SPEECH } from "../contract/vocabulary-constants";
import { CEFR_LEVELS } from "../contract/placement";
import type { FsrsOptimisation } from "../contract/srs";
import { users } from "./auth-schema";

const millis = (name: string) => integer(name);
const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
const owner = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

// ---- lexicon ------------------------------------------------------------------------------------

export const lexiconEntries = sqliteTable(
  "lexicon_entries",
  {
    id: integer("id").primaryKey(),
    /** As WordNet spells it ("Paris", "ice cream"). */
    lemma: text("lemma").notNull(),
    /** Lower case: what search and look-ups match; unique (the build keys entries by it). */
    lemmaKey: text("lemma_key").notNull(),
    /** The part of speech of the most frequent sense. */
    pos: text("pos", { enum: PARTS_OF_SPEECH }).notNull(),
    ipa: text("ipa"),
    /** Frequency rank among lemmas (1 = most frequent, inflected forms counted); null if unseen. */
    rank: integer("rank"),
    /** Search order: the rank, then phrases by their rarest word, then the rest. */
    searchOrder: integer("search_order").notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    /** The word's lowest level in the CEFR-J Vocabulary Profile (A1-B2); null if the profile lacks it. */
    cefr: text("cefr", { enum: CEFR_LEVELS }),
    /** The word's place among the words of its CEFR level, most frequent first (1, 2, …). */
    cefrOrder: integer("cefr_order"),
    /** The definition of the first sense, for lists and autocomplete. */
    definition: text("definition").notNull(),
    /** An example sentence, preferably one that shows the word. */
    example: text("example"),
    senseCount: integer("sense_count").notNull(),
  },
  (t) => [
    // Covers prefix search: the key range is scanned and ordered without touching the table.
    index("lexicon_entries_prefix").on(t.lemmaKey, t.searchOrder),
    index("lexicon_entries_difficulty_rank").on(t.difficulty, t.rank),
    index("lexicon_entries_pos_rank").on(t.pos, t.rank),
    // Quiz distractors: common words of a part of speech and difficulty from a place in a band of ranks.
    index("lexicon_entries_pos_difficulty_rank").on(t.pos, t.difficulty, t.rank),
    // Words of the day are drawn from a CEFR level, or beyond the profile from a band of ranks
    // whatever the difficulty (worker/vocabulary/daily.ts).
    index("lexicon_entries_cefr_order").on(t.cefr, t.cefrOrder),
    index("lexicon_entries_rank").on(t.rank),
  ],
);

export const lexiconSenses = sqliteTable(
  "lexicon_senses",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    pos: text("pos", { enum: PARTS_OF_SPEECH }).notNull(),
    definition: text("definition").notNull(),
    examples: json<string[]>("examples").notNull(),
    synonyms: json<string[]>("synonyms").notNull(),
    /** How often the sense was tagged in WordNet's semantic concordance: the prior of choosing it in context. */
    tagged: integer("tagged").notNull().default(0),
    /**
     * Lower-case words WordNet links to the sense (hypernyms and their definitions, hyponyms, related
     * forms, domains), space-separated; only for ranked words with several senses, which a context chooses among.
     */
    related: text("related"),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.position] })],
);

/** The translation of one sense into an interface language, where the Müller entry separates it (scripts/lexicon/sense-glosses.mjs). */
export const lexiconSenseGlosses = sqliteTable(
  "lexicon_sense_glosses",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    lang: text("lang").notNull(),
    gloss: text("gloss").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.position, t.lang] })],
);

/** Inflected forms → lemma (went → go). A form may inflect several lemmas (saw → see; ground → grind). */
export const lexiconForms = sqliteTable(
  "lexicon_forms",
  {
    form: text("form").notNull(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: "cascade" }),
    pos: text("pos", { enum: PARTS_OF_SPEECH }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.form, t.entryId] }), index("lexicon_forms_entry").on(t.entryId)],
);

/**
 * Short translations of a lemma into an interface language ("ru": the Müller English-Russian
 * dictionary), imported with the lexicon when the dictionary is installed; no row means no gloss.
 */
export const lexiconGlosses = sqliteTable(
  "lexicon_glosses",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    gloss: text("gloss").notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.lang] })],
);

/**
 * Words related in meaning to a lemma's main senses in WordNet (co-hyponyms, an adjective's
 * similar-to cluster), never its synonyms: what quiz distractors are drawn from. `position` keeps
 * WordNet's order.
 */
export const lexiconNeighbours = sqliteTable(
  "lexicon_neighbours",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    neighbourId: integer("neighbour_id")
      .notNull()
      .references(() => lexiconEntries.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.position] })],
);

/** version, entries, forms of the imported lexicon. */
export const lexiconMeta = sqliteTable("lexicon_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---- personal dictionary --------------------------------------------------------------------------

export const categories = sqliteTable(
  "categories",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    name: text("name").notNull(),
    /** Lower-cased name: names are unique per user regardless of case. */
    nameKey: text("name_key").notNull(),
    /** The user's "General" category. */
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [uniqueIndex("categories_user_name").on(t.userId, t.nameKey)],
);

export const words = sqliteTable(
  "words",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    word: text("word").notNull(),
    /** Trimmed, lower-cased word: one per category. */
    wordKey: text("word_key").notNull(),
    definition: text("definition"),
    ipa: text("ipa"),
    example: text("example"),
    notes: text("notes"),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    pos: text("pos", { enum: PARTS_OF_SPEECH }),
    /** The lexicon lemma this word was matched to ("went" → "go"); a key, so it survives lexicon rebuilds. */
    lexiconLemma: text("lexicon_lemma"),
    /** The lexicon sense of `lexiconLemma` the learner chose (its WordNet position); null when not chosen. */
    lexiconSense: integer("lexicon_sense"),
    /** The translation the learner keeps with the word (the chosen sense's, else the lemma's), and its language. */
    gloss: text("gloss"),
    glossLang: text("gloss_lang"),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("words_user_category_word").on(t.userId, t.categoryId, t.wordKey),
    index("words_user_created").on(t.userId, t.createdAt),
    index("words_user_word").on(t.userId, t.wordKey),
  ],
);

// ---- spaced repetition (FSRS) ---------------------------------------------------------------------

/** One FSRS card per word in SRS; `version` grows with every change so concurrent reviews cannot both apply. */
export const srsCards = sqliteTable(
  "srs_cards",
  {
    wordId: text("word_id")
      .primaryKey()
      .references(() => words.id, { onDelete: "cascade" }),
    userId: owner(),
    due: millis("due").notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer("state").notNull(),
    lastReview: millis("last_review"),
    version: integer("version").notNull().default(0),
    createdAt: millis("created_at").notNull(),
    updatedAt: millis("updated_at").notNull(),
  },
  (t) => [index("srs_cards_user_due").on(t.userId, t.due)],
);

export type StoredCard = typeof srsCards.$inferSelect;

/**
 * Every rating, with the memory state before and after, so per-user FSRS parameters can be optimised
 * later. Kept when the word is deleted. `idempotency_key` makes a retried post apply once.
 */
export const reviewLogs = sqliteTable(
  "review_logs",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    wordId: text("word_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** ts-fsrs Rating: 1 again, 2 hard, 3 good, 4 easy. */
    rating: integer("rating").notNull(),
    reviewedAt: millis("reviewed_at").notNull(),
    /** Days since the previous review (fractional); 0 for a new card. */
    elapsedDays: real("elapsed_days").notNull(),
    /** How long the learner took to answer, when the client says. */
    answerMs: integer("answer_ms"),
    stateBefore: integer("state_before").notNull(),
    stateAfter: integer("state_after").notNull(),
    stabilityBefore: real("stability_before").notNull(),
    stabilityAfter: real("stability_after").notNull(),
    difficultyBefore: real("difficulty_before").notNull(),
    difficultyAfter: real("difficulty_after").notNull(),
    dueBefore: millis("due_before").notNull(),
    dueAfter: millis("due_after").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    /** The whole card before the review, restored by undo; JSON null once compacted (worker/progress/compaction.ts). */
    cardBefore: json<StoredCard | null>("card_before").notNull(),
    /** The card's version this review produced; undo applies only while the card is still at it. */
    versionAfter: integer("version_after").notNull(),
    undoneAt: millis("undone_at"),
  },
  (t) => [
    uniqueIndex("review_logs_user_key").on(t.userId, t.idempotencyKey),
    index("review_logs_user_reviewed").on(t.userId, t.reviewedAt),
  ],
);

/** Per-user vocabulary settings: FSRS desired retention and weights, the words-of-the-day level, automatic mistake cards. */
export const vocabularySettings = sqliteTable("vocabulary_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  desiredRetention: real("desired_retention").notNull().default(DESIRED_RETENTION_DEFAULT),
  level: text("level", { enum: DIFFICULTIES }),
  /** FSRS-6 weights optimised from this user's review_logs; null = ts-fsrs defaults. */
  fsrsWeights: json<number[]>("fsrs_weights"),
  /** The last optimisation of those weights on this user's log: how well each set predicted recall. */
  fsrsOptimisation: json<FsrsOptimisation>("fsrs_optimisation"),
  /** Every mistake found in the learner's IELTS work becomes a review card when the result arrives. */
  automaticMistakeCards: integer("automatic_mistake_cards", { mode: "boolean" }).notNull().default(false),
  updatedAt: millis("updated_at").notNull(),
});

// ---- quizzes ----------------------------------------------------------------------------------------

export const quizzes = sqliteTable(
  "quizzes",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    source: text("source").notNull(),
    categoryId: text("category_id"),
    /** The questions as served, answers and explanations included (contract QuizQuestion[]). */
    questions: json<unknown[]>("questions").notNull(),
    questionCount: integer("question_count").notNull(),
    createdAt: millis("created_at").notNull(),
  },
  (t) => [index("quizzes_user_created").on(t.userId, t.createdAt)],
);

/** One result per quiz; a retake is a new quiz. */
export const quizResults = sqliteTable(
  "quiz_results",
  {
    id: text("id").primaryKey(),
    quizId: text("quiz_id")
      .notNull()
      .unique()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    userId: owner(),
    /** The option index chosen per question, null when skipped. */
    answers: json<(number | null)[]>("answers").notNull(),
    correctCount: integer("correct_count").notNull(),
    total: integer("total").notNull(),
    score: integer("score").notNull(),
    band: text("band").notNull(),
    durationSeconds: integer("duration_seconds"),
    completedAt: millis("completed_at").notNull(),
  },
  (t) => [index("quiz_results_user_completed").on(t.userId, t.completedAt)],
);
