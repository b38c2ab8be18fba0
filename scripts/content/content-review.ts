/**
 * The content review: mechanical flaws a proof-reader misses in hundreds of items, over every JSON file under
 * content/. It walks each file and checks every question it meets, whatever its kind:
 * - `duplicate_options`: two options of one question say the same thing;
 * - `key_outside_options`: the answer is not one of the options;
 * - `explanation_disagrees`: an explanation names another answer than the key (a "choice X", a short option it
 *   should quote, a student-produced entry it says to type that does not score);
 * - `accepted_not_in_evidence`: a typed answer accepted in listening or reading that the recording or passage does
 *   not say (IELTS takes the words heard or read, spelling variants aside).
 * The unit test tests/unit/content-review.test.ts runs it over content/ (no findings) and over broken items.
 * From the command line: `npx tsx scripts/content/content-review.ts` prints the findings and fails on any.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import leven from "leven";
import { acceptsStudentResponse, isValidStudentEntry } from "../../worker/contract/sat-content";

export type FindingRule = "duplicate_options" | "key_outside_options" | "explanation_disagrees" | "accepted_not_in_evidence";
export type Finding = { file: string; item: string; rule: FindingRule; detail: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (value: Json | undefined): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const strings = (value: Json | undefined): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
/** Case and punctuation do not make two words different. */
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9'$\\/.]+/g, " ")
    .trim();

type Option = { letter: string | null; text: string };
function optionsOf(node: Node): Option[] | null {
  if (!Array.isArray(node.options)) return null;
  return node.options.flatMap((option): Option[] => {
    if (typeof option === "string") return [{ letter: null, text: option }];
    if (isNode(option) && typeof option.text === "string") return [{ letter: typeof option.letter === "string" ? option.letter : null, text: option.text }];
    return [];
  });
}

const itemName = (node: Node, trail: string) =>
  typeof node.id === "string" ? node.id : typeof node.number === "number" ? `${trail} question ${node.number}` : trail;

/** Every finding of one parsed file. `file` names it in the findings. */
export function reviewFile(file: string, data: unknown): Finding[] {
  const findings: Finding[] = [];
  const add = (item: string, rule: FindingRule, detail: string) => findings.push({ file, item, rule, detail });
  const walk = (value: Json, trail: string) => {
    if (Array.isArray(value)) return value.forEach((child) => walk(child, trail));
    if (!isNode(value)) return;
    const here = typeof value.id === "string" ? value.id : trail;
    const options = optionsOf(value);
    if (options && options.length > 0 && "answer" in value) checkChoice(value, options, itemName(value, here), add);
    if (Array.isArray(value.accepted)) checkAccepted(value, itemName(value, here), add);
    if (value.format === "student_produced" && typeof value.answer === "string") checkEntries(value, itemName(value, here), add);
    for (const [key, child] of Object.entries(value)) if (key !== "options") walk(child, here);
  };
  walk(data as Json, path.basename(file, ".json"));
  return findings;
}

type Add = (item: string, rule: FindingRule, detail: string) => void;

