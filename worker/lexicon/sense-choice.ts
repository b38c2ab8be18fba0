/**
 * Which sense of a word a sentence means, as the field does it without a model: the part of speech the
 * word has in the sentence (compromise's tagger, chosen by measurement: tests/worker/fixtures/sense-choice.ts),
 * a Lesk-style overlap between the sentence's content words and what each sense says (definition,
 * examples, synonyms and the words WordNet links to it), and WordNet's sense frequencies as the prior.
 * The weights were set on the development sentences only; the held-out ones measure them.
 */
import { stemmer } from "stemmer";
import type { PartOfSpeech } from "../contract/vocabulary-constants";
import stopwordList from "./stopwords.json";

const STOPWORDS = new Set(stopwordList);

/** One sense a word in context may have, from any lexicon entry the word can be ("assumed": assumed, assume). */
export type CandidateSense = {
  /** The candidate's entry, as the caller keys it. */
  entryKey: string;
  /** The word is this entry's lemma (not an inflected form of it). */
  exact: boolean;
  pos: PartOfSpeech;
  /** Order within its entry (WordNet's, most frequent first). */
  position: number;
  definition: string;
  examples: readonly string[];
  synonyms: readonly string[];
  /** Times tagged in WordNet's semantic concordance. */
  tagged: number;
  /** Words WordNet links to the sense, space-separated (null for words with one sense or no rank). */
  related: string | null;
};

/** What each piece of evidence is worth (tuned on DEVELOPMENT). */
export const SENSE_WEIGHTS = {
  /** Per content word the sentence shares with the sense's definition, examples or synonyms. */
  gloss: 1,
  /** Per content word shared with the words WordNet links to the sense. */
  related: 0.6,
  /** Times ln(1 + tagged count). */
  prior: 0.1,
  /** A sense of another part of speech than the tagger gives the word (the tagger is right 43 times in 45 on DEVELOPMENT). */
  otherPos: 1.5,
  /** A sense of an entry the word is only an inflected form of, when it is an entry itself. */
  inflected: 0.3,
  /** A sense that names someone or somewhere ("Key": Francis Scott Key) for a word written in lower case. */
  name: 4,
  /** Per word a sense shares with the definitions of the sentence's other words (extended Lesk). */
  expanded: 0.1,
};

/** WordNet's senses of people and places have only capitalised names as synonyms. */
const namesSomeone = (sense: CandidateSense) => sense.synonyms.length > 0 && sense.synonyms.every((name) => /^\p{Lu}/u.test(name));

/** Lower-case content words of three letters or more (scripts/lexicon/sense-words.mjs reads the same way). */
export const contentWords = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) ?? []).filter((word) => word.length >= 3 && !STOPWORDS.has(word));

const stems = (words: readonly string[]) => new Set(words.map((word) => stemmer(word)));

type Tagger = (sentence: string) => Array<{ normal: string; tags: Set<string> }>;

let tagger: Promise<Tagger> | undefined;

/** compromise is loaded with the first look-up that has a context, so other requests never pay for it. */
function loadTagger(): Promise<Tagger> {
  tagger ??= import("compromise/two").then(({ default: nlp }) => (sentence: string) => {
    const terms: Array<{ normal?: string; tags?: Set<string> }> = nlp(sentence).docs.flat();
    return terms.map((term) => ({ normal: term.normal ?? "", tags: term.tags ?? new Set<string>() }));
  });
  return tagger;
}

const TAG_POS: Array<[string, PartOfSpeech]> = [
  ["Verb", "verb"],
  ["Adjective", "adjective"],
  ["Adverb", "adverb"],
  ["Noun", "noun"],
];

/** The word's part of speech in the sentence, or null when the tagger does not find the word. */
export async function partOfSpeechIn(sentence: string, word: string): Promise<PartOfSpeech | null> {
  const target = word.toLowerCase();
  const term = (await loadTagger())(sentence).find((t) => t.normal.replace(/[^a-z'-]/g, "") === target);
  if (!term) return null;
  return TAG_POS.find(([tag]) => term.tags.has(tag))?.[1] ?? null;
}

/**
 * Scores every candidate sense for the word in the sentence; the highest fits best.
 * @param pos the word's part of speech in the sentence (partOfSpeechIn), null when unknown
 */
export function scoreSenses(
  word: string,
  sentence: string,
  pos: PartOfSpeech | null,
  candidates: readonly CandidateSense[],
  /** Definitions of the sentence's other words, which say what the sentence is about in WordNet's own words. */
  contextDefinitions: readonly string[] = [],
): number[] {
  const own = stemmer(word.toLowerCase());
  const lowerCase = word === word.toLowerCase();
  const context = stems(contentWords(sentence).filter((w) => stemmer(w) !== own));
  context.delete(own);
  const expanded = stems(contextDefinitions.flatMap(contentWords));
  expanded.delete(own);
  for (const stem of context) expanded.delete(stem);
  return candidates.map((sense) => {
    const gloss = stems([
      ...contentWords(sense.definition),
      ...sense.examples.flatMap(contentWords),
      ...contentWords(sense.synonyms.join(" ")),
    ]);
    const related = stems(sense.related ? sense.related.split(" ") : []);
    let overlap = 0;
    for (const stem of context) {
      if (gloss.has(stem)) overlap += SENSE_WEIGHTS.gloss;
      else if (related.has(stem)) overlap += SENSE_WEIGHTS.related;
    }
    for (const stem of expanded) if (gloss.has(stem) || related.has(stem)) overlap += SENSE_WEIGHTS.expanded;
    return (
      overlap +
      SENSE_WEIGHTS.prior * Math.log1p(sense.tagged) -
      (pos !== null && sense.pos !== pos ? SENSE_WEIGHTS.otherPos : 0) -
      (lowerCase && namesSomeone(sense) ? SENSE_WEIGHTS.name : 0) -
      (sense.exact ? 0 : SENSE_WEIGHTS.inflected)
    );
  });
}

/** The index of the candidate that fits the sentence best (the first on a tie). */
export async function chooseSense(
  word: string,
  sentence: string,
  candidates: readonly CandidateSense[],
  contextDefinitions: readonly string[] = [],
): Promise<number> {
  if (candidates.length <= 1) return 0;
  const scores = scoreSenses(word, sentence, await partOfSpeechIn(sentence, word), candidates, contextDefinitions);
  return scores.reduce((best, score, i) => (score > scores[best]! ? i : best), 0);
}
