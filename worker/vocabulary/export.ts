/** Dictionary export: CSV (the import reads it back) and an Anki-importable text file. */
import Papa from "papaparse";
import { EXPORT_CSV_COLUMNS, type Word } from "../contract/words";
import { ANKI_EXPORT_COLUMNS, textToHtmlField } from "./anki-text";

/** A BOM so spreadsheet programs read the CSV as UTF-8; the import strips it. */
const BOM = "\uFEFF";

export function wordsToCsv(words: readonly Word[]): string {
  const data = words.map((w) => [
    w.word,
    w.definition ?? "",
    w.category,
    w.difficulty,
    w.ipa ?? "",
    w.example ?? "",
    w.notes ?? "",
    w.createdAt,
    w.srs?.due ?? "",
  ]);
  return BOM + Papa.unparse({ fields: [...EXPORT_CSV_COLUMNS], data }, { newline: "\r\n" });
}

const tag = (text: string) => text.trim().replace(/\s+/g, "_");

/**
 * Anki's "Notes in Plain Text" format with file headers. Front (word) and Back (definition, IPA,
 * example) make an Anki "Basic" card; the word's own fields follow in columns of their own, so the
 * import reads back exactly what was exported. Tags (category and difficulty) help browsing in Anki.
 */
export function wordsToAnki(words: readonly Word[]): string {
  const lines = [
    "#separator:tab",
    "#html:true",
    `#columns:${ANKI_EXPORT_COLUMNS.join("\t")}`,
    `#tags column:${ANKI_EXPORT_COLUMNS.indexOf("Tags") + 1}`,
  ];
  const html = (text: string | null) => (text === null ? "" : textToHtmlField(text));
  for (const w of words) {
    const back = [w.definition && html(w.definition), w.ipa && `/${html(w.ipa)}/`, w.example && `<i>${html(w.example)}</i>`]
      .filter(Boolean)
      .join("<br>");
    const fields: Record<(typeof ANKI_EXPORT_COLUMNS)[number], string> = {
      Front: html(w.word),
      Back: back,
      Definition: html(w.definition),
      Category: html(w.category),
      Difficulty: w.difficulty,
      IPA: html(w.ipa),
      Example: html(w.example),
      Notes: html(w.notes),
      Tags: `${tag(w.category)} ${w.difficulty}`,
    };
    lines.push(ANKI_EXPORT_COLUMNS.map((column) => fields[column]).join("\t"));
  }
  return lines.join("\n") + "\n";
}
