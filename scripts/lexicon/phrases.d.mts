export type MuellerPhrase = { key: string; phrase: string; translation: string };
/** One article's English phrases with their Russian translations, in order. */
export function articlePhrases(article: string): MuellerPhrase[];
/** Every phrase of common words in a dictd index and its uncompressed dictionary, one per key. */
export function muellerPhrases(indexText: string, dict: Buffer, rankOf: (word: string) => number | null): MuellerPhrase[];
export const PHRASE_MAX_RANK: number;
export function readMuellerPhrases(rankOf: (word: string) => number | null): MuellerPhrase[];
