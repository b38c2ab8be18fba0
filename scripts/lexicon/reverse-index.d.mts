export type ReverseIndexRow = { key: string; word: string; uses: number; lemmas: [string, number][] };
/** Russian words of the glosses → the English headwords whose gloss has them, cheapest first. */
export function russianReverseIndex(
  glosses: Map<string, { pos: string | null; gloss: string }[]>,
  rankOf: (headword: string) => number | null,
): ReverseIndexRow[];
export const REVERSE_INDEX_LEMMAS: number;
export const REVERSE_INDEX_MAX_COST: number;
