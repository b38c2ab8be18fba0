/**
 * The gradebook as CSV for Excel and LibreOffice: UTF-8 with a byte order mark (without it Excel
 * reads Cyrillic names as mojibake), CRLF line ends, RFC 4180 quoting, and a cell that would start a
 * formula (= + - @) made text with a leading apostrophe, so a name can never run as a formula.
 */
import type { Gradebook, GradebookCell } from "../contract/gradebook";
import type { Translate } from "../i18n";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function cellText(cell: GradebookCell | null, t: Translate): string {
  if (cell === null) return "";
  const parts: string[] = [];
  if (cell.status) parts.push(t(`teaching:gradebook.status.${cell.status}`));
  if (cell.band !== null)
    parts.push(t(cell.by_teacher ? "teaching:gradebook.teacherBand" : "teaching:gradebook.band", { band: cell.band.toFixed(1) }));
  if (cell.score !== null) parts.push(t("teaching:gradebook.score", { score: cell.score }));
  return parts.join(" · ");
}

export function gradebookCsv(book: Gradebook, t: Translate): string {
  const header = [t("teaching:gradebook.student"), ...book.columns.map((c) => `${c.title} (${c.date.slice(0, 10)})`)];
  const rows = book.students.map((s) => [s.display_name, ...book.columns.map((c) => cellText(s.cells[c.id] ?? null, t))]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
