/**
 * What the checkers know about English words, from wink-lexicon (MIT; its part-of-speech lexicon of about
 * 13,000 common words derives from fnTBL, its irregular verbs from Wikipedia's list): a word's parts of speech
 * (Penn tags, most frequent first), irregular verbs and nouns, and the nouns that have no plural. Loaded with
 * the module, synchronously, so the spelling and grammar checks stay pure functions.
 */
import irregularVerbList from "wink-lexicon/src/irregular-verbs.js";
import taggedWords from "wink-lexicon/src/lexicon.js";
import uncountableNouns from "wink-lexicon/src/uncountable-nouns.js";

export type Tag =
  | "NN"
  | "NNS"
  | "NNP"
  | "NNPS"
  | "VB"
  | "VBP"
  | "VBZ"
  | "VBD"
  | "VBN"
  | "VBG"
  | "JJ"
  | "JJR"
  | "JJS"
  | "RB"
  | "RBR"
  | "RBS"
  | "IN"
  | "DT"
  | "PRP"
  | "PRP$"
  | "MD"
  | "CC"
  | "CD"
  | "TO"
  | "WDT"
  | "WP"
  | "WRB"
  | "EX"
  | "UH"
  | "RP"
  | "PDT";

const TAGS = taggedWords as Record<string, readonly Tag[] | undefined>;

/** The word's parts of speech, most frequent first; none for a word the lexicon lacks. */
export const tagsOf = (word: string): readonly Tag[] => TAGS[word.toLowerCase()] ?? [];
export const hasTag = (word: string, ...tags: Tag[]) => tagsOf(word).some((t) => tags.includes(t));
/** The lexicon's words are the common ones: membership is a coarse frequency signal for spelling. */
export const isCommonWord = (word: string) => TAGS[word.toLowerCase()] !== undefined;
const CLOSED_CLASS: readonly Tag[] = ["DT", "IN", "CC", "PRP", "PRP$", "TO", "MD", "WDT", "WP", "WRB", "EX", "PDT"];
/** Articles, pronouns, prepositions, conjunctions, modals: a closed class of the most frequent words. */
export const isFunctionWord = (word: string) => hasTag(word, ...CLOSED_CLASS);

// ---- irregular verbs ----------------------------------------------------------------------------

/** Base → its irregular past and past participle forms, the usual one first ("go" → went / gone, "buy" → bought / bought). */
const IRREGULAR: Map<string, { past: string[]; participle: string[] }> = new Map();
for (const [form, base] of Object.entries(irregularVerbList as Record<string, string>)) {
  if (form === base) continue;
  const entry = IRREGULAR.get(base) ?? { past: [], participle: [] };
  // A form the lexicon does not tag may be either ("learnt").
  const tags = tagsOf(form).length ? tagsOf(form) : (["VBD", "VBN"] as const);
  if (tags.includes("VBD")) entry.past.push(form);
  if (tags.includes("VBN")) entry.participle.push(form);
  IRREGULAR.set(base, entry);
}
// The lexicon lists a form's usual use first: "went" is mostly a past, "gone" a participle.
for (const entry of IRREGULAR.values()) {
  entry.past.sort((a, b) => Number(tagsOf(b)[0] === "VBD") - Number(tagsOf(a)[0] === "VBD"));
  entry.participle.sort((a, b) => Number(tagsOf(b)[0] === "VBN") - Number(tagsOf(a)[0] === "VBN"));
}
/** Irregular past forms → their base ("went" → go), for the past after "did". */
const PAST_TO_BASE = new Map<string, string>();
for (const [base, { past }] of IRREGULAR) for (const form of past) if (!PAST_TO_BASE.has(form)) PAST_TO_BASE.set(form, base);

export const irregularVerb = (base: string) => IRREGULAR.get(base.toLowerCase());
export const baseOfIrregularPast = (word: string) => PAST_TO_BASE.get(word.toLowerCase());

