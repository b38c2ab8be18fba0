// ARPAbet (CMU Pronouncing Dictionary, US English) to IPA in the notation learners' dictionaries use:
// /r/ rather than /ɹ/, stress marks at the start of the stressed syllable, none for one syllable.

const VOWELS = {
  AA: "ɑ",
  AE: "æ",
  AO: "ɔ",
  AW: "aʊ",
  AY: "aɪ",
  EH: "ɛ",
  EY: "eɪ",
  IH: "ɪ",
  IY: "i",
  OW: "oʊ",
  OY: "ɔɪ",
  UH: "ʊ",
  UW: "u",
};

/** AH and ER change quality with stress: /ʌ/ and /ɝ/ when stressed, /ə/ and /ɚ/ when not. */
const STRESS_DEPENDENT_VOWELS = { AH: ["ə", "ʌ"], ER: ["ɚ", "ɝ"] };

const CONSONANTS = {
  B: "b",
  CH: "tʃ",
  D: "d",
  DH: "ð",
  F: "f",
  G: "ɡ",
  HH: "h",
  JH: "dʒ",
  K: "k",
  L: "l",
  M: "m",
  N: "n",
  NG: "ŋ",
  P: "p",
  R: "r",
  S: "s",
  SH: "ʃ",
  T: "t",
  TH: "θ",
  V: "v",
  W: "w",
  Y: "j",
  Z: "z",
  ZH: "ʒ",
};

/** Consonant clusters that may begin an English syllable (maximal onset principle). */
const ONSETS = new Set([
  "P R",
  "P L",
  "P Y",
  "B R",
  "B L",
  "B Y",
  "T R",
  "T W",
  "D R",
  "D W",
  "K R",
  "K L",
  "K W",
  "K Y",
  "G R",
  "G L",
  "G W",
  "F R",
  "F L",
  "F Y",
  "V Y",
  "TH R",
  "TH W",
  "SH R",
  "S P",
  "S T",
  "S K",
  "S M",
  "S N",
  "S L",
  "S W",
  "S F",
  "S P R",
  "S P L",
  "S T R",
  "S K R",
  "S K W",
  "S K L",
  "S P Y",
  "S K Y",
  "M Y",
  "N Y",
  "H Y",
  "HH Y",
]);

const STRESS_MARKS = { 1: "ˈ", 2: "ˌ" };

/** One ARPAbet phone ("EY1", "T") split into its symbol and stress digit (null for consonants). */
function parsePhone(phone) {
  const match = /^([A-Z]+)([012])?$/.exec(phone);
  if (!match) throw new Error(`Not an ARPAbet phone: ${phone}`);
  const [, symbol, stress] = match;
  const isVowel = symbol in VOWELS || symbol in STRESS_DEPENDENT_VOWELS;
  if (!isVowel && !(symbol in CONSONANTS)) throw new Error(`Unknown ARPAbet symbol: ${symbol}`);
  return { symbol, stress: isVowel ? Number(stress ?? 0) : null };
}

function vowelIpa(symbol, stress) {
  const pair = STRESS_DEPENDENT_VOWELS[symbol];
  return pair ? pair[stress === 0 ? 0 : 1] : VOWELS[symbol];
}

/** How many consonants before a vowel belong to its syllable: the longest legal onset. */
function onsetLength(cluster) {
  for (let length = Math.min(cluster.length, 3); length > 1; length -= 1) {
    if (ONSETS.has(cluster.slice(cluster.length - length).join(" "))) return length;
  }
  return Math.min(cluster.length, 1);
}

/**
 * "T AH0 M EY1 T OW2" → "təˈmeɪˌtoʊ". Throws on symbols that are not ARPAbet, so bad data fails the build.
 */
export function arpabetToIpa(arpabet) {
  const phones = arpabet.trim().split(/\s+/).filter(Boolean).map(parsePhone);
  const vowelCount = phones.filter((p) => p.stress !== null).length;
  const out = [];
  let cluster = [];
  let isFirstVowel = true;
  for (const phone of phones) {
    if (phone.stress === null) {
      cluster.push(phone.symbol);
      continue;
    }
    const mark = vowelCount > 1 ? (STRESS_MARKS[phone.stress] ?? "") : "";
    // Consonants before the first vowel always open the first syllable.
    const onset = isFirstVowel ? cluster.length : onsetLength(cluster);
    const coda = cluster.slice(0, cluster.length - onset);
    const start = cluster.slice(cluster.length - onset);
    out.push(...coda.map((c) => CONSONANTS[c]), mark, ...start.map((c) => CONSONANTS[c]), vowelIpa(phone.symbol, phone.stress));
    cluster = [];
    isFirstVowel = false;
  }
  out.push(...cluster.map((c) => CONSONANTS[c]));
  return out.join("");
}
