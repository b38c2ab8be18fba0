import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { DailyResponse } from "../../../worker/contract/daily";
import { DAILY_WORD_COUNT } from "../../../worker/contract/vocabulary-constants";
import { createDb } from "../../../worker/db/client";
import { dailyWords } from "../../../worker/vocabulary/daily";
import { loadLexicon, signedIn } from "./helpers";

beforeAll(loadLexicon);

describe("words of the day", () => {
  it("gives five words with what the card shows, the same all day for one user", async () => {
    const user = await signedIn();
    const first = await user.ok<DailyResponse>("/api/daily");
    expect(first).toMatchObject({ timezone: "UTC", level: "Easy", levelSource: "dictionary" });
    expect(first.date).toBe(new Date().toISOString().slice(0, 10));
    expect(first.words).toHaveLength(DAILY_WORD_COUNT);
    expect(new Set(first.words.map((w) => w.lemma)).size).toBe(DAILY_WORD_COUNT);
    for (const word of first.words) {
      expect(word).toMatchObject({ difficulty: "Easy", ipa: expect.any(String), definition: expect.any(String) });
      expect(word.lemma).toMatch(/^[a-z][a-z'-]{2,}$/);
    }
    expect(await user.ok<DailyResponse>("/api/daily")).toEqual(first);
  });

  it("changes with the user's local date and differs between users", async () => {
    const user = await signedIn();
    const other = await signedIn();
    const db = createDb(env.DB);
    const day1 = Date.parse("2026-05-01T12:00:00Z");
    const a1 = await dailyWords(db, user.userId, day1);
    expect(await dailyWords(db, user.userId, day1 + 3 * 3600_000)).toEqual(a1);
    const a2 = await dailyWords(db, user.userId, day1 + 24 * 3600_000);
    expect(a2.date).toBe("2026-05-02");
    expect(a2.words).not.toEqual(a1.words);
    expect((await dailyWords(db, other.userId, day1)).words).not.toEqual(a1.words);
    await user.ok("/api/profile", { method: "PATCH", json: { timezone: "Pacific/Auckland" } });
    expect((await dailyWords(db, user.userId, day1)).date).toBe("2026-05-02");
  });

  it("never offers a word already in the dictionary, also as an inflected form", async () => {
    const user = await signedIn();
    const before = await user.ok<DailyResponse>("/api/daily");
    const [owned, inflected] = before.words;
    await user.ok("/api/words", { method: "POST", json: { word: owned!.lemma, difficulty: "Easy" } }, 201);
    const forms = await env.DB.prepare(
      "SELECT f.form FROM lexicon_forms f JOIN lexicon_entries e ON e.id = f.entry_id WHERE e.lemma_key = ?1 LIMIT 1",
    )
      .bind(inflected!.lemma)
      .first<{ form: string }>();
    await user.ok("/api/words", { method: "POST", json: { word: forms?.form ?? inflected!.lemma, difficulty: "Easy" } }, 201);
    const after = await user.ok<DailyResponse>("/api/daily");
    expect(after.words).toHaveLength(DAILY_WORD_COUNT);
    const lemmas = after.words.map((w) => w.lemma);
    expect(lemmas).not.toContain(owned!.lemma);
    expect(lemmas).not.toContain(inflected!.lemma);
    expect(lemmas.filter((l) => before.words.some((w) => w.lemma === l))).toHaveLength(3);
  });

  it("follows the level setting, else the level of the words in the dictionary", async () => {
    const user = await signedIn();
    for (const word of ["serendipity", "ephemeral", "ubiquitous"]) await user.ok("/api/words", { method: "POST", json: { word } }, 201);
    const fromWords = await user.ok<DailyResponse>("/api/daily");
    expect(fromWords).toMatchObject({ level: "Hard", levelSource: "dictionary" });
    expect(fromWords.words.every((w) => w.difficulty === "Hard")).toBe(true);
    await user.ok("/api/vocabulary/settings", { method: "PATCH", json: { level: "Medium" } });
    const fromSetting = await user.ok<DailyResponse>("/api/daily");
    expect(fromSetting).toMatchObject({ level: "Medium", levelSource: "setting" });
    expect(fromSetting.words.every((w) => w.difficulty === "Medium")).toBe(true);
  });
});
