// CEFR levels of words from the CEFR-J Vocabulary Profile 1.5 (Tono Laboratory, Tokyo University of
// Foreign Studies; free for research and commercial use with a citation, see data/README.md). The
// vendored file keeps its first three columns: headword, part of speech, level (A1-B2).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

const HERE = path.dirname(new URL(import.meta.url).pathname);
export const CEFRJ_FILE = path.join(HERE, "data", "cefrj-vocabulary-profile-1.5.csv");
export const CEFRJ_LEVELS = ["A1", "A2", "B1", "B2"];

/**
 * One row per headword and part of speech. A headword may list spellings ("analyze/analyse",
 * "a.m./A.M./am/AM"); each is a row of its own here.
 * @returns {{ word: string, pos: string, level: string }[]}
 */
export function parseCefrJ(text) {
  const rows = [];
  for (const [index, line] of text.split("\n").entries()) {
    if (!line.trim() || (index === 0 && line.startsWith("headword,"))) continue;
    const match = /^(.+),([a-z- ]+),(A1|A2|B1|B2)$/.exec(line.trim());
    if (!match) throw new Error(`${path.basename(CEFRJ_FILE)} line ${index + 1} is not "headword,pos,level": ${line}`);
    const [, headword, pos, level] = match;
    for (const spelling of headword.split("/")) {
      const word = spelling.trim().toLowerCase();
      if (word) rows.push({ word, pos, level });
    }
  }
  return rows;
}

/**
 * Lower-case word → its lowest level over its parts of speech: "access" is a B1 noun and a B2 verb, so
 * a learner meets it at B1.
 * @returns {Map<string, string>}
 */
export function cefrLevels(rows) {
  const levels = new Map();
  for (const { word, level } of rows) {
    const known = levels.get(word);
    if (!known || CEFRJ_LEVELS.indexOf(level) < CEFRJ_LEVELS.indexOf(known)) levels.set(word, level);
  }
  return levels;
}

export const readCefrJ = () => cefrLevels(parseCefrJ(readFileSync(CEFRJ_FILE, "utf8")));

/** Part of the lexicon's version: a corrected list means a new lexicon. */
export const cefrJStamp = () => createHash("sha256").update(readFileSync(CEFRJ_FILE)).digest("hex");
