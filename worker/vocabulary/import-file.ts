/**
 * Reading an import file (pure): Quizlet's export ("term<TAB>definition" per line) and CSV or TSV with
 * or without a header row. Blank lines are skipped; every bad row is reported with its line number.
 */
import Papa from "papaparse";
import { categoryNameSchema, wordKey, wordTextSchema, type ImportRowError } from "../contract/words";
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

/** Header names understood per field (lower case). */
const HEADER_ALIASES: Record<Field, readonly string[]> = {
  word: ["word", "term", "front", "expression", "vocabulary", "headword"],
  definition: ["definition", "meaning", "back", "translation", "description"],
  category: ["category", "deck", "set", "list", "tags", "tag"],
  difficulty: ["difficulty", "level"],
  example: ["example", "sentence", "example sentence"],
  ipa: ["ipa", "pronunciation", "transcription"],
  notes: ["notes", "note", "comment"],
};
/** Columns of a file without a header. */
const HEADERLESS: readonly Field[] = ["word", "definition", "category", "difficulty"];

const LIMITS: Partial<Record<Field, number>> = {
  definition: DEFINITION_MAX_LENGTH,
  example: EXAMPLE_MAX_LENGTH,
  ipa: IPA_MAX_LENGTH,
  notes: NOTES_MAX_LENGTH,
};

export type ParsedImport = { rows: ImportRow[]; errors: ImportRowError[]; rowCount: number };

function headerColumns(cells: string[]): Map<Field, number> | null {
  const names = cells.map((c) => c.trim().toLowerCase());
  const columns = new Map<Field, number>();
  for (const [field, aliases] of Object.entries(HEADER_ALIASES) as [Field, readonly string[]][]) {
    const index = names.findIndex((n) => aliases.includes(n));
    if (index !== -1) columns.set(field, index);
  }
  return columns.has("word") ? columns : null;
}

const difficultyOf = (text: string): Difficulty | undefined => DIFFICULTIES.find((d) => d.toLowerCase() === text.trim().toLowerCase());

/**
 * @param maxRows rows beyond this are counted but not checked: the caller refuses the file (413).
 */
export function parseImportFile(content: string, format: ImportFormat, maxRows: number): ParsedImport {
  const text = content.replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const delimiter = format === "tsv" || (format === "auto" && firstLine.includes("\t")) ? "\t" : ",";
  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  let columns: Map<Field, number> | null | undefined;
  let rowCount = 0;
  let rowStart = 0;
  let line = 1;
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
        columns = headerColumns(cells);
        if (columns) return;
      }
      rowCount += 1;
      if (rowCount > maxRows) return;
      const cell = (field: Field) => {
        const index = columns ? columns.get(field) : HEADERLESS.indexOf(field);
        const value = index === undefined || index < 0 ? "" : (cells[index] ?? "").trim();
        return value === "" ? null : value;
      };
      const fail = (code: string, message: string) => errors.push({ line: startLine, code, message });
      const word = wordTextSchema.safeParse(cell("word") ?? "");
      if (!word.success) return fail(cell("word") ? "word_too_long" : "missing_word", word.error.issues[0]?.message ?? "Invalid word");
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
