/**
 * Inline corrections an offline estimate can make with confidence: spelling, a/an, a lower-case "i"
 * or sentence start, a doubled word, spacing around punctuation and a few well-known learner errors.
 * Each has exact offsets into the learner's text and its sentence (what a review card shows as context);
 * overlapping ones keep the first. The learner-error rules live in ./grammar.
 */
import type { Correction } from "../contract/ielts";
import type { MessageParams, Translate } from "../i18n";
import { grammarFindings } from "./grammar";
import type { Db } from "../db/client";
import { misspellings, spellingRanks, type Misspelling } from "./spelling";
import { sentenceAround, wordTokens } from "./text-features";

type Rule = {
  pattern: RegExp;
  category: Correction["category"];
  /** The fix and the `grammar:` message key with its params. */
  fix: (
    match: RegExpExecArray,
  ) => { original: string; offset: number; suggestion: string | null; key: string; params?: MessageParams } | null;
};

/** "an" before these consonant sounds and "a" before these vowel sounds are right. */
const VOWEL_LETTER_CONSONANT_SOUND = /^(uni|use|usu|uti|ubiq|eu|ewe|one|once|ur[aeiou])/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** "e.g. the", "etc. and" do not end a sentence. */
const ABBREVIATION_BEFORE = /\b(e\.g|i\.e|etc|approx|vs|cf|no|p)\.\s*$/i;

const RULES: Rule[] = [
  {
    pattern: /\b(a|an) ([\p{L}][\p{L}'-]*)/giu,
    category: "grammar",
    fix: (m) => {
      const article = m[1]!;
      const next = m[2]!;
      if (/^\p{Lu}{2,}/u.test(next)) return null; // acronyms: "an MBA", "a NATO"
      const vowelSound = (/^[aeiou]/i.test(next) && !VOWEL_LETTER_CONSONANT_SOUND.test(next)) || SILENT_H.test(next);
      const wanted = vowelSound ? "an" : "a";
      if (article.toLowerCase() === wanted) return null;
      const suggestion = article[0] === article[0]!.toUpperCase() ? wanted[0]!.toUpperCase() + wanted.slice(1) : wanted;
      return { original: article, offset: 0, suggestion, key: "article_a_an", params: { wanted, next } };
    },
  },
  {
    pattern: /(?<![\p{L}'.])i(?![\p{L}']|\.\p{L})/gu,
    category: "capitalisation",
    fix: () => ({ original: "i", offset: 0, suggestion: "I", key: "capital_i" }),
  },
  {
    pattern: /(?:^|[.!?]\s+|\n\s*)([\p{Ll}])/gu,
    category: "capitalisation",
    fix: (m) => {
      const letter = m[1]!;
      if (ABBREVIATION_BEFORE.test(m.input.slice(0, m.index + m[0].length - 1))) return null;
      return {
        original: letter,
        offset: m[0].length - 1,
        suggestion: letter.toUpperCase(),
        key: "capital_sentence",
      };
    },
  },
  {
    pattern: /\b([\p{L}]+)\s+\1\b/giu,
    category: "grammar",
    fix: (m) => {
      const word = m[1]!;
      if (/^(had|that|is)$/i.test(word)) return null; // "had had", "that that" can be right
      return { original: m[0], offset: 0, suggestion: word, key: "doubled_word", params: { word } };
    },
  },
  {
    pattern: /[ \t]+([,.;:!?])/g,
    category: "punctuation",
    fix: (m) => ({ original: m[0], offset: 0, suggestion: m[1]!, key: "space_before_punctuation" }),
  },
  {
    pattern: /([,;:])(?=[\p{L}])/gu,
    category: "punctuation",
    fix: (m) => ({ original: m[1]!, offset: 0, suggestion: `${m[1]} `, key: "space_after_punctuation" }),
  },
];

/** All corrections for a text, sorted by position, without overlaps, with messages in the reader's language. */
export function findCorrections(text: string, spelling: Misspelling[], t: Translate): Correction[] {
  const all: Correction[] = spelling.map((miss) => ({
    start: miss.start,
    end: miss.end,
    original: miss.text,
    suggestion: miss.suggestion,
    category: "spelling",
    message: t(`grammar:${miss.suggestion ? (miss.irregular ? "spelling_irregular" : "spelling_suggestion") : "spelling_unknown"}`, {
      original: miss.text,
      suggestion: miss.suggestion ?? "",
    }),
  }));
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const fix = rule.fix(match);
      if (!fix) continue;
      const start = match.index + match[0].indexOf(fix.original, fix.offset);
      all.push({
        start,
        end: start + fix.original.length,
        original: fix.original,
        suggestion: fix.suggestion,
        category: rule.category,
        message: t(`grammar:${fix.key}`, fix.params),
      });
    }
  }
  all.push(...grammarFindings(text, t));
  // Same start: the longer span first, and a grammar rule before a spelling guess ("informations").
  all.sort((a, b) => a.start - b.start || b.end - a.end || Number(a.category === "spelling") - Number(b.category === "spelling"));
  const kept: Correction[] = [];
  for (const correction of all) {
    const last = kept[kept.length - 1];
    if (last && correction.start < last.end) continue;
    kept.push(correction);
  }
  return kept.map((correction) => ({ ...correction, sentence: sentenceAround(text, correction.start, correction.end) }));
}

/** The corrections of a draft as the learner types (POST /api/ielts/writing/check): spelling ranked by the lexicon's frequencies, then grammar. */
export async function checkDraft(db: Db, text: string, prompt: string, t: Translate): Promise<Correction[]> {
  const tokens = wordTokens(text);
  const questionWords = new Set(wordTokens(prompt).map((w) => w.text.toLowerCase()));
  const ranks = await spellingRanks(db, text, tokens, questionWords);
  return findCorrections(text, misspellings(text, tokens, questionWords, ranks), t);
}
