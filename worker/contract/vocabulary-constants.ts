/**
 * Constants of the vocabulary domain (dictionary, SRS, quizzes, words of the day), stated once and
 * imported by the Worker, the SPA and the tests.
 */

export const DIFFICULTIES = ["Easy", "Medium", "Hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const PARTS_OF_SPEECH = ["noun", "verb", "adjective", "adverb"] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** Every user has this category; it cannot be renamed or deleted (spec §3, §9). */
export const DEFAULT_CATEGORY_NAME = "General";
export const CATEGORY_NAME_MAX_LENGTH = 60;

/** A word must be shorter than this ("empty or 200+ character word → 400"). */
export const WORD_LENGTH_LIMIT = 200;
export const DEFINITION_MAX_LENGTH = 2000;
export const EXAMPLE_MAX_LENGTH = 1000;
export const NOTES_MAX_LENGTH = 2000;
export const IPA_MAX_LENGTH = 200;

/** GET /api/words pages: the default suits a virtualised list; the maximum returns a whole dictionary. */
export const WORDS_PAGE_DEFAULT = 200;
export const WORDS_PAGE_MAX = 10_000;

/** Import: rows per file (413 above) and the request size that is refused before parsing. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Desired retention of the FSRS scheduler (Anki's guard-rails, product-anchors §1.1). */
export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;
export const DESIRED_RETENTION_DEFAULT = 0.9;

/** The study day starts at this local hour, like Anki: reviews done at 1 am count for the day before. */
export const STUDY_DAY_START_HOUR = 4;
/** Learning and relearning cards due within this many minutes are shown now (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MINUTES = 20;

export const LEXICON_SEARCH_LIMIT_DEFAULT = 10;
export const LEXICON_SEARCH_LIMIT_MAX = 25;
export const LEXICON_QUERY_MAX_LENGTH = 64;
/**
 * Lower case, single spaces, underscores as spaces: how queries and lemmas are compared. Here, free of
 * zod, so the SPA's look-up field does not load the schemas with it.
 */
export const normalizeLexiconQuery = (text: string) => text.normalize("NFC").toLowerCase().replace(/_/g, " ").replace(/\s+/g, " ").trim();

/**
 * Interface languages the lexicon has glosses in (Russian, from the Müller dictionary). Kazakh has no
 * packaged dictionary, and English needs none: those interfaces ask for no glosses and download none.
 */
export const GLOSS_LANGUAGES = ["ru"] as const;
export type GlossLanguage = (typeof GLOSS_LANGUAGES)[number];
/** The gloss language for an interface language ("ru-RU" → "ru"), or null when there are no glosses in it. */
export const glossLanguageOf = (language: string): GlossLanguage | null =>
  GLOSS_LANGUAGES.find((gloss) => language === gloss || language.startsWith(`${gloss}-`)) ?? null;
/** GET /api/lexicon/glosses: words per request (a review session, a quiz, a flashcard deck). */
export const GLOSS_WORDS_MAX = 100;

export const DAILY_WORD_COUNT = 5;

export const QUIZ_OPTION_COUNT = 4;
/** A quiz needs at least this many usable words (a definition to ask about); fewer → 'Error generating quiz'. */
export const QUIZ_MIN_WORDS = 4;
export const QUIZ_QUESTIONS_MIN = QUIZ_MIN_WORDS;
export const QUIZ_QUESTIONS_MAX = 30;
export const QUIZ_QUESTIONS_DEFAULT = 10;

/**
 * Quiz result bands by score in percent (spec §4, §8): the first band whose minimum the score
 * reaches. The SPA shows `message` through i18next under `messageKey`.
 */
export const QUIZ_BANDS = [
  { band: "excellent", minScore: 80, messageKey: "quiz.band.excellent", message: "Excellent! Superb result!" },
  { band: "good", minScore: 50, messageKey: "quiz.band.good", message: "Good! Keep learning!" },
  { band: "try_again", minScore: 0, messageKey: "quiz.band.tryAgain", message: "Try again, you can do it!" },
] as const;

export function quizBand(scorePercent: number): (typeof QUIZ_BANDS)[number] {
  return QUIZ_BANDS.find((b) => scorePercent >= b.minScore) ?? QUIZ_BANDS[QUIZ_BANDS.length - 1]!;
}

/** Score in whole percent, as stored and shown ('Quiz completed with N% score!'). */
export const quizScore = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));