/** Irregular plurals the checkers teach; zero plurals ("sheep") plural as themselves. */
const IRREGULAR_PLURALS: Record<string, string> = {
  child: "children",
  man: "men",
  woman: "women",
  person: "people",
  foot: "feet",
  tooth: "teeth",
  mouse: "mice",
  goose: "geese",
  ox: "oxen",
  sheep: "sheep",
  fish: "fish",
  deer: "deer",
  aircraft: "aircraft",
  species: "species",
  series: "series",
  knife: "knives",
  wife: "wives",
  life: "lives",
  leaf: "leaves",
  half: "halves",
  shelf: "shelves",
  thief: "thieves",
  wolf: "wolves",
  phenomenon: "phenomena",
  criterion: "criteria",
  crisis: "crises",
  analysis: "analyses",
};
const PLURAL_TO_SINGULAR = new Map(Object.entries(IRREGULAR_PLURALS).map(([s, p]) => [p, s]));
export const irregularPlural = (singular: string) => IRREGULAR_PLURALS[singular.toLowerCase()];
export const singularOfIrregularPlural = (plural: string) => PLURAL_TO_SINGULAR.get(plural.toLowerCase());

const IRREGULAR_COMPARISON: Record<string, [comparative: string, superlative: string]> = {
  good: ["better", "best"],
  well: ["better", "best"],
  bad: ["worse", "worst"],
  badly: ["worse", "worst"],
  far: ["further", "furthest"],
  little: ["less", "least"],
  much: ["more", "most"],
  many: ["more", "most"],
};
export const irregularComparison = (adjective: string) => IRREGULAR_COMPARISON[adjective.toLowerCase()];

// ---- nouns without a plural ---------------------------------------------------------------------

/** Nouns a learner pluralises or counts by mistake ("informations", "an advice"). */
const NO_PLURAL = new Set([
  ...Object.keys(uncountableNouns as Record<string, boolean>),
  "accommodation",
  "baggage",
  "knowledge",
  "homework",
  "housework",
  "luggage",
  "furniture",
  "equipment",
  "information",
  "advice",
  "evidence",
  "research",
  "progress",
  "traffic",
  "scenery",
  "feedback",
  "vocabulary",
  "stuff",
]);
export const isUncountable = (noun: string) => NO_PLURAL.has(noun.toLowerCase());

/**
 * The right form of a regular-looking form the dictionary does not know: "goed" → went, "buyed" → bought,
 * "childs" → children, "gooder" → better. `participle` chooses the past participle ("has writed" → written).
 */
export function irregularFormOf(word: string, participle = false): string | null {
  const lower = word.toLowerCase();
  const keepCase = (form: string) => (/^\p{Lu}/u.test(word) ? form[0]!.toUpperCase() + form.slice(1) : form);
  const ed = /^([a-z]+)ed$/.exec(lower);
  if (ed) {
    const stem = ed[1]!;
    // goed → go, writed → write, runned → run, flied → fly
    const bases = [
      stem,
      `${stem}e`,
      /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null,
      stem.endsWith("i") ? `${stem.slice(0, -1)}y` : null,
    ];
    for (const base of bases) {
      const forms = base ? IRREGULAR.get(base) : undefined;
      const chosen = forms && (participle ? forms.participle : forms.past)[0];
      if (chosen) return keepCase(chosen);
    }
  }
  const plural = /^([a-z]+?)(es|s)$/.exec(lower);
  if (plural) {
    for (const singular of [plural[1]!, `${plural[1]}${plural[2] === "es" ? "e" : ""}`]) {
      const irregular = IRREGULAR_PLURALS[singular];
      if (irregular) return keepCase(irregular);
    }
    // "childrens", "mens": an irregular plural with a regular -s on top.
    if (PLURAL_TO_SINGULAR.has(plural[1]!)) return keepCase(plural[1]!);
  }
  const comparison = /^([a-z]+?)(er|est)$/.exec(lower);
  if (comparison) {
    const forms = IRREGULAR_COMPARISON[comparison[1]!] ?? IRREGULAR_COMPARISON[comparison[1]!.replace(/([a-z])\1$/, "$1")];
    if (forms) return keepCase(comparison[2] === "er" ? forms[0] : forms[1]);
  }
  return null;
}
