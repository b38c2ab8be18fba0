/**
 * Learner grammar errors the offline estimate finds with confidence (docs/architecture.md §8): comparatives
 * of short adjectives ("more safe"), "such" before a singular noun without "a", comma splices, subject–verb
 * agreement, a modal with "to", "one of the … + singular", half-sentences that start with "Because" and a
 * few fixed phrases. Each rule prefers missing an error to a false alarm: tests/worker/ielts/grammar.test.ts
 * holds the sentences it must flag and the correct ones it must leave alone.
 *
 * Why our own rules and not a packaged checker: harper.js (Apache-2.0, the maintained WASM checker) ships
 * a 16 MB WASM (8 MB gzipped), above the Workers script limit together with this bundle, and workerd
 * does not compile WASM from bytes at run time; the estimate is computed on the server, so it stays here.
 */
import type { Correction } from "../contract/ielts";

type Finding = { start: number; original: string; suggestion: string | null; message: string; category: Correction["category"] };
type Rule = { pattern: RegExp; find: (m: RegExpExecArray) => Finding | null };

/** Short adjectives whose comparative takes -er/-est, never "more"/"most". */
const SHORT_ADJECTIVES: Record<string, [string, string]> = {
  safe: ["safer", "safest"],
  cheap: ["cheaper", "cheapest"],
  big: ["bigger", "biggest"],
  small: ["smaller", "smallest"],
  easy: ["easier", "easiest"],
  happy: ["happier", "happiest"],
  busy: ["busier", "busiest"],
  fast: ["faster", "fastest"],
  strong: ["stronger", "strongest"],
  young: ["younger", "youngest"],
  old: ["older", "oldest"],
  rich: ["richer", "richest"],
  poor: ["poorer", "poorest"],
  clean: ["cleaner", "cleanest"],
  hard: ["harder", "hardest"],
  quick: ["quicker", "quickest"],
  high: ["higher", "highest"],
  low: ["lower", "lowest"],
  long: ["longer", "longest"],
  short: ["shorter", "shortest"],
  large: ["larger", "largest"],
  great: ["greater", "greatest"],
  healthy: ["healthier", "healthiest"],
  heavy: ["heavier", "heaviest"],
  cold: ["colder", "coldest"],
  hot: ["hotter", "hottest"],
  warm: ["warmer", "warmest"],
  nice: ["nicer", "nicest"],
  close: ["closer", "closest"],
  near: ["nearer", "nearest"],
  new: ["newer", "newest"],
  wide: ["wider", "widest"],
  deep: ["deeper", "deepest"],
  lucky: ["luckier", "luckiest"],
  simple: ["simpler", "simplest"],
  good: ["better", "best"],
  bad: ["worse", "worst"],
};
/** Before these a "more + adjective" is a predicate ("is more safe"), not "more (cheap products)". */
const COMPARATIVE_LEAD =
  /\b(is|are|was|were|be|been|being|become|becomes|became|seem|seems|feel|feels|get|gets|much|far|even|look|looks)\s+$/i;

/** Nouns that take no "a" after "such" (uncountable) or are already plural. */
const NO_ARTICLE_AFTER_SUCH = new Set(
  (
    "information advice behaviour behavior pollution knowledge work money research evidence equipment progress damage freedom " +
    "violence crime traffic education technology food water weather music art news help support power pressure stress poverty " +
    "waste energy fun nonsense luck importance people children men women police data media staff cattle furniture homework " +
    "transport entertainment software content unemployment inequality health safety corruption behaviours wealth time as that " +
    "a an the things cases circumstances conditions"
  ).split(" "),
);
/** Words that may follow a noun directly: a verb or the end of a clause tells "such rule" is a whole noun phrase. */
const AFTER_NOUN = /^\s*(?:[.,;:!?)]|$|(is|was|has|can|will|would|should|must|may|might|could|makes|causes|leads|seems|does)\b)/i;

