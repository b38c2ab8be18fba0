/** An English phrase's key in lexicon_phrases ("To look up smb.!" → "look up"). */
export function phraseKey(text: string): string;
/** The Russian words of a text, lower case with ё as е. */
export function russianWords(text: string): string[];
/** A Russian word's key in lexicon_russian: its Snowball stem. */
export function russianKey(word: string): string;
