// The lexicon as literal SQL: multi-row INSERTs with no bound parameters, each statement well under
// D1's 100 KB statement limit. The first statements clear the previous lexicon; the last ones
// rebuild the FTS5 index and record the version.

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
 * @param {{ entries: object[], forms: object[] }} lexicon
 * @param {string} version
 * @returns {Generator<string>}
 */
export function* lexiconStatements({ entries, forms, phrases = [], russian = [] }, version) {
  yield "DELETE FROM lexicon_phrases;";
  yield "DELETE FROM lexicon_russian;";
  yield "DELETE FROM lexicon_neighbours;";
  yield "DELETE FROM lexicon_sense_glosses;";
  yield "DELETE FROM lexicon_glosses;";
  yield "DELETE FROM lexicon_forms;";
  yield "DELETE FROM lexicon_senses;";
  yield "DELETE FROM lexicon_entries;";
  yield* inserts(
    "lexicon_entries",
    [...Object.keys(ENTRY_FIELDS), "sense_count"],
    entries.map((e) => [...Object.values(ENTRY_FIELDS).map((field) => e[field]), e.senses.length]),
  );
  yield* inserts(
    "lexicon_senses",
    ["entry_id", "position", "pos", "definition", "examples", "synonyms", "tagged", "related"],
    entries.flatMap((e) =>
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
  );
  yield* inserts(
    "lexicon_sense_glosses",
    ["entry_id", "position", "lang", "gloss"],
    entries.flatMap((e) =>
      Object.entries(e.senseGlosses ?? {}).flatMap(([lang, glosses]) =>
        glosses.flatMap((gloss, i) => (gloss ? [[e.id, i, lang, gloss]] : [])),
      ),
    ),
  );
  yield* inserts(
    "lexicon_forms",
    ["form", "entry_id", "pos"],
    forms.map((f) => [f.form, f.entryId, f.pos]),
  );
  yield* inserts(
    "lexicon_glosses",
    ["entry_id", "lang", "gloss"],
    entries.flatMap((e) => Object.entries(e.glosses ?? {}).flatMap(([lang, gloss]) => (gloss ? [[e.id, lang, gloss]] : []))),
  );
  yield* inserts(
    "lexicon_neighbours",
    ["entry_id", "position", "neighbour_id"],
    entries.flatMap((e) => (e.neighbours ?? []).map((id, i) => [e.id, i, id])),
  );
  yield* inserts(
    "lexicon_phrases",
    ["key", "phrase", "russian"],
    phrases.map((p) => [p.key, p.phrase, p.translation]),
  );
  yield* inserts(
    "lexicon_russian",
    ["key", "word", "uses", "lemmas"],
    russian.map((r) => [r.key, r.word, r.uses, JSON.stringify(r.lemmas)]),
  );
  yield "INSERT INTO lexicon_fts(lexicon_fts) VALUES ('rebuild');";
  yield `INSERT OR REPLACE INTO lexicon_meta (key, value) VALUES ('version', ${literal(version)}), ('entries', '${entries.length}'), ('forms', '${forms.length}');`;
}
