/**
 * Reading an import file (pure): Quizlet's export ("term<TAB>definition" per line), CSV or TSV (or
 * semicolon-separated) with or without a header row, and Anki's text files with their `#` header lines
 * (the app's own Anki export among them). Blank lines are skipped; every bad row is reported with its
 * line number.
 */
import Papa from "papaparse";
import { htmlFieldToText, readAnkiHeaders, type AnkiHeaders } from "./anki-text";
import { categoryNameSchema, wordKey, wordTextSchema, type ImportRowError } from "../contract/words";
import { isSafeText } from "../contract/text";
import {
  DEFINITION_MAX_LENGTH,
  DIFFICULTIES,
  EXAMPLE_MAX_LENGTH,
  IPA_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  type Difficulty,
} from "../contract/vocabulary-constants";

export type ImportFormat = "auto" | "csv" | "tsv";

export type ImportRow = {
  line: number;
  word: string;
  key: string;
  definition: string | null;
  category: string | null;
  difficulty: Difficulty | null;
  example: string | null;
  ipa: string | null;
  notes: string | null;
};

type Field = "word" | "definition" | "category" | "difficulty" | "example" | "ipa" | "notes";

/** Header names understood per field (lower case), the preferred first: an Anki card's Back only when there is no Definition. */
const HEADER_ALIASES: Record<Field, readonly string[]> = {
  word: ["word", "term", "front", "expression", "vocabulary", "headword"],
  definition: ["definition", "meaning", "translation", "description", "back"],
  category: ["category", "deck", "set", "list", "tags", "tag"],
  difficulty: ["difficulty", "level"],
  example: ["example", "sentence", "example sentence"],
  ipa: ["ipa", "pronunciation", "transcription"],
  notes: ["notes", "note", "comment"],
};
type Columns = Map<Field, number>;

/** Columns of a file without a header. */
const HEADERLESS: Columns = new Map([
  ["word", 0],
  ["definition", 1],
  ["category", 2],
  ["difficulty", 3],
]);

const LIMITS: Partial<Record<Field, number>> = {
  definition: DEFINITION_MAX_LENGTH,
  example: EXAMPLE_MAX_LENGTH,
  ipa: IPA_MAX_LENGTH,
  notes: NOTES_MAX_LENGTH,
};

export type ParsedImport = { rows: ImportRow[]; errors: ImportRowError[]; rowCount: number };

/** Columns of an Anki file that hold no note field: tags, note type and guid (the deck is the category). */
const ankiReserved = (anki: AnkiHeaders | null) =>
  new Set([anki?.tagsColumn, anki?.notetypeColumn, anki?.guidColumn, anki?.deckColumn].filter((i) => i !== undefined));

function headerColumns(cells: readonly string[], anki: AnkiHeaders | null): Columns | null {
  const reserved = ankiReserved(anki);
  const names = cells.map((c, i) => (reserved.has(i) ? "" : c.trim().toLowerCase()));
  const columns: Columns = new Map();
  for (const [field, aliases] of Object.entries(HEADER_ALIASES) as [Field, readonly string[]][]) {
    const index = aliases.map((alias) => names.indexOf(alias)).find((i) => i !== -1);
    if (index !== undefined) columns.set(field, index);
  }
  if (anki?.deckColumn !== undefined && !columns.has("category")) columns.set("category", anki.deckColumn);
  return columns.has("word") ? columns : null;
}

/** An Anki file without column names: its first two note fields are the word and its definition, the deck its category. */
function ankiPositionalColumns(anki: AnkiHeaders): Columns {
  const reserved = ankiReserved(anki);
  const fields = Array.from({ length: reserved.size + 2 }, (_, i) => i).filter((i) => !reserved.has(i));
  const columns: Columns = new Map([
    ["word", fields[0]!],
    ["definition", fields[1]!],
  ]);
  if (anki.deckColumn !== undefined) columns.set("category", anki.deckColumn);
  return columns;
}

/** Tab when the first line has one; semicolon when it has semicolons and no comma; else comma. */
function guessDelimiter(firstLine: string): string {
  if (firstLine.includes("\t")) return "\t";
  return firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
}

const difficultyOf = (text: string): Difficulty | undefined => DIFFICULTIES.find((d) => d.toLowerCase() === text.trim().toLowerCase());

/**
 * @param maxRows rows beyond this are counted but not checked: the caller refuses the file (413).
 */
export function parseImportFile(content: string, format: ImportFormat, maxRows: number): ParsedImport {
  const { headers: anki, body: text, headerLines } = readAnkiHeaders(content.replace(/^\uFEFF/, ""));
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const delimiter = anki?.separator ?? (format === "tsv" ? "\t" : format === "csv" ? "," : guessDelimiter(firstLine));
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  // Named columns of an Anki file are its header; without them the first row may still be one.
  let columns: Columns | null | undefined = anki?.columns ? (headerColumns(anki.columns, anki) ?? ankiPositionalColumns(anki)) : undefined;
  const withoutHeader = anki ? ankiPositionalColumns(anki) : HEADERLESS;
  let rowCount = 0;
  let rowStart = 0;
  let line = 1 + headerLines;
  const lineAt = (offset: number) => {
    for (let i = rowStart; i < offset; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    rowStart = offset;
    return line;
  };
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    step: (result) => {
      const startLine = lineAt(rowStart);
      lineAt(result.meta.cursor);
      const cells = result.data;
      if (cells.every((c) => c.trim() === "")) return;
      if (columns === undefined) {
        columns = headerColumns(cells, anki);
        if (columns) return;
      }
      rowCount += 1;
      if (rowCount > maxRows) return;
      const cell = (field: Field) => {
        const index = (columns ?? withoutHeader).get(field);
        const raw = index === undefined ? "" : (cells[index] ?? "");
        const value = (anki?.html ? htmlFieldToText(raw) : raw).trim();
        return value === "" ? null : value;
      };
      const fail = (code: string, message: string) => errors.push({ line: startLine, code, message });
      const word = wordTextSchema.safeParse(cell("word") ?? "");
      if (!word.success) {
        const text = cell("word");
        const code = text === null ? "missing_word" : isSafeText(text) ? "word_too_long" : "word_unsafe";
        return fail(code, word.error.issues[0]?.message ?? "Invalid word");
      }
      for (const [field, max] of Object.entries(LIMITS) as [Field, number][]) {
        if ((cell(field)?.length ?? 0) > max) return fail(`${field}_too_long`, `The ${field} must be at most ${max} characters`);
      }
      const categoryText = cell("category");
      const category = categoryText === null ? null : categoryNameSchema.safeParse(categoryText);
      if (category && !category.success) return fail("invalid_category", category.error.issues[0]?.message ?? "Invalid category");
      const difficultyText = cell("difficulty");
      const difficulty = difficultyText === null ? null : difficultyOf(difficultyText);
      if (difficulty === undefined) return fail("invalid_difficulty", `Difficulty must be one of ${DIFFICULTIES.join(", ")}`);
      rows.push({
        line: startLine,
        word: word.data,
        key: wordKey(word.data),
        definition: cell("definition"),
        category: category ? category.data : null,
        difficulty,
        example: cell("example"),
        ipa: cell("ipa"),
        notes: cell("notes"),
      });
    },
  });
  return { rows, errors, rowCount };
}
