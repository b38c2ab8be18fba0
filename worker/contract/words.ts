/**
 * The personal dictionary: words and categories (docs/architecture.md §5).
 *   GET|POST /api/words, PATCH|DELETE /api/words/:id, POST /api/words/import, GET /api/words/export
 *   GET|POST /api/categories, PATCH|DELETE /api/categories/:id
 * All need a signed-in user (401 `unauthenticated` otherwise). Another user's word or category is 404.
 */
import { z } from "zod";
import {
  CATEGORY_NAME_MAX_LENGTH,
  DEFINITION_MAX_LENGTH,
  DIFFICULTIES,
  GLOSS_LANGUAGES,
  EXAMPLE_MAX_LENGTH,
  IPA_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PARTS_OF_SPEECH,
  WORD_LENGTH_LIMIT,
  WORDS_PAGE_DEFAULT,
  WORDS_PAGE_MAX,
  type Difficulty,
} from "./vocabulary-constants";
import { isSafeText, nameText } from "./text";

/** Error codes of this domain; the SPA maps them to the spec §8 texts. */
export const WORD_ERROR_CODES = {
  /** 409: the same word is already in that category. */
  wordExists: "word_exists",
  /** 409: a category with that name (any case) exists. */
  categoryExists: "category_exists",
  /** 409: "General" cannot be renamed or deleted. */
  categoryLocked: "category_locked",
  wordNotFound: "word_not_found",
  categoryNotFound: "category_not_found",
  /** 400: the lemma has no sense at the position asked for. */
  senseNotFound: "sense_not_found",
  /** 413: more rows (or bytes) than an import accepts. */
  importTooLarge: "import_too_large",
  /** 400: the import file has no rows or no word column. */
  importInvalid: "import_invalid",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((s) => s.trim())
    .transform((s) => (s === "" ? null : s))
    .nullable();

/** Trimmed word of 1 to WORD_LENGTH_LIMIT - 1 characters, in the names-and-titles character rule (contract/text.ts). */
export const wordTextSchema = z
  .string()
  .trim()
  .min(1, "The word must not be empty")
  .max(WORD_LENGTH_LIMIT - 1, `The word must be shorter than ${WORD_LENGTH_LIMIT} characters`)
  .refine(isSafeText, "The word must not contain control characters, text-direction overrides or broken characters");

/** Trimmed category name of 1 to CATEGORY_NAME_MAX_LENGTH characters, in the same character rule. */
export const categoryNameSchema = nameText("category name", CATEGORY_NAME_MAX_LENGTH);

/** How two spellings are compared for duplicates: trimmed, case-insensitive. */
export const wordKey = (word: string) => word.normalize("NFC").trim().toLowerCase();
export const categoryKey = (name: string) => name.normalize("NFC").trim().toLowerCase();

/** The longest translation a learner keeps with a word. */
export const GLOSS_MAX_LENGTH = 200;

const wordFields = {
  definition: optionalText(DEFINITION_MAX_LENGTH),
  /** The translation kept with the word, in `glossLang`. */
  gloss: optionalText(GLOSS_MAX_LENGTH),
  ipa: optionalText(IPA_MAX_LENGTH),
  example: optionalText(EXAMPLE_MAX_LENGTH),
  notes: optionalText(NOTES_MAX_LENGTH),
  difficulty: z.enum(DIFFICULTIES),
  pos: z.enum(PARTS_OF_SPEECH).nullable(),
  categoryId: z.string().min(1).max(64),
};

/**
 * POST /api/words. Only `word` is required; `categoryId` defaults to General. Fields left out are
 * filled from the lexicon when the word (or the lemma of an inflected form) is in it, unless
 * `fillFromLexicon` is false; difficulty falls back to Medium. `sense` (a position of
 * GET /api/lexicon/entries/:word's senses) fills them from that sense rather than the commonest one,
 * and `glossLang` fills the translation in that language (the sense's, else the lemma's).
 */
export const createWordSchema = z
  .object({
    word: wordTextSchema,
    ...wordFields,
    sense: z.number().int().min(0).max(200),
    glossLang: z.enum(GLOSS_LANGUAGES),
    fillFromLexicon: z.boolean().default(true),
  })
  .partial({
    definition: true,
    gloss: true,
    ipa: true,
    example: true,
    notes: true,
    difficulty: true,
    pos: true,
    categoryId: true,
    sense: true,
    glossLang: true,
  })
  .strict();
export type CreateWordRequest = z.input<typeof createWordSchema>;

/**
 * PATCH /api/words/:id: any of the fields (the Edit Words tab edits rows inline). `sense` with `glossLang`
 * switches the word to another sense of its lemma: definition, part of speech and translation follow it.
 */
export const updateWordSchema = z
  .object({ word: wordTextSchema, ...wordFields, sense: z.number().int().min(0).max(200), glossLang: z.enum(GLOSS_LANGUAGES) })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, "Nothing to update");
