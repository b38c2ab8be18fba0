import { beforeAll, describe, expect, it } from "vitest";
import type { LexiconEntryResponse, LexiconInfo, LexiconSearchResponse } from "../../../worker/contract/lexicon";
import { loadLexicon, request, type ErrorResponse } from "./helpers";

beforeAll(loadLexicon);

async function search(q: string, limit?: number) {
  const res = await request(`/api/lexicon/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ""}`);
  expect(res.status).toBe(200);
  return { body: await res.json<LexiconSearchResponse>(), res };
}

describe("lexicon search", () => {
  it("finds words by prefix, most frequent first, with what the add-word form pre-fills", async () => {
    const { body } = await search("hap");
    const lemmas = body.items.map((i) => i.lemma);
    expect(lemmas).toContain("happy");
    expect(lemmas).toContain("happiness");
    expect(lemmas.indexOf("happy")).toBeLessThan(lemmas.indexOf("happiness"));
    const happy = body.items.find((i) => i.lemma === "happy")!;
    expect(happy).toMatchObject({ pos: "adjective", ipa: "ˈhæpi", difficulty: "Easy", match: "prefix" });
    expect(happy.definition).toMatch(/joy/);
    const ranks = body.items.map((i) => i.rank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("puts the word itself first and maps an inflected form to its lemma (went → go)", async () => {
    const { body } = await search("went");
    expect(body.items[0]).toMatchObject({ lemma: "go", match: "form", matched: "went" });
    const dog = (await search("DOG ")).body;
    expect(dog.query).toBe("dog");
    expect(dog.items[0]).toMatchObject({ lemma: "dog", match: "exact", ipa: "dɔɡ" });
  });

  it("corrects a typing mistake (recieve → receive) and finds phrases containing the query", async () => {
    const typo = (await search("recieve")).body;
    expect(typo.items[0]).toMatchObject({ lemma: "receive", match: "typo", matched: "receive" });
    const contains = (await search("cream")).body.items;
    expect(contains[0]).toMatchObject({ lemma: "cream", match: "exact" });
    expect(contains.filter((i) => i.match === "contains").map((i) => i.lemma)).toEqual(expect.arrayContaining(["ice cream", "sour cream"]));
  });

  it("honours the limit and reports its duration in Server-Timing", async () => {
    const { body, res } = await search("a", 3);
    expect(body.items).toHaveLength(3);
    expect(res.headers.get("Server-Timing")).toMatch(/^lexicon;dur=\d+(\.\d+)?$/);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("answers an unknown word with an empty list and a bad query with 400", async () => {
    expect((await search("zzqxv")).body.items).toEqual([]);
    const empty = await request("/api/lexicon/search?q=%20%20");
    expect(empty.status).toBe(400);
    expect((await empty.json<ErrorResponse>()).error.code).toBe("validation_failed");
    expect((await request(`/api/lexicon/search?q=${"a".repeat(200)}`)).status).toBe(400);
    expect((await request("/api/lexicon/search?q=go&limit=0")).status).toBe(400);
  });
});

describe("lexicon entries", () => {
  it("returns every sense with examples and synonyms, and the lemma's inflected forms", async () => {
    const res = await request("/api/lexicon/entries/dog");
    expect(res.status).toBe(200);
    const { entry, resolvedFrom } = await res.json<LexiconEntryResponse>();
    expect(resolvedFrom).toBeNull();
    expect(entry).toMatchObject({ lemma: "dog", pos: "noun", ipa: "dɔɡ", example: "the dog barked all night", cefr: "A1" });
    expect(entry.senses.length).toBeGreaterThan(3);
    expect(entry.senses[0]!.synonyms).toContain("domestic dog");
    expect(entry.forms).toContain("dogs");
  });

  it("looks up an inflected form as its lemma (went → go) and names other lemmas of an ambiguous form", async () => {
    const went = await (await request("/api/lexicon/entries/went")).json<LexiconEntryResponse>();
    expect(went.entry.lemma).toBe("go");
    expect(went.resolvedFrom).toBe("went");
    expect(went.entry.forms).toEqual(expect.arrayContaining(["went", "gone", "going", "goes"]));
    const children = await (await request("/api/lexicon/entries/Children")).json<LexiconEntryResponse>();
    expect(children.entry.lemma).toBe("child");
    const saw = await (await request("/api/lexicon/entries/saw")).json<LexiconEntryResponse>();
    expect(saw.entry.lemma).toBe("saw");
    expect(saw.alsoFormOf).toContain("see");
    const phrase = await (await request("/api/lexicon/entries/ice%20cream")).json<LexiconEntryResponse>();
    expect(phrase.entry.lemma).toBe("ice cream");
    // The CEFR-J profile lists words up to B2: a rarer word has no level.
    expect((await (await request("/api/lexicon/entries/serendipity")).json<LexiconEntryResponse>()).entry.cefr).toBeNull();
  });

  it("answers 404 with a message for a word it does not know", async () => {
    const res = await request("/api/lexicon/entries/zzqxv");
    expect(res.status).toBe(404);
    expect(await res.json<ErrorResponse>()).toEqual({
      error: { code: "lexicon_entry_not_found", message: '"zzqxv" is not in the dictionary.' },
    });
  });

  it("states its sources and the WordNet licence notice for the About page", async () => {
    const info = await (await request("/api/lexicon/info")).json<LexiconInfo>();
    expect(info.entries).toBeGreaterThan(300);
    expect(info.sources.map((s) => s.name)).toEqual(expect.arrayContaining(["WordNet 3.1", "CEFR-J Vocabulary Profile 1.5"]));
    expect(info.sources[0]!.notice).toMatch(/Princeton University/);
  });
});

describe("short queries", () => {
  it("answers one and two letters with the most frequent words, also for letters that start few common words", async () => {
    for (const q of ["s", "co", "ub", "ep", "p"]) {
      const { body } = await search(q, 5);
      expect(body.items.length, q).toBeGreaterThan(0);
      for (const item of body.items) expect(item.lemma.toLowerCase().startsWith(q), `${q}: ${item.lemma}`).toBe(true);
      const ranks = body.items.map((i) => i.rank ?? Infinity);
      expect(ranks, q).toEqual([...ranks].sort((a, b) => a - b));
    }
    const { body } = await search("s", 3);
    expect(body.items.map((i) => i.lemma)).toEqual(["s", "so", "see"]);
  });
});