/** A clause before a comma that already depends on something else: what follows the comma is its main clause. */
const SUBORDINATE_CLAUSE =
  /\b(although|though|if|when|whenever|while|whilst|because|since|as|after|before|unless|until|whereas|once|which|who|whom|whose|that|where|what|how|why|and|but|or|so)\b/i;
/** An adverbial or prepositional opener ("However,", "In my view,", "For example,") is not a clause. */
const OPENER =
  /^(however|moreover|therefore|furthermore|nevertheless|consequently|thus|hence|firstly|secondly|thirdly|finally|nowadays|today|personally|overall|instead|besides|also|otherwise|in|on|at|for|by|with|without|to|from|despite|during|like|unlike|according|not|only|yes|no|well|first|second|third|then|now|here|indeed|clearly|obviously|certainly|of|all|in addition|as|[a-z]+ing|[a-z]+ed)\b/i;
const SUBJECT_PRONOUN_CLAUSE =
  /^(?:(this|that|these|those|there)\s+(is|are|was|were|will|can|could|has|have|had|does|do|did|should|must|would|may|might)\b|(it|they|he|she|we|i)\s+(?!(and|or|but|too|also|all|both|alone|themselves|itself|himself|herself|ourselves|say|says|said|seems|seem|think|thinks|believe)\b)[a-z']+\b(?!\s*[.!?]))/i;

const PLURAL_SUBJECTS = "people|children|men|women|students|parents|governments|they|we|you";
const SINGULAR_PRONOUN_INDEFINITE = "everyone|everybody|someone|somebody|nobody|no one|each person|anyone|anybody";
const BASE_VERBS =
  "go|do|make|take|think|want|need|like|help|give|know|say|come|become|seem|mean|cause|allow|lead|provide|play|work|live|get|believe|feel|spend|use|bring|keep|improve|affect|create|reduce|eat|drive|buy|pay|teach|learn|study|try|find|love|hate";
/** A base verb after he/she/it is right after these (questions, modals, causatives, "let it go"). */
const BASE_VERB_LEAD =
  /\b(do|does|did|don't|doesn't|didn't|can|could|will|would|shall|should|must|may|might|let|lets|make|makes|made|help|helps|see|saw|watch|hear|heard|not|to)\s+$/i;

/** Plural-looking words that are singular or uncountable ("news is", "physics is"). */
const SINGULAR_IN_S =
  /(ss|us|is|ics|maths|news|series|species|means|this|its|has|was|does|yes|always|perhaps|sometimes|nowadays|towards|besides)$/i;
/** Words between "many" and what follows that are not the counted noun itself. */
const NOT_A_COUNTED_NOUN = new Set(
  "more other others different new old young such kind of the a an and or to in on at for with as than then people children men women police staff time much".split(
    " ",
  ),
);

const IRREGULAR_PAST: Record<string, string> = {
  went: "go",
  came: "come",
  saw: "see",
  took: "take",
  made: "make",
  gave: "give",
  got: "get",
  bought: "buy",
  thought: "think",
  wrote: "write",
  ate: "eat",
  spent: "spend",
  left: "leave",
  told: "tell",
  knew: "know",
};

const capitalLike = (model: string, word: string) => (/^\p{Lu}/u.test(model) ? word[0]!.toUpperCase() + word.slice(1) : word);
/** Rules look this far back: a sentence is shorter, and a long essay must not cost a scan of everything before each match. */
const LOOK_BACK = 400;
const textBefore = (m: RegExpExecArray) => m.input.slice(Math.max(0, m.index - LOOK_BACK), m.index);
const textAfter = (m: RegExpExecArray) => m.input.slice(m.index + m[0].length, m.index + m[0].length + LOOK_BACK);
const sentenceStart = (text: string, at: number) => {
  const from = Math.max(0, at - LOOK_BACK);
  const before = text.slice(from, at);
  const stop = Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? "), before.lastIndexOf("\n"));
  return stop < 0 ? from : from + stop + (before[stop] === "\n" ? 1 : 2);
};

const RULES: Rule[] = [
  {
    // "more safe" / "the most cheap" → "safer" / "the cheapest"
    pattern: /\b(more|most) ([a-z]+)\b/giu,
    find: (m) => {
      const forms = SHORT_ADJECTIVES[m[2]!.toLowerCase()];
      if (!forms) return null;
      const before = textBefore(m);
      const after = textAfter(m);
      const predicate =
        COMPARATIVE_LEAD.test(before) ||
        (m[1]!.toLowerCase() === "most" && /\bthe\s+$/i.test(before)) ||
        /^(\s+than\b|\s*[.,;:!?]|\s*$)/i.test(after);
      if (!predicate) return null;
      const superlative = m[1]!.toLowerCase() === "most";
      const wanted = superlative ? forms[1] : forms[0];
      return {
        start: m.index,
        original: m[0],
        suggestion: capitalLike(m[1]!, wanted),
        message: `"${m[2]}" is a short adjective: say "${wanted}", not "${m[1]!.toLowerCase()} ${m[2]}".`,
        category: "grammar",
      };
    },
  },
  {
    // "such rule is unfair" → "such a rule"
    pattern: /\b(such) ([a-z]+)\b/giu,
    find: (m) => {
      const noun = m[2]!.toLowerCase();
      if (NO_ARTICLE_AFTER_SUCH.has(noun) || /(s|ly|ing|ed)$/.test(noun) || noun.length < 3) return null;
      if (!AFTER_NOUN.test(textAfter(m))) return null;
      const article = /^[aeiou]/.test(noun) ? "an" : "a";
      return {
        start: m.index,
        original: m[0],
        suggestion: `${m[1]} ${article} ${m[2]}`,
        message: `A singular countable noun after "such" needs "${article}": "such ${article} ${noun}".`,
        category: "grammar",
      };
    },
  },
  {
    // "Cars are dangerous, they cause accidents." → a full stop or a linking word
    pattern: /,\s+/g,
    find: (m) => {
      const after = textAfter(m);
      if (!SUBJECT_PRONOUN_CLAUSE.test(after)) return null;
      const clause = m.input.slice(sentenceStart(m.input, m.index), m.index);
      const words = clause.split(/\s+/).filter(Boolean);
      if (words.length < 4 || OPENER.test(clause.trim()) || SUBORDINATE_CLAUSE.test(clause) || clause.includes(",")) return null;
      return {
        start: m.index,
        original: ",",
        suggestion: ".",
        message: "Comma splice: two full sentences are joined by a comma. Use a full stop, a semicolon or a linking word (and, because …).",
        category: "punctuation",
      };
    },
  },
  {
    // "people is" → "people are"
    pattern: new RegExp(`\\b(${PLURAL_SUBJECTS}) (is|was|has|does|doesn't)\\b`, "giu"),
    find: (m) => {
      if (/\b(of|for|to|with|about|like)\s+$/i.test(textBefore(m)) && !/^(people|children)$/i.test(m[1]!)) return null;
      const verb = { is: "are", was: "were", has: "have", does: "do", "doesn't": "don't" }[m[2]!.toLowerCase()]!;
      return {
        start: m.index,
        original: m[0],
        suggestion: `${m[1]} ${verb}`,
        message: `"${m[1]}" is plural, so the verb is "${verb}".`,
        category: "grammar",
      };
    },
  },
  {
    // "practical skills is" → "are"; "both is" → "are"
    pattern: /\b([a-z]+s|both) (is|was|has|does|doesn't)\b/giu,
    find: (m) => {
      const noun = m[1]!;
      if (noun.toLowerCase() !== "both" && (SINGULAR_IN_S.test(noun) || noun.length < 4 || /'s$/.test(noun))) return null;
      // The subject's own clause: after the last comma ("In conclusion, both is").
      const clause = m.input.slice(sentenceStart(m.input, m.index), m.index).split(/[,;:]/).pop()!;
      const lead = clause.split(/\s+/).filter(Boolean).slice(-4);
      // "One of the reasons is", "the price of houses is", "learning languages is": the subject is not the plural.
      if (
        /\b(one|each|none|neither|either|every|number|amount|lot|price|cost|which|what|who)\b/i.test(clause) ||
        lead.some((w) => /^(of|in|for|with|to|from|about|on|at|between|among|by|than|like)$/i.test(w))
      )
        return null;
      if (lead.some((w) => /ing$/i.test(w) && w.length > 4)) return null;
      const verb = { is: "are", was: "were", has: "have", does: "do", "doesn't": "don't" }[m[2]!.toLowerCase()]!;
      return {
        start: m.index,
        original: m[0],
        suggestion: `${noun} ${verb}`,
        message: `"${noun}" is plural, so the verb is "${verb}".`,
        category: "grammar",
      };
    },
  },
  {
    // "Maths and science is needed" → "are": two subjects joined by "and" at the start of a sentence
    pattern: /(?:^|(?<=[.!?]\s+)|(?<=\n))(\p{Lu}[a-z]+ and [a-z]+) (is|was|has)\b/gu,
    find: (m) => {
      const verb = { is: "are", was: "were", has: "have" }[m[2]!]!;
      return {
        start: m.index + m[1]!.length + 1,
        original: m[2]!,
        suggestion: verb,
        message: `Two things joined by "and" take a plural verb: "${verb}".`,
        category: "grammar",
      };
    },
  },
  {
    // "many problem" → "many problems"
    pattern:
      /\b(many|several|numerous|various|a few|two|three|four|five) ([a-z]+)\b(?=\s*([.,;:!?]|\b(in|on|at|for|and|of|to|with|about|because|that|which|is|are|was|were)\b))/giu,
    find: (m) => {
      const noun = m[2]!;
      if (NOT_A_COUNTED_NOUN.has(noun.toLowerCase()) || /(s|ly|ed|ing|ful|ous|ive|al|ent|ant|ble|ic)$/i.test(noun) || noun.length < 3)
        return null;
      const plural = /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(ch|sh|x)$/.test(noun) ? `${noun}es` : `${noun}s`;
      return {
        start: m.index + m[0].length - noun.length,
        original: noun,
        suggestion: plural,
        message: `After "${m[1]!.toLowerCase()}" the noun is plural: "${plural}".`,
        category: "grammar",
      };
    },
  },
  {
    // "everyone have" → "everyone has"
    pattern: new RegExp(`\\b(${SINGULAR_PRONOUN_INDEFINITE}) (have|are|were|do|don't)\\b`, "giu"),
    find: (m) => {
      const verb = { have: "has", are: "is", were: "was", do: "does", "don't": "doesn't" }[m[2]!.toLowerCase()]!;
      return {
        start: m.index,
        original: m[0],
        suggestion: `${m[1]} ${verb}`,
        message: `"${m[1]}" takes a singular verb: "${verb}".`,
        category: "grammar",
      };
    },
  },
  {
    // "he go" → "he goes" (the existing corrections already handle "he have" and "he don't")
    pattern: new RegExp(`\\b(he|she|it) (${BASE_VERBS})\\b`, "giu"),
    find: (m) => {
      if (BASE_VERB_LEAD.test(textBefore(m))) return null;
      if (/^\s+(to|it|that)\b/i.test(textAfter(m)) && /^(make|help|let)$/i.test(m[2]!)) return null;
      const base = m[2]!.toLowerCase();
      const third = base === "go" || base === "do" ? `${base}es` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ies` : `${base}s`;
      return {
        start: m.index,
        original: m[0],
        suggestion: `${m[1]} ${third}`,
        message: `After "${m[1]!.toLowerCase()}" a present-tense verb takes -s: "${third}".`,
        category: "grammar",
      };
    },
  },
  {
    // "they was" / "we was" → "were"; "there is many" → "there are many"
    pattern: /\b(they|we|you) (was)\b|\b(there) (is|was) (many|several|numerous|two|three|four|five|few)\b/giu,
    find: (m) => {
      if (m[1])
        return {
          start: m.index,
          original: m[0],
          suggestion: `${m[1]} were`,
          message: `"${m[1]}" takes "were", not "was".`,
          category: "grammar",
        };
      const verb = m[4]!.toLowerCase() === "is" ? "are" : "were";
      return {
        start: m.index,
        original: `${m[3]} ${m[4]}`,
        suggestion: `${m[3]} ${verb}`,
        message: `The noun after "${m[5]}" is plural: "${m[3]!.toLowerCase()} ${verb}".`,
        category: "grammar",
      };
    },
  },
  {
    // "should to do" → "should do"
    pattern: /\b(should|must|can|could|will|would|may|might) to ([a-z]+)\b/giu,
    find: (m) => ({
      start: m.index,
      original: m[0],
      suggestion: `${m[1]} ${m[2]}`,
      message: `After "${m[1]!.toLowerCase()}" the verb comes without "to".`,
      category: "grammar",
    }),
  },
  {
    // "didn't went" / "to went" → "didn't go"
    pattern: new RegExp(`\\b(didn't|did not|doesn't|does not|don't|do not|to) (${Object.keys(IRREGULAR_PAST).join("|")})\\b`, "giu"),
    find: (m) => {
      if (m[1]!.toLowerCase() === "to" && /^(left|made|thought)$/i.test(m[2]!)) return null; // "to the left", "to made-up"
      const base = IRREGULAR_PAST[m[2]!.toLowerCase()]!;
      return {
        start: m.index,
        original: m[0],
        suggestion: `${m[1]} ${base}`,
        message: `After "${m[1]!.toLowerCase()}" use the base form "${base}", not the past "${m[2]}".`,
        category: "grammar",
      };
    },
  },
  {
    // "one of the most important problem" → "problems"
    pattern: /\b(one of the (?:(?:most|least) [a-z]+|[a-z]+est|biggest|best|worst|main|key|major)) ([a-z]+)\b/giu,
    find: (m) => {
      const noun = m[2]!;
      if (
        /s$|^(people|children|men|women|data|media)$/i.test(noun) ||
        !/^\s*([.,;:!?]|is|was|that|which|in|of|for|to|facing)\b/i.test(textAfter(m))
      )
        return null;
      return {
        start: m.index + m[1]!.length + 1,
        original: noun,
        suggestion: noun.endsWith("y") && !/[aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`,
        message: '"One of the …" is followed by a plural noun.',
        category: "grammar",
      };
    },
  },
  {
    // "Because it is cheap." on its own: half a sentence
    pattern: /(?:^|(?<=[.!?]\s+)|(?<=\n))(Because)\b(?! of)([^.!?\n]*)([.!?])/gu,
    find: (m) => {
      if (m[2]!.includes(",") || m[2]!.trim().split(/\s+/).length < 3) return null;
      return {
        start: m.index,
        original: m[1]!,
        suggestion: null,
        message: 'A sentence that starts with "Because" needs a main clause: join it to the sentence before.',
        category: "grammar",
      };
    },
  },
  {
    pattern: /\b(despite of|discuss about|in the other hand|according to me|emphasi[sz]e on|mention about)\b/giu,
    find: (m) => {
      const phrase = m[1]!.toLowerCase();
      const fixed: Record<string, string> = {
        "despite of": "despite",
        "discuss about": "discuss",
        "in the other hand": "on the other hand",
        "according to me": "in my opinion",
        "emphasise on": "emphasise",
        "emphasize on": "emphasize",
        "mention about": "mention",
      };
      const suggestion = capitalLike(m[1]!, fixed[phrase]!);
      return {
        start: m.index,
        original: m[1]!,
        suggestion,
        message: `The usual English is "${fixed[phrase]}".`,
        category: phrase === "according to me" ? "word_choice" : "grammar",
      };
    },
  },
];

/** Grammar findings with exact spans (`text.slice(start, end) === original`), in text order. */
export function grammarFindings(text: string): Correction[] {
  const found: Correction[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const finding = rule.find(match);
      if (!finding) continue;
      found.push({
        start: finding.start,
        end: finding.start + finding.original.length,
        original: finding.original,
        suggestion: finding.suggestion,
        category: finding.category,
        message: finding.message,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
