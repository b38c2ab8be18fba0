import { beforeAll, describe, expect, it } from "vitest";
import type { Category, ImportResponse, ListWordsResponse, Word } from "../../../worker/contract/words";
import { IMPORT_MAX_ROWS } from "../../../worker/contract/vocabulary-constants";
import { loadLexicon, signedIn, type Caller, type ErrorResponse } from "./helpers";

beforeAll(loadLexicon);

const importText = (user: Caller, content: string, query = "", contentType = "text/plain") =>
  user.call(`/api/words/import${query}`, { method: "POST", headers: { "Content-Type": contentType }, body: content });
const importOk = async (user: Caller, content: string, query = "") => {
  const res = await importText(user, content, query);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json<ImportResponse>();
};
const allWords = async (user: Caller) => (await user.ok<ListWordsResponse>("/api/words?sort=word&order=asc&limit=10000")).words;

describe("import", () => {
  it("reads Quizlet's export (term<TAB>definition) with a BOM, CRLF line ends and blank lines", async () => {
    const user = await signedIn();
    const result = await importOk(user, "\uFEFFapple\ta round fruit\r\n\r\nbanana\ta long yellow fruit\r\n   \r\ncat\t\r\n");
    expect(result).toEqual({ rows: 3, imported: 3, duplicates: 0, errors: [], createdCategories: [] });
    const words = await allWords(user);
    expect(words.map((w) => [w.word, w.definition, w.category])).toEqual([
      ["apple", "a round fruit", "General"],
      ["banana", "a long yellow fruit", "General"],
      ["cat", expect.stringMatching(/feline/), "General"],
    ]);
    expect(words[2]!.ipa).toBe("kæt");
  });

  it("reads CSV with a header in any column order, quotes, commas and line breaks inside fields, and new categories", async () => {
    const user = await signedIn();
    const csv = [
      "Definition,Word,Category,Difficulty,Example",
      '"to say ""hello"", politely",greet,Verbs,easy,"She greeted us,\nwarmly."',
      "a building for living in,house,Nouns,Medium,",
      "a tool,saw,,hard,",
    ].join("\n");
    const result = await importOk(user, csv);
    expect(result).toMatchObject({ rows: 3, imported: 3, errors: [], createdCategories: ["Verbs", "Nouns"] });
    const words = await allWords(user);
    expect(words.find((w) => w.word === "greet")).toMatchObject({
      definition: 'to say "hello", politely',
      category: "Verbs",
      difficulty: "Easy",
      example: "She greeted us,\nwarmly.",
    });
    expect(words.find((w) => w.word === "saw")).toMatchObject({ category: "General", difficulty: "Hard" });
  });

  it("ignores duplicates of existing words and within the file, and reports bad rows with their line numbers", async () => {
    const user = await signedIn();
    await user.ok("/api/words", { method: "POST", json: { word: "Apple" } }, 201);
    const tsv = [
      "word\tdefinition\tdifficulty",
      "apple\tdup of existing",
      "pear\tfruit",
      "PEAR\tdup in file",
      "\tno word",
      `${"x".repeat(250)}\ttoo long`,
      "plum\tfruit\tsuper hard",
      "fig\tfruit",
      "\u202eelppa\treads backwards",
    ].join("\n");
    const result = await importOk(user, tsv);
    expect(result).toEqual({
      rows: 8,
      imported: 2,
      duplicates: 2,
      errors: [
        { line: 5, code: "missing_word", message: "The word must not be empty" },
        { line: 6, code: "word_too_long", message: "The word must be shorter than 200 characters" },
        { line: 7, code: "invalid_difficulty", message: "Difficulty must be one of Easy, Medium, Hard" },
        {
          line: 9,
          code: "word_unsafe",
          message: "The word must not contain control characters, text-direction overrides or broken characters",
        },
      ],
      createdCategories: [],
    });
    expect((await allWords(user)).map((w) => w.word)).toEqual(["Apple", "fig", "pear"]);
  });

  it("imports into a chosen category, from a JSON body too", async () => {
    const user = await signedIn();
    const travel = await user.ok<Category>("/api/categories", { method: "POST", json: { name: "Travel" } }, 201);
    await importOk(user, "ticket,a pass\n", `?categoryId=${travel.id}`);
    const json = await user.call("/api/words/import", {
      method: "POST",
      json: { content: "passport\tid", format: "tsv", categoryId: travel.id },
    });
    expect(json.status).toBe(200);
    expect((await allWords(user)).map((w) => [w.word, w.category])).toEqual([
      ["passport", "Travel"],
      ["ticket", "Travel"],
    ]);
    expect((await importText(user, "x,y", "?categoryId=nope")).status).toBe(404);
  });

  it("accepts 10,000 rows and refuses 10,001 with 413 and a clear message", async () => {
    const user = await signedIn();
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `word${i}\tdefinition ${i}`).join("\n");
    const tooMany = await importText(user, rows(IMPORT_MAX_ROWS + 1));
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json<ErrorResponse>()).toEqual({
      error: {
        code: "import_too_large",
        message: "The file has 10,001 rows. At most 10,000 rows can be imported at once: split the file and import the parts.",
      },
    });
    expect(await allWords(user)).toHaveLength(0);
    const result = await importOk(user, rows(IMPORT_MAX_ROWS));
    expect(result).toMatchObject({ rows: IMPORT_MAX_ROWS, imported: IMPORT_MAX_ROWS, duplicates: 0 });
    expect((await user.ok<ListWordsResponse>("/api/words?limit=1")).total).toBe(IMPORT_MAX_ROWS);
  });

  it("refuses an empty file and a body that is not valid JSON", async () => {
    const user = await signedIn();
    expect((await importText(user, "\n\n  \n")).status).toBe(400);
    expect((await importText(user, "word,definition\n")).status).toBe(400);
    expect((await importText(user, "{not json", "", "application/json")).status).toBe(400);
    expect((await importText(user, JSON.stringify({ content: 3 }), "", "application/json")).status).toBe(400);
  });
});

