/**
 * Anki's plain-text note files (pure): the `#key:value` header lines at the top of the file
 * (`#separator:`, `#html:`, `#columns:`, `#tags column:`, `#deck column:`…), and HTML fields turned
 * back into text. The export writes these headers and the import reads them, so an exported file
 * imports back into the same words.
 */

/** Columns of the Anki export: Front and Back are what an Anki "Basic" card shows, the rest keeps every field. */
export const ANKI_EXPORT_COLUMNS = ["Front", "Back", "Definition", "Category", "Difficulty", "IPA", "Example", "Notes", "Tags"] as const;

export type AnkiHeaders = {
  /** The field separator the file declares. */
  separator?: string;
  html: boolean;
  /** Column names from `#columns:`. */
  columns?: string[];
  /** 0-based columns of the tags, note type, deck (the import's category) and guid. */
  tagsColumn?: number;
  deckColumn?: number;
  notetypeColumn?: number;
  guidColumn?: number;
};

/** Anki's names for separators; any other value is the character itself. */
const SEPARATOR_NAMES: Record<string, string> = { tab: "\t", comma: ",", semicolon: ";", space: " ", pipe: "|", colon: ":" };
const HEADER_LINE = /^#(separator|html|tags|columns|notetype|deck|notetype column|deck column|tags column|guid column|if matches):(.*)$/i;

function columnIndex(value: string): number | undefined {
  const n = Number(value.trim());
  return Number.isInteger(n) && n >= 1 ? n - 1 : undefined;
}

/**
 * Reads the header lines at the top of a file.
 * @returns the headers, the text after them and how many lines they took (for row line numbers).
 */
export function readAnkiHeaders(text: string): { headers: AnkiHeaders | null; body: string; headerLines: number } {
  const headers: AnkiHeaders = { html: false };
  let offset = 0;
  let headerLines = 0;
  let columns: string | undefined;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    const lineEnd = end === -1 ? text.length : end;
    const match = HEADER_LINE.exec(text.slice(offset, lineEnd).replace(/\r$/, ""));
    if (!match) break;
    const key = match[1]!.toLowerCase();
    const value = match[2]!;
    if (key === "separator") headers.separator = SEPARATOR_NAMES[value.trim().toLowerCase()] ?? value;
    else if (key === "html") headers.html = value.trim().toLowerCase() === "true";
    else if (key === "columns") columns = value;
    else if (key === "tags column") headers.tagsColumn = columnIndex(value);
    else if (key === "deck column") headers.deckColumn = columnIndex(value);
    else if (key === "notetype column") headers.notetypeColumn = columnIndex(value);
    else if (key === "guid column") headers.guidColumn = columnIndex(value);
    headerLines += 1;
    offset = lineEnd + 1;
  }
  if (headerLines === 0) return { headers: null, body: text, headerLines: 0 };
  // The column names are split by the file's separator, which may be declared after them.
  if (columns !== undefined) headers.columns = columns.split(headers.separator ?? "\t").map((name) => name.trim());
  return { headers, body: text.slice(offset), headerLines };
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00A0" };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** An HTML field as plain text: line breaks and block ends become new lines, other tags go, entities are decoded. */
export function htmlFieldToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(div|p|li)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity: string, body: string) => decodeEntity(entity, body));
}

/**
 * Plain text as an HTML field: the exact text comes back from `htmlFieldToText`, tabs included. Quotes
 * are escaped too, so no field starts a quoted CSV field.
 */
export function textToHtmlField(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\r?\n/g, "<br>");
}
