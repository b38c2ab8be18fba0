/** "T AH0 M EY1 T OW2" → "təˈmeɪˌtoʊ"; throws on symbols that are not ARPAbet. */
export function arpabetToIpa(arpabet: string): string;
