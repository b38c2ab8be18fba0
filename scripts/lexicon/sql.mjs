// The lexicon's tables and rows, and the same as literal SQL for the worker tests' fixture: multi-row
// INSERTs with no bound parameters, each statement well under D1's 100 KB statement limit. The first
// statements clear the previous lexicon; the last ones rebuild the FTS5 index and record the version.

const MAX_STATEMENT_BYTES = 90_000;

const literal = (value) => {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
};

function* inserts(table, columns, rows) {
  const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES\n`;
  let values = [];
  let bytes = head.length;
  for (const row of rows) {
    const tuple = `(${row.map(literal).join(", ")})`;
    const size = Buffer.byteLength(tuple) + 2;
    if (values.length && bytes + size > MAX_STATEMENT_BYTES) {
      yield `${head}${values.join(",\n")};`;
      values = [];
      bytes = head.length;
    }
    values.push(tuple);
    bytes += size;
  }
  if (values.length) yield `${head}${values.join(",\n")};`;
}

/** lexicon_entries' columns and the built entry's field each is written from. */
const ENTRY_FIELDS = {
  id: "id",
  lemma: "lemma",
  lemma_key: "key",
  pos: "pos",
  ipa: "ipa",
  rank: "rank",
  search_order: "searchOrder",
  difficulty: "difficulty",
  cefr: "cefr",
  cefr_order: "cefrOrder",
  definition: "definition",
  example: "example",
};

/**
 * The lexicon's tables in the order they are filled, each with its columns and rows: what both the literal
 * SQL below (the worker tests' fixture) and the prepared SQLite file (build.mjs, `npm start`) are made of.
 * @param {{ entries: object[], forms: object[], phrases?: object[], russian?: object[] }} lexicon
 * @returns {{ table: string, columns: string[], rows: Iterable<unknown[]> }[]}
 */
export function lexiconTables({ entries, forms, phrases = [], russian = [] }) {
  return [
    {
      table: "lexicon_entries",
      columns: [...Object.keys(ENTRY_FIELDS), "sense_count"],
      rows: entries.map((e) => [...Object.values(ENTRY_FIELDS).map((field) => e[field]), e.senses.length]),
    },
    {
      table: "lexicon_senses",
      columns: ["entry_id", "position", "pos", "definition", "examples", "synonyms", "tagged", "related"],
      rows: entries.flatMap((e) =>
        e.senses.map((s, i) => [
          e.id,
          i,
          s.pos,
          s.definition,
          JSON.stringify(s.examples),
          JSON.stringify(s.synonyms),
          s.tagged ?? 0,
          s.related?.length ? s.related.join(" ") : null,
        ]),
      ),
    },
    {
      table: "lexicon_sense_glosses",
      columns: ["entry_id", "position", "lang", "gloss"],
      rows: entries.flatMap((e) =>
        Object.entries(e.senseGlosses ?? {}).flatMap(([lang, glosses]) =>
          glosses.flatMap((gloss, i) => (gloss ? [[e.id, i, lang, gloss]] : [])),
        ),
      ),
    },
    { table: "lexicon_forms", columns: ["form", "entry_id", "pos"], rows: forms.map((f) => [f.form, f.entryId, f.pos]) },
    {
      table: "lexicon_glosses",
      columns: ["entry_id", "lang", "gloss"],
      rows: entries.flatMap((e) => Object.entries(e.glosses ?? {}).flatMap(([lang, gloss]) => (gloss ? [[e.id, lang, gloss]] : []))),
    },
    {
      table: "lexicon_neighbours",
      columns: ["entry_id", "position", "neighbour_id"],
      rows: entries.flatMap((e) => (e.neighbours ?? []).map((id, i) => [e.id, i, id])),
    },
    { table: "lexicon_phrases", columns: ["key", "phrase", "russian"], rows: phrases.map((p) => [p.key, p.phrase, p.translation]) },
    {
      table: "lexicon_russian",
      columns: ["key", "word", "uses", "lemmas"],
      rows: russian.map((r) => [r.key, r.word, r.uses, JSON.stringify(r.lemmas)]),
    },
  ];
}

/** Clears the previous lexicon: children before the entries they point to. */
export const LEXICON_CLEAR_ORDER = [
  "lexicon_phrases",
  "lexicon_russian",
  "lexicon_neighbours",
  "lexicon_sense_glosses",
  "lexicon_glosses",
  "lexicon_forms",
  "lexicon_senses",
  "lexicon_entries",
];

/** The statements that close an import: the FTS5 index rebuilt from the entries, and the version recorded. */
export const lexiconClosingStatements = (version, { entries, forms }) => [
  "INSERT INTO lexicon_fts(lexicon_fts) VALUES ('rebuild');",
  `INSERT OR REPLACE INTO lexicon_meta (key, value) VALUES ('version', ${literal(version)}), ('entries', '${entries}'), ('forms', '${forms}');`,
];

/**
 * @param {{ entries: object[], forms: object[] }} lexicon
 * @param {string} version
 * @returns {Generator<string>}
 */
export function* lexiconStatements(lexicon, version) {
  for (const table of LEXICON_CLEAR_ORDER) yield `DELETE FROM ${table};`;
  for (const { table, columns, rows } of lexiconTables(lexicon)) yield* inserts(table, columns, rows);
  yield* lexiconClosingStatements(version, { entries: lexicon.entries.length, forms: lexicon.forms.length });
}
