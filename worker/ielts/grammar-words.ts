/**
 * Words and clauses for the learner-grammar rules (./grammar): a sentence as words with offsets and what lies
 * between them, the word classes the rules ask about (from ./word-forms' part-of-speech lexicon, with closed
 * lists where a lexicon's guess is not safe enough), and English inflection (-s, -ed, -ing).
 */
import { hasTag, irregularVerb, isUncountable, tagsOf, type Tag } from "./word-forms";

export type Word = {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** What lies between the previous word and this one (spaces, commas…). */
  gap: string;
};

export type Sentence = { start: number; end: number; words: Word[] };

/** The text's sentences, split after . ! ? and at line breaks, each as its words. */
export function sentencesOf(text: string): Sentence[] {
  const found: Sentence[] = [];
  const pattern = /[^.!?\n]+(?:[.!?]+|(?=\n)|$)/g;
  for (const m of text.matchAll(pattern)) {
    const words: Word[] = [];
    let last = m.index;
    for (const w of m[0].matchAll(/[\p{L}\d]+(?:['’][\p{L}]+)*/gu)) {
      const start = m.index + w.index;
      words.push({
        text: w[0],
        lower: w[0].toLowerCase().replace(/’/g, "'"),
        start,
        end: start + w[0].length,
        gap: text.slice(last, start),
      });
      last = start + w[0].length;
    }
    if (words.length) found.push({ start: m.index, end: m.index + m[0].length, words });
  }
  return found;
}

const set = (words: string) => new Set(words.split(" "));

export const DETERMINERS = set(
  "a an the this that these those my your his her its our their some any no every each another either neither much many few several all both what which whose such one two three four five six seven eight nine ten",
);
export const POSSESSIVES = set("my your his her its our their");
export const SUBJECT_PRONOUNS = set("i you we they he she it");
export const THIRD_SINGULAR_PRONOUNS = set("he she it");
export const OBJECT_PRONOUNS = set("me him her us them you");
export const MODALS = set("can could will would shall should must may might cannot can't couldn't won't wouldn't shouldn't mustn't");
export const BE_FORMS = set("am is are was were be been being 'm 're 's");
export const PREPOSITIONS = set(
  "of in on at for with from to by about into onto over under between among through during without within against towards toward across behind beyond near like than per via upon despite except",
);
/** Words that start a new clause: what follows has a subject of its own. */
export const CLAUSE_OPENERS = set(
  "and but so because that which who whom whose where when while whereas although though if unless since as until before after once whether why how what",
);
/** Conjunctions after which a new subject starts (not "and"/"or", which also join nouns: "the river and the church"). */
export const SUBORDINATORS = set("but so because that although though while whereas when if unless since once whether");
/** Adverbs that may sit between a subject and its verb ("people often think"). */
export const MID_ADVERBS = set(
  "often usually always also never sometimes just really still already only even rarely seldom generally normally mostly mainly certainly probably actually all both ever hardly",
);
/** Heads that are plural in meaning though they look singular, or take either verb in British English. */
export const COLLECTIVE = set(
  "government family team staff police public audience crew committee couple group class company majority minority cattle data media youth generation army council jury",
);
/** Nouns for people: a subject that feels (an -ed adjective), or a countable noun that needs an article. */
export const PERSON_NOUNS = set(
  "people person man woman men women child children student students teacher teachers parent parents friend friends brother brothers sister sisters mother father son daughter sons daughters boss colleague colleagues doctor doctors nurse nurses tourist tourists adult adults employee employees worker workers citizen citizens learner learners kid kids boy boys girl girls husband wife grandparents grandmother grandfather uncle aunt cousin cousins neighbour neighbours neighbor neighbors customer customers driver drivers player players candidate candidates pupil pupils classmate classmates teenager teenagers youngster youngsters everyone everybody someone somebody nobody anyone anybody visitors visitor passengers passenger guests guest fans individuals individual graduates graduate engineers engineer",
);

const is = (word: string | undefined, words: ReadonlySet<string>) => word !== undefined && words.has(word);
export const isIn = (w: Word | undefined, words: ReadonlySet<string>) => is(w?.lower, words);

/** A comma, semicolon, colon, dash or bracket between two words: a clause or phrase boundary. */
export const breaksBefore = (w: Word | undefined) => w !== undefined && /[,;:()\u2013\u2014"]|\s-\s/.test(w.gap);

/** A word the lexicon does not know (a British spelling, a rarer word). */
const unknown = (w: string) => tagsOf(w).length === 0 && /^[a-z][a-z-]+$/.test(w);
/** The part of speech of a word the lexicon does not know, from its ending; most such words in an essay are nouns. */
function guess(w: string): Tag | undefined {
  if (!unknown(w)) return undefined;
  if (/ly$/.test(w)) return "RB";
  if (/ing$/.test(w)) return "VBG";
  if (/ed$/.test(w)) return "VBN";
  if (/est$/.test(w)) return "JJS";
  if (/(ous|ful|ive|able|ible|al|ic|less|ish|ary)$/.test(w)) return "JJ";
  return /[^su]s$/.test(w) ? "NNS" : "NN";
}
/**
 * The word's usual part of speech. The lexicon's other tags come from tagged corpora and are noisy ("many" is
 * tagged VB, "and" VBP), so the structure of a sentence is read from the first tag only.
 */
export const primary = (w: string): Tag | undefined => tagsOf(w)[0] ?? guess(w);

export const isNounSingular = (w: string) => primary(w) === "NN" && w !== "people";
export const isNounPlural = (w: string) => primary(w) === "NNS" || w === "people" || w === "children";
export const isNoun = (w: string) => /^NN/.test(primary(w) ?? "");
/** An adjective by the word's usual use ("new", "good"). */
export const isAdjective = (w: string) => /^JJ/.test(primary(w) ?? "");
export const isAdverb = (w: string) => /^RB/.test(primary(w) ?? "");
/** A base verb by its usual use ("go", "think"). */
export const isBaseVerb = (w: string) => /^(VB|VBP)$/.test(primary(w) ?? "");
/**
 * A word that can be a base verb where the sentence needs one (after "I", a modal, "to"): a verb first, or a
 * noun or adjective that is also a verb ("work", "cook", "open"), never a form in -s or a past.
 */
export const canBeBaseVerb = (w: string) => {
  const tags = tagsOf(w);
  if (isBaseVerb(w)) return true;
  if (!tags.includes("VB") && !tags.includes("VBP")) return false;
  return tags[0] === "NN" || (tags[0] === "JJ" && (tags[1] === "VB" || tags[1] === "VBP"));
};
/** A verb in -s ("thinks", "lives"): first a verb, or a plural noun that is also one ("works"). */
export const isThirdSingularVerb = (w: string) =>
  primary(w) === "VBZ" || (primary(w) === "NNS" && hasTag(w, "VBZ")) || /^(is|was|has|does|doesn't|isn't|wasn't|hasn't)$/.test(w);
export const uncountable = isUncountable;

/** The third person -s form ("go" → goes, "study" → studies, "have" → has). */
export function thirdPerson(base: string): string {
  if (base === "have") return "has";
  if (base === "be") return "is";
  if (base === "do") return "does";
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** The base of a third person -s form ("goes" → go, "studies" → study). */
export function baseOfThirdPerson(form: string): string {
  if (form === "has") return "have";
  if (form === "does") return "do";
  if (form === "is") return "be";
  if (/ies$/.test(form) && form.length > 4) return `${form.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes|zes|oes)$/.test(form)) return form.slice(0, -2);
  return form.replace(/s$/, "");
}

/** Short verbs that double their last consonant before -ed and -ing ("stop" → stopped, "plan" → planning). */
const doubles = (base: string) => /^[^aeiou]*[aeiou][bcdfgklmnprstvz]$/.test(base) && !/[wxy]$/.test(base);

/** The past simple ("go" → went, "visit" → visited, "stop" → stopped, "study" → studied). */
export function pastOf(base: string): string {
  const irregular = irregularVerb(base)?.past[0];
  if (irregular) return irregular;
  if (base === "be") return "was";
  if (base.endsWith("e")) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (doubles(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

/** The past participle ("see" → seen, "live" → lived). */
export function participleOf(base: string): string {
  const irregular = irregularVerb(base)?.participle[0];
  if (irregular) return irregular;
  if (base === "be") return "been";
  return pastOf(base);
}

/** The -ing form ("read" → reading, "make" → making, "swim" → swimming, "lie" → lying). */
export function gerundOf(base: string): string {
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base) && base !== "be" && base !== "see") return `${base.slice(0, -1)}ing`;
  if (doubles(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

/** Keeps the first letter's case of `model`. */
export const likeCase = (model: string, word: string) => (/^\p{Lu}/u.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word);
