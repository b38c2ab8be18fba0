export type MuellerGloss = { pos: "noun" | "verb" | "adjective" | "adverb" | null; gloss: string };
export function decodeDictdNumber(text: string): number;
export function parseDictdIndex(text: string): { headword: string; offset: number; length: number }[];
/** One article's Russian glosses, one per part of speech in the article's order. */
export function muellerGlosses(article: string): MuellerGloss[];
/** The headword an article only points to ("= somebody 1"), or null. */
export function muellerReference(article: string): string | null;
/** Every numbered sense of an article by part of speech: its leading Russian and the English its examples quote. */
export type MuellerSenses = { pos: string | null; senses: { ru: string; english: string[] }[] }[];
export function muellerSenses(article: string): MuellerSenses;
/** The glosses of a headword, carrying its articles' numbered senses (homographs included). */
export type MuellerArticle = MuellerGloss[] & { senses: MuellerSenses };
/** Lower-case headword → glosses and senses, from a dictd index and the uncompressed dictionary. */
export function muellerDictionary(indexText: string, dict: Buffer): Map<string, MuellerArticle>;
export function glossFor(glosses: MuellerGloss[], pos: string | null): string | null;
export const MUELLER_PACKAGE: string;
export const MUELLER_FILES: { index: string; dict: string };
export function muellerStamp(): string;
export function readMuellerDictionary(): Map<string, MuellerArticle> | null;
