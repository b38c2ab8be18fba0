import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LexiconEntryResponse, LexiconGlossesResponse, LexiconSearchResponse } from "../../../worker/contract/lexicon";
import { loadLexicon, request } from "./helpers";

// The fixture's glosses depend on whether the Müller dictionary was installed when it was built, so
// this file writes its own.
beforeAll(async () => {
  await loadLexicon();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM lexicon_glosses"),
    env.DB.prepare(
      "INSERT INTO lexicon_glosses (entry_id, lang, gloss) SELECT id, 'ru', 'собака, пёс' FROM lexicon_entries WHERE lemma_key = 'dog'",
    ),
    env.DB.prepare(
      "INSERT INTO lexicon_glosses (entry_id, lang, gloss) SELECT id, 'ru', 'идти, ходить' FROM lexicon_entries WHERE lemma_key = 'go'",
    ),
  ]);
});

async function get<T>(path: string, status = 200): Promise<T> {
  const res = await request(path);
  expect(res.status, path).toBe(status);
  return res.json<T>();
}

describe("lexicon glosses", () => {
  it("come with search results only when a gloss language is asked for", async () => {
    const ru = await get<LexiconSearchResponse>("/api/lexicon/search?q=dog&lang=ru");
    expect(ru.items[0]).toMatchObject({ lemma: "dog", gloss: "собака, пёс" });
    const plain = await get<LexiconSearchResponse>("/api/lexicon/search?q=dog");
    expect(plain.items[0]).toMatchObject({ lemma: "dog", gloss: null });
    const inflected = await get<LexiconSearchResponse>("/api/lexicon/search?q=went&lang=ru");
    expect(inflected.items[0]).toMatchObject({ lemma: "go", gloss: "идти, ходить" });
  });

  it("come with the lexicon entry, and a word without one has null", async () => {
    const dog = await get<LexiconEntryResponse>("/api/lexicon/entries/dog?lang=ru");
    expect(dog.entry.gloss).toBe("собака, пёс");
    expect((await get<LexiconEntryResponse>("/api/lexicon/entries/dog")).entry.gloss).toBeNull();
    expect((await get<LexiconEntryResponse>("/api/lexicon/entries/cat?lang=ru")).entry.gloss).toBeNull();
  });

  it("are looked up for a list of saved words, inflected forms through their lemma", async () => {
    const body = await get<LexiconGlossesResponse>(`/api/lexicon/glosses?lang=ru&words=${encodeURIComponent("Dog,went,cat,qwzzxk")}`);
    expect(body).toEqual({ lang: "ru", glosses: { dog: "собака, пёс", went: "идти, ходить" } });
  });

  it("refuse a language without glosses and an empty or oversized list", async () => {
    await get("/api/lexicon/glosses?lang=kk&words=dog", 400);
    await get("/api/lexicon/search?q=dog&lang=kk", 400);
    await get("/api/lexicon/glosses?lang=ru&words=", 400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `w${i}`).join(",");
    await get(`/api/lexicon/glosses?lang=ru&words=${tooMany}`, 400);
  });
});
