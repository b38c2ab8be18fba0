export type MuellerGloss = { pos: "noun" | "verb" | "adjective" | "adverb" | null; gloss: string };
export function decodeDictdNumber(text: string): number;
export function parseDictdIndex(text: string): { headword: string; offset: number; length: number }[];
/** One article's Russian glosses, one per part of speech in the article's order. */
export function muellerGlosses(article: string): MuellerGloss[];
/** The headword an article only points to ("= somebody 1"), or null. */
export function muellerReference(article: string): string | null;
/** Lower-case headword → glosses, from a dictd index and the uncompressed dictionary. */
export function muellerDictionary(indexText: string, dict: Buffer): Map<string, MuellerGloss[]>;
export function glossFor(glosses: MuellerGloss[], pos: string | null): string | null;
export const MUELLER_PACKAGE: string;
export const MUELLER_FILES: { index: string; dict: string };
export function muellerStamp(): string;
export function readMuellerDictionary(): Map<string, MuellerGloss[]> | null;
