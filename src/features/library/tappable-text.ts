/** How the reader cuts a paragraph into sentences and words, so a tapped word keeps its sentence. */

/** Sentences of a paragraph: cut after . ! ? (and a closing quote or bracket) followed by a space. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?]["”’)]?)\s+/).filter((s) => s.length > 0);
}

const WORD = /([A-Za-z]+(?:['’-][A-Za-z]+)*)/;

/** A sentence as alternating pieces: odd indexes are words, even ones the spaces and punctuation between. */
export const splitWords = (sentence: string): string[] => sentence.split(WORD);

/** A selection the word card can look up: one word or a short phrase of letters. */
export function lookUpText(selected: string): string | null {
  const text = selected.trim().replace(/\s+/g, " ");
  return /^[A-Za-z]+(?:['’ -][A-Za-z]+){0,3}$/.test(text) && text.length <= 60 ? text : null;
}