function checkChoice(node: Node, options: Option[], item: string, add: Add) {
  const seen = new Map<string, number>();
  options.forEach((option, i) => {
    // Punctuation counts here: "bridge;" and "bridge:" are different options of a boundaries item.
    const key = option.text.trim().toLowerCase().replace(/\s+/g, " ");
    if (seen.has(key)) add(item, "duplicate_options", `options ${seen.get(key)! + 1} and ${i + 1} both say "${option.text}"`);
    else seen.set(key, i);
  });
  const answers = Array.isArray(node.answer) ? node.answer : [node.answer];
  const letters = options.map((o) => o.letter);
  const keyed: Option[] = [];
  for (const answer of answers) {
    if (typeof answer === "number") {
      if (!Number.isInteger(answer) || answer < 0 || answer >= options.length) add(item, "key_outside_options", `answer ${answer} of ${options.length} options`);
      else keyed.push(options[answer]!);
    } else if (typeof answer === "string" && letters.every((l) => l !== null)) {
      const option = options.find((o) => o.letter === answer);
      if (option) keyed.push(option);
      else add(item, "key_outside_options", `answer ${answer} is none of ${letters.join(", ")}`);
    }
  }
  const explanation = typeof node.explanation === "string" ? node.explanation : null;
  if (!explanation || keyed.length !== 1) return;
  const key = keyed[0]!;
  // "Choice B is correct" in an explanation of an item keyed C.
  const naming = /\b(?:[Cc]hoice|[Oo]ption|[Aa]nswer)\s+(?:is\s+)?\(?([A-D])\)?\b/g;
  for (const [, letter] of explanation.matchAll(naming))
    if (key.letter && letter !== key.letter && !new RegExp(`\\b${letter}\\b[^.]*\\b(?:wrong|incorrect)`).test(explanation))
      add(item, "explanation_disagrees", `the explanation names ${letter}, the key is ${key.letter}`);
  // A short option of words only (a verb form, a word in context) is quoted by the explanation of the right one.
  // Punctuation-only differences (a boundaries item) are explained by rule, not by quoting; "caution" names "cautious".
  const punctuationOnly = new Set(options.map((o) => o.text.replace(/[^A-Za-z]/g, "").toLowerCase())).size === 1;
  const boundaries = punctuationOnly || node.skill === "boundaries";
  const named = (text: string) => normal(text).split(" ").every((word) => normal(explanation).includes(word.slice(0, 6)));
  if (!boundaries && /^[A-Za-z' -]+$/.test(key.text) && key.text.split(/\s+/).length <= 3 && !named(key.text))
    add(item, "explanation_disagrees", `the explanation never names the keyed option "${key.text}"`);
}

function checkAccepted(node: Node, item: string, add: Add) {
  const accepted = strings(node.accepted);
  if (typeof node.answer === "string" && !accepted.includes(node.answer)) add(item, "key_outside_options", `"${node.answer}" is not accepted`);
  const evidence = typeof node.evidence === "string" ? node.evidence : null;
  if (!evidence) return;
  // The evidence sentence, not the whole recording: "homes" said of containers later on is no answer about docklands.
  const heard = new Set(normal(evidence).split(/[\s/]+/));
  for (const answer of accepted) {
    const missing = answer
      .toLowerCase()
      .replace(/-/g, "")
      .split(/[^a-z']+/)
      .filter((word) => word.length > 2 && !NUMBER_WORD.test(word))
      .filter((word) => ![...heard].some((said) => sameWord(word, said.replace(/-/g, ""))));
    if (missing.length > 0) add(item, "accepted_not_in_evidence", `"${answer}" is accepted but the text never says "${missing.join(" ")}"`);
  }
}

/** Numbers are written many ways (14th, fourteenth, 11:30, 11.30 pm): the entry rules, not the text, decide them. */
const NUMBER_WORD =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen(?:th)?|(?:twen|thir|for|fif|six|seven|eigh|nine)t(?:y|ieth)|hundred|thousand|million|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:one|two|three|four|five|six|seven|eight|nine|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))$/;

/** The same word, spelling variants aside: a plural, a hyphen, British or American spelling, a clipped form (aeroplane, airplane, plane). */
function sameWord(word: string, said: string): boolean {
  if (word === said || (word.length >= 5 && said.endsWith(word))) return true;
  const allowed = Math.max(1, Math.floor(word.length / 4));
  return Math.abs(word.length - said.length) <= allowed && leven(word, said) <= allowed;
}

/** A student-produced item's steps tell what to type ("enter 4/3 or 1.333"): every such entry must score. */
function checkEntries(node: Node, item: string, add: Add) {
  const answer = node.answer as string;
  for (const step of strings(node.steps)) {
    for (const [, clause = ""] of step.matchAll(/\benter\b([^;)]*)/gi)) {
      for (const [, entry = ""] of clause.matchAll(/\$([^$]+)\$/g)) {
        const typed = entry.replace(/\\frac\{(\d+)\}\{(\d+)\}/, "$1/$2").replace(/\s/g, "");
        if (isValidStudentEntry(typed) && !acceptsStudentResponse(answer, typed))
          add(item, "explanation_disagrees", `the steps say to enter ${typed}, which does not score for ${answer}`);
      }
    }
  }
}

/** Every JSON file under `dir`, recursively. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith(".json") ? [full] : [];
  });
}

export const CONTENT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../content");

/** The review of everything under content/ (lesson templates too). */
export function reviewContent(root = CONTENT_ROOT): Finding[] {
  return jsonFiles(root)
    .sort()
    .flatMap((file) => reviewFile(path.relative(root, file), JSON.parse(readFileSync(file, "utf8")) as unknown));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const findings = reviewContent();
  for (const f of findings) console.log(`${f.file}  ${f.item}  ${f.rule}: ${f.detail}`);
  console.log(findings.length === 0 ? "No findings." : `${findings.length} finding(s).`);
  process.exitCode = findings.length === 0 ? 0 : 1;
}