export type UpdateWordRequest = z.input<typeof updateWordSchema>;

export const idParamSchema = z.object({ id: z.string().min(1).max(64) });

/** The FSRS card of a word, as the list shows it ('in SRS until <date>'). */
export const wordSrsSchema = z.object({
  due: z.string(),
  state: z.enum(["new", "learning", "review", "relearning"]),
});

export const wordSchema = z.object({
  id: z.string(),
  word: z.string(),
  definition: z.string().nullable(),
  ipa: z.string().nullable(),
  example: z.string().nullable(),
  notes: z.string().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  pos: z.enum(PARTS_OF_SPEECH).nullable(),
  categoryId: z.string(),
  category: z.string(),
  /** The lexicon lemma the word was matched to (for GET /api/lexicon/entries/:lemma); null if none. */
  lexiconLemma: z.string().nullable(),
  /** The chosen sense of that lemma (a position among its senses); null when none was chosen. */
  lexiconSense: z.number().int().nullable(),
  /** The translation kept with the word and its language; null when it has none. */
  gloss: z.string().nullable(),
  glossLang: z.enum(GLOSS_LANGUAGES).nullable(),
  /** ISO 8601 times. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** null: not in SRS ('no date'). */
  srs: wordSrsSchema.nullable(),
});
export type Word = z.infer<typeof wordSchema>;

