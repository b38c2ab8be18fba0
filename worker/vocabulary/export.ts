/** Dictionary export: CSV (the import reads it back) and an Anki-importable text file. */
import Papa from "papaparse";
import { EXPORT_CSV_COLUMNS, type Word } from "../contract/words";

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

const html = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\t/g, " ").replace(/\r?\n/g, "<br>");
const tag = (text: string) => text.trim().replace(/\s+/g, "_");

/**
 * Anki's "Notes in Plain Text" format with file headers: Front (word), Back (definition, IPA,
 * example) and tags (category and difficulty).
 */
export function wordsToAnki(words: readonly Word[]): string {
  const lines = ["#separator:tab", "#html:true", "#columns:Front\tBack\tTags", "#tags column:3"];
  for (const w of words) {
    const back = [w.definition && html(w.definition), w.ipa && `/${html(w.ipa)}/`, w.example && `<i>${html(w.example)}</i>`]
      .filter(Boolean)
      .join("<br>");
    lines.push([html(w.word), back, `${tag(w.category)} ${w.difficulty}`].join("\t"));
  }
  return lines.join("\n") + "\n";
}
