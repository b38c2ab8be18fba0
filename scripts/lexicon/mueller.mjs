// Russian glosses from V. K. Müller's English-Russian dictionary (7th edition, electronic version by
// S. Starostin and E. S. Cymbalyuk, GPL-2+), as Debian's `mueller7-dict` installs it for dictd:
// an index of "headword<TAB>offset<TAB>length" (offsets in dictd's base64) into a gzipped text file.
import { existsSync, readFileSync, statSync } from "node:fs";
import { gunzipSync } from "node:zlib";

export const MUELLER_PACKAGE = "mueller7-dict";
export const MUELLER_FILES = { index: "/usr/share/dictd/mueller7.index", dict: "/usr/share/dictd/mueller7.dict.dz" };

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** dictd's offsets and lengths: base64 digits, most significant first. */
export function decodeDictdNumber(text) {
  let value = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a dictd number: ${text}`);
    value = value * 64 + digit;
  }
  return value;
}

/** @returns {{ headword: string, offset: number, length: number }[]} */
export function parseDictdIndex(text) {
  return text
    .split("\n")
    .map((line) => line.split("\t"))
    .filter((parts) => parts.length === 3)
    .map(([headword, offset, length]) => ({ headword, offset: decodeDictdNumber(offset), length: decodeDictdNumber(length) }));
}

/** Senses a gloss keeps, and its longest length: a flashcard back, not the dictionary page. */
const MAX_SENSES = 3;
const MAX_GLOSS_LENGTH = 90;

const LATIN = /[a-z]/i;
const CYRILLIC = /[а-яё]/i;

/** Müller's part-of-speech labels for the lexicon's four parts of speech. */
const POS_LABELS = { "_n.": "noun", "_v.": "verb", "_a.": "adjective", "_adv.": "adverb" };

/** The translations at the start of a sense, up to its first English text (an example or a reference). */
function senseTranslations(chunk) {
  const kept = [];
  for (const segment of chunk.split(";")) {
    const text = segment.replace(/\s+/g, " ").trim();
    if (LATIN.test(text) || text.startsWith("=")) break;
    // "(полная форма)" alone is a remark about the word, not a translation.
    if (CYRILLIC.test(text.replace(/\([^()]*\)/g, ""))) kept.push(text);
  }
  return kept.join("; ").replace(/[\s,.:]+$/, "");
}

/** A section's first senses, joined while they fit on a flashcard. */
function sectionGloss(section) {
  const senses = [];
  for (const chunk of section.split(/(?:^|\s)(?:\d+\)|[а-я]\))(?=\s)/)) {
    const sense = senseTranslations(chunk.replace(/(^|\s)_\S+/g, " "));
    if (sense && !senses.includes(sense)) senses.push(sense);
    if (senses.length === MAX_SENSES) break;
  }
  let gloss = "";
  for (const sense of senses) {
    const next = gloss ? `${gloss}; ${sense}` : sense;
    if (gloss && next.length > MAX_GLOSS_LENGTH) break;
    gloss = next;
  }
  return gloss;
}

/**
 * The Russian glosses of one dictionary article, one per part of speech in the article's order
 * (pos null when the article names none of the four), empty when it has none (a cross-reference
 * such as "went: _p. от go"). Each numbered sense starts with its translations, then English
 * examples with theirs; a gloss keeps each sense's leading translations, up to the first English text.
 * @param {string} article the article as stored: its headword line, then indented lines
 * @returns {{ pos: string | null, gloss: string }[]}
 */
/** An article's body on one line, without transcriptions, cross-references or English remarks in brackets. */
function articleBody(article) {
  const lines = article.split("\n").slice(1);
  // Lines are wrapped at hyphens too ("дрянь-" / "человек"): such a break joins without a space.
  const body = lines.reduce((text, line) => (text.endsWith("-") ? text + line.trim() : `${text} ${line.trim()}`), "");
  return body
    .replace(/\[[^\]]*\]/g, " ") // transcription
    .replace(/\{[^}]*\}/g, " ") // "{см. тж. go after}"
    .replace(/\([^()]*\)/g, (group) => (LATIN.test(group) ? " " : group)); // "(тж. dog-wolf)"
}

const posOfSection = (section) => {
  const label = section.match(/(?:^|\s)(_(?:n|v|a|adv)\.)(?=\s|$)/)?.[1];
  return label ? POS_LABELS[label] : null;
};

/** Müller's subject labels, in the English words WordNet uses for the same domains. */
const SUBJECT_LABELS = {
  "_мед.": "medicine medical disease",
  "_анат.": "anatomy body",
  "_биол.": "biology organism",
  "_бот.": "botany plant",
  "_зоол.": "zoology animal",
  "_мор.": "nautical ship sea",
  "_воен.": "military army",
  "_юр.": "law legal court",
  "_муз.": "music musical",
  "_спорт.": "sport game",
  "_карт.": "cards game",
  "_хим.": "chemistry",
  "_физ.": "physics",
  "_мат.": "mathematics",
  "_эл.": "electricity electrical",
  "_тех.": "technology device",
  "_полит.": "politics political",
  "_эк.": "economics",
  "_фин.": "finance money",
  "_ком.": "commerce business",
  "_ж.-д.": "railway train",
  "_ав.": "aviation aircraft",
  "_грам.": "grammar",
  "_театр.": "theater",
  "_церк.": "church religion",
  "_рел.": "religion",
  "_кул.": "cooking food",
  "_горн.": "mining",
  "_астр.": "astronomy",
  "_геол.": "geology",
};

/**
 * A sense's subject labels as English words, then the labels dropped ("_мед. закупорка" → medicine…,
 * "закупорка"). Only the labels before its first word count: a later one labels a phrase quoted in it.
 */
function withoutLabels(chunk) {
  const leading = chunk.match(/^(?:\s*_\S+)*/)?.[0] ?? "";
  const subjects = (leading.match(/_\S+/g) ?? []).flatMap((label) => SUBJECT_LABELS[label] ?? []);
  return { text: chunk.replace(/(^|\s)_\S+/g, " "), subjects: subjects.join(" ").split(" ").filter(Boolean) };
}

/**
 * Every numbered sense of an article, by part of speech: its leading Russian translations and the English
 * words it quotes in its examples ("to assume office вступать в должность"). Homographs (_I, _II) are
 * sections of their own; lettered sub-senses (а), б)) stay with their sense.
 * @returns {{ pos: string | null, senses: { ru: string, english: string[] }[] }[]}
 */
export function muellerSenses(article) {
  const sections = [];
  for (const homograph of articleBody(article).split(/(?:^|\s)_(?:I|II|III|IV|V|VI)(?=\s)/)) {
    for (const section of homograph.split(/(?:^|\s)\d+\.(?=\s)/)) {
      const senses = section
        .split(/(?:^|\s)\d+\)/)
        .map(withoutLabels)
        .map(({ text, subjects }) => ({
          ru: senseTranslations(text),
          english: [...subjects, ...(text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).map((w) => w.toLowerCase())],
        }))
        .filter((sense) => sense.ru);
      if (senses.length) sections.push({ pos: posOfSection(section), senses });
    }
  }
  return sections;
}

export function muellerGlosses(article) {
  const cleaned = articleBody(article);
  const glosses = [];
  // "1. _v. … 2. _n. …": one section per part of speech (homographs "_I", "_II" repeat them).
  for (const section of cleaned.split(/(?:^|\s)\d+\.(?=\s)/)) {
    const pos = posOfSection(section);
    const gloss = sectionGloss(section);
    if (gloss && !glosses.some((g) => g.pos === pos && pos !== null)) glosses.push({ pos, gloss });
  }
  return glosses;
}

/**
 * Lower-case headword → its glosses by part of speech (and, as `senses`, the article's numbered senses,
 * muellerSenses); the first article wins when a headword repeats.
 * @param {string} indexText
 * @param {Buffer} dict the uncompressed dictionary
 */
export function muellerDictionary(indexText, dict) {
  const glosses = new Map();
  const references = new Map();
  for (const { headword, offset, length } of parseDictdIndex(indexText)) {
    const key = headword.toLowerCase();
    if (key.startsWith("00-database")) continue;
    const article = dict.subarray(offset, offset + length).toString("utf8");
    // A repeated headword is another homograph ("bank" the shore, "bank" the institution): its senses count too.
    if (glosses.has(key)) {
      glosses.get(key).senses.push(...muellerSenses(article));
      continue;
    }
    const found = muellerGlosses(article);
    if (found.length) glosses.set(key, Object.assign(found, { senses: muellerSenses(article) }));
    else if (!references.has(key)) {
      const target = muellerReference(article);
      if (target) references.set(key, target);
    }
  }
  for (const [key, target] of references) if (!glosses.has(key) && glosses.has(target)) glosses.set(key, glosses.get(target));
  return glosses;
}

/** The headword an article only points to ("someone: = somebody 1"), or null. */
export function muellerReference(article) {
  const body = article
    .split("\n")
    .slice(1)
    .join(" ")
    .replace(/\[[^\]]*\]/g, " ");
  return body.match(/^\s*=\s*([a-z][a-z'-]*(?: [a-z][a-z'-]*)*)/i)?.[1].toLowerCase() ?? null;
}

/**
 * The gloss for a lexicon entry: the section of the entry's part of speech, else the article's first.
 * @param {{ pos: string | null, gloss: string }[]} glosses
 */
export const glossFor = (glosses, pos) => (glosses.find((g) => g.pos === pos) ?? glosses[0])?.gloss ?? null;

/** What identifies the installed dictionary in the lexicon version: its index's size, or "none". */
export function muellerStamp() {
  return existsSync(MUELLER_FILES.index) && existsSync(MUELLER_FILES.dict)
    ? `mueller7:${statSync(MUELLER_FILES.index).size}`
    : "mueller7:none";
}

/** The installed dictionary's glosses, or null when the package is not installed. */
export function readMuellerDictionary() {
  if (!existsSync(MUELLER_FILES.index) || !existsSync(MUELLER_FILES.dict)) return null;
  return muellerDictionary(readFileSync(MUELLER_FILES.index, "utf8"), gunzipSync(readFileSync(MUELLER_FILES.dict)));
}
