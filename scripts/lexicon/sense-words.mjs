// The content words of an English text, as the Worker reads them when it chooses a sense in context
// (worker/lexicon/sense-choice.ts reads the same stop-word list).
import { readFileSync } from "node:fs";

const STOPWORDS = new Set(JSON.parse(readFileSync(new URL("../../worker/lexicon/stopwords.json", import.meta.url), "utf8")));

/** Lower-case words of three letters or more that are not stop words, in their order. */
export function senseWords(text) {
  return (text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? []).filter((w) => w.length >= 3 && !STOPWORDS.has(w));
}