describe("export", () => {
  it("exports CSV that imports back into the same words", async () => {
    const user = await signedIn();
    await importOk(user, 'word,definition,category,example\nqueue,"a line, of people",Nouns,"wait in the ""queue"""\nsprint,run fast,,\n');
    const res = await user.call("/api/words/export?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="lexora-words.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so spreadsheets read UTF-8
    const csv = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith("\uFEFFword,definition,category,difficulty,ipa,example,notes,added,srs_due\r\n")).toBe(true);
    const copy = await signedIn();
    expect(await importOk(copy, csv)).toMatchObject({ imported: 2, errors: [], createdCategories: ["Nouns"] });
    const strip = (w: { word: string; definition: string | null; category: string; example: string | null; difficulty: string }) => [
      w.word,
      w.definition,
      w.category,
      w.example,
      w.difficulty,
    ];
    expect((await allWords(copy)).map(strip)).toEqual((await allWords(user)).map(strip));
  });

  it("exports an Anki text file: Anki's headers, Front and Back for the card, every field in its own column", async () => {
    const user = await signedIn();
    await importOk(user, "dog\ta <pet>\n");
    const res = await user.call("/api/words/export?format=anki");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="lexora-words-anki.txt"');
    const lines = (await res.text()).trimEnd().split("\n");
    expect(lines.slice(0, 4)).toEqual([
      "#separator:tab",
      "#html:true",
      "#columns:Front\tBack\tDefinition\tCategory\tDifficulty\tIPA\tExample\tNotes\tTags",
      "#tags column:9",
    ]);
    expect(lines[4]!.split("\t")).toEqual([
      "dog",
      "a &lt;pet&gt;<br>/dɔɡ/<br><i>the dog barked all night</i>",
      "a &lt;pet&gt;",
      "General",
      "Easy",
      "dɔɡ",
      "the dog barked all night",
      "",
      "General Easy",
    ]);
  });

  it("imports its own Anki export back into exactly the same words, with no header or whole line taken for a word", async () => {
    const user = await signedIn();
    const verbs = await user.ok<Category>("/api/categories", { method: "POST", json: { name: "Phrasal verbs & idioms" } }, 201);
    const words = [
      { word: "look up", definition: 'to search for "facts"\tin a book', example: "Look it up <now>.", notes: "line one\nline two" },
      { word: "café", definition: "a small restaurant; coffee & cake", difficulty: "Hard" as const, ipa: "ˈkæfeɪ" },
      { word: "#hashtag", definition: "a word after #" },
    ];
    for (const word of words) await user.ok("/api/words", { method: "POST", json: { ...word, categoryId: verbs.id } }, 201);
    await importOk(user, "apple\tthe fruit of an apple tree\nsprint\tto run fast\n");

    const anki = await (await user.call("/api/words/export?format=anki")).text();
    const copy = await signedIn();
    const result = await importOk(copy, anki);
    expect(result).toEqual({ rows: 5, imported: 5, duplicates: 0, errors: [], createdCategories: ["Phrasal verbs & idioms"] });
    const fields = (w: Word) => [w.word, w.definition, w.category, w.difficulty, w.ipa, w.example, w.notes];
    expect((await allWords(copy)).map(fields)).toEqual((await allWords(user)).map(fields));
    expect((await allWords(copy)).find((w) => w.word === "look up")).toMatchObject({
      definition: 'to search for "facts"\tin a book',
      notes: "line one\nline two",
    });
  });

  it("reads Anki's header lines: named separators, HTML fields, deck and tags columns, line numbers after the headers", async () => {
    const user = await signedIn();
    const file = [
      "#separator:Semicolon",
      "#html:true",
      "#tags column:4",
      "#deck column:3",
      // Fields with a semicolon (every entity has one) are quoted, as Anki writes them.
      'bold;"<b>strong</b> &amp; <i>thick</i><br>dark";Colours;tag1 tag2',
      'nbsp;"a&nbsp;space &#x41;&#66;";Colours;',
      ";no word;Colours;",
    ].join("\n");
    const result = await importOk(user, file);
    expect(result).toMatchObject({ rows: 3, imported: 2, createdCategories: ["Colours"] });
    expect(result.errors).toEqual([{ line: 7, code: "missing_word", message: "The word must not be empty" }]);
    expect((await allWords(user)).map((w) => [w.word, w.definition, w.category])).toEqual([
      ["bold", "strong & thick\ndark", "Colours"],
      ["nbsp", "a\u00A0space AB", "Colours"],
    ]);
  });

  it("reads the earlier Anki export (Front, Back, Tags) without junk words", async () => {
    const user = await signedIn();
    const old = [
      "#separator:tab",
      "#html:true",
      "#columns:Front\tBack\tTags",
      "#tags column:3",
      "dog\ta &lt;pet&gt;<br>/dɔɡ/\tGeneral Easy",
      "",
    ];
    expect(await importOk(user, old.join("\n"))).toMatchObject({ rows: 1, imported: 1, errors: [], createdCategories: [] });
    expect((await allWords(user)).map((w) => [w.word, w.definition, w.category])).toEqual([["dog", "a <pet>\n/dɔɡ/", "General"]]);
  });

  it("guesses a semicolon separator for a file without headers", async () => {
    const user = await signedIn();
    expect(await importOk(user, "word;definition\nrain;water falling from clouds\n")).toMatchObject({ rows: 1, imported: 1 });
    expect((await allWords(user)).map((w) => [w.word, w.definition])).toEqual([["rain", "water falling from clouds"]]);
  });
});
