/** Lexicon words the worker-test fixture always contains. */
export const FIXTURE_WORDS: readonly string[];
/** SQL statements that load a few hundred real lexicon entries (built and cached per lexicon version). */
export function ensureLexiconFixture(): Promise<string[]>;