export const WORD_SORT_KEYS = ["date", "word", "difficulty", "category"] as const;
export type WordSortKey = (typeof WORD_SORT_KEYS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** GET /api/words query. Defaults: newest first, WORDS_PAGE_DEFAULT per page. */
export const listWordsQuerySchema = z.object({
  categoryId: z.string().min(1).max(64).optional(),
  /** Case-insensitive substring of the word. */
  q: z.string().trim().max(WORD_LENGTH_LIMIT).optional(),
  inSrs: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  sort: z.enum(WORD_SORT_KEYS).default("date"),
  order: z.enum(SORT_ORDERS).default("desc"),
  limit: z.coerce.number().int().min(1).max(WORDS_PAGE_MAX).default(WORDS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).default(0),
});

export const listWordsResponseSchema = z.object({
  words: z.array(wordSchema),
  /** All of the user's words ('total words'). */
  total: z.number().int(),
  /** Words matching the filters ('shown'); `words` is one page of them. */
  matching: z.number().int(),
  /** The user's words with an SRS card ('in SRS'). */
  inSrs: z.number().int(),
  /** Offset of the next page, or null on the last one. */
  nextOffset: z.number().int().nullable(),
});
export type ListWordsResponse = z.infer<typeof listWordsResponseSchema>;

const DIFFICULTY_ORDER: Record<Difficulty, number> = { Easy: 0, Medium: 1, Hard: 2 };

/** The sortable fields of a word (the list item has them all). */
export type SortableWord = Pick<Word, "id" | "word" | "difficulty" | "category" | "createdAt">;

/**
 * The order GET /api/words returns, for the SPA to re-sort after a local edit without a reload.
 * Ties: by word, then newest first, then id. Words and categories compare case-insensitively by code point.
 */
export function compareWords(sort: WordSortKey, order: SortOrder): (a: SortableWord, b: SortableWord) => number {
  const sign = order === "asc" ? 1 : -1;
  const text = (x: string, y: string) => (x === y ? 0 : x < y ? -1 : 1);
  const primary = (a: SortableWord, b: SortableWord) => {
    switch (sort) {
      case "date":
        return text(a.createdAt, b.createdAt);
      case "word":
        return text(wordKey(a.word), wordKey(b.word));
      case "difficulty":
        return DIFFICULTY_ORDER[a.difficulty] - DIFFICULTY_ORDER[b.difficulty];
      case "category":
        return text(categoryKey(a.category), categoryKey(b.category));
    }
  };
  return (a, b) => sign * primary(a, b) || text(wordKey(a.word), wordKey(b.word)) || text(b.createdAt, a.createdAt) || text(a.id, b.id);
}

/** The filters of GET /api/words applied to a loaded list (same meaning as the query parameters). */
export function filterWords<T extends Pick<Word, "word" | "categoryId" | "srs">>(
  words: readonly T[],
  filter: { categoryId?: string; q?: string; inSrs?: boolean },
): T[] {
  const needle = filter.q ? wordKey(filter.q) : "";
  return words.filter(
    (w) =>
      (filter.categoryId === undefined || w.categoryId === filter.categoryId) &&
      (needle === "" || wordKey(w.word).includes(needle)) &&
      (filter.inSrs === undefined || (w.srs !== null) === filter.inSrs),
  );
}

// ---- categories ----------------------------------------------------------------------------------

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** True for "General": cannot be renamed or deleted. */
  isDefault: z.boolean(),
  wordCount: z.number().int(),
  createdAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** POST /api/categories and PATCH /api/categories/:id. */
export const categoryBodySchema = z.object({ name: categoryNameSchema }).strict();

// ---- import and export ---------------------------------------------------------------------------

export const IMPORT_FORMATS = ["auto", "csv", "tsv"] as const;

/**
 * POST /api/words/import. Either a JSON body `{ content, format?, categoryId? }` or the file itself
 * (`text/csv`, `text/tab-separated-values`, `text/plain`) with `?format=&categoryId=`.
 * Quizlet's export ("term<TAB>definition" per line), CSV/TSV/semicolon files with a header row
 * (word|term|front, definition|meaning|back, category|deck, difficulty|level, example, ipa, notes)
 * and Anki text files with their `#` header lines (worker/vocabulary/anki-text.ts) are understood;
 * without a header the columns are word, definition[, category[, difficulty]].
 */
export const importQuerySchema = z.object({
  format: z.enum(IMPORT_FORMATS).default("auto"),
  categoryId: z.string().min(1).max(64).optional(),
});
export const importBodySchema = z
  .object({ content: z.string(), format: z.enum(IMPORT_FORMATS).default("auto"), categoryId: z.string().min(1).max(64).optional() })
  .strict();
/** The JSON form of an import; the route reads its own body because it also takes raw CSV/TSV text. */
export type ImportBody = z.input<typeof importBodySchema>;

export const importRowErrorSchema = z.object({
  /** 1-based line of the file where the row starts. */
  line: z.number().int(),
  code: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importResponseSchema = z.object({
  /** Rows read (blank lines and the header excluded). */
  rows: z.number().int(),
  imported: z.number().int(),
  /** Rows ignored because the word is already in that category (or earlier in the file). */
  duplicates: z.number().int(),
  errors: z.array(importRowErrorSchema),
  /** Categories the file named that did not exist yet. */
  createdCategories: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;

/** GET /api/words/export?format=csv|anki[&categoryId=]: a file download. */
export const EXPORT_FORMATS = ["csv", "anki"] as const;
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default("csv"),
  categoryId: z.string().min(1).max(64).optional(),
});
/** Columns of the CSV export; the import reads them back. */
export const EXPORT_CSV_COLUMNS = ["word", "definition", "category", "difficulty", "ipa", "example", "notes", "added", "srs_due"] as const;
