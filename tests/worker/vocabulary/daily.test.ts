import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DAILY_MIN_SENSES, DAILY_RANKS_BEYOND_PROFILE, type DailyResponse } from "../../../worker/contract/daily";
import type { CefrLevel } from "../../../worker/contract/placement";
import { DAILY_WORD_COUNT } from "../../../worker/contract/vocabulary-constants";
import { createDb } from "../../../worker/db/client";
import { dailyWords } from "../../../worker/vocabulary/daily";
import { loadLexicon, signedIn } from "./helpers";

beforeAll(loadLexicon);

describe("words of the day", () => {
  it("gives five words with what the card shows, the same all day for one user", async () => {
    const user = await signedIn();
    const first = await user.ok<DailyResponse>("/api/daily");
    expect(first).toMatchObject({ timezone: "UTC", level: "B1", levelSource: "default" });
    expect(first.date).toBe(new Date().toISOString().slice(0, 10));
    expect(first.words).toHaveLength(DAILY_WORD_COUNT);
    expect(new Set(first.words.map((w) => w.lemma)).size).toBe(DAILY_WORD_COUNT);
    for (const word of first.words) {
      expect(word).toMatchObject({ ipa: expect.any(String), definition: expect.any(String) });
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

  it("takes the level from the placement test, else the difficulty setting, else the target band, else B1", async () => {
    const user = await signedIn();
    const levelsOf = async (lemmas: string[]) =>
      (
        await env.DB.prepare("SELECT lemma_key AS lemma, cefr FROM lexicon_entries WHERE lemma_key IN (SELECT value FROM json_each(?1))")
          .bind(JSON.stringify(lemmas))
          .all<{ lemma: string; cefr: CefrLevel | null }>()
      ).results;
    const atLevel = async (response: DailyResponse, level: CefrLevel) => {
      expect(response.level).toBe(level);
      expect(response.words).toHaveLength(DAILY_WORD_COUNT);
      // The level the lexicon gives each word (from the CEFR-J list) is the one the response reports.
      const stored = await levelsOf(response.words.map((w) => w.lemma));
      for (const word of response.words) expect(stored.find((s) => s.lemma === word.lemma)?.cefr ?? null, word.lemma).toBe(word.cefr);
      return response.words.map((w) => w.cefr);
    };
    const fallback = await user.ok<DailyResponse>("/api/daily");
    expect(fallback).toMatchObject({ level: "B1", levelSource: "default" });
    expect(await atLevel(fallback, "B1")).toEqual(Array(DAILY_WORD_COUNT).fill("B1"));

    await user.ok("/api/progress/goals", { method: "PATCH", json: { target_band: 7 } });
    // The CEFR-J profile ends at B2: C1 words are general words beyond it, in C1's band of ranks.
    const beyond = await user.ok<DailyResponse>("/api/daily");
    expect(beyond).toMatchObject({ level: "C1", levelSource: "target_band" });
    expect(await atLevel(beyond, "C1")).toEqual(Array(DAILY_WORD_COUNT).fill(null));
    const { from, to } = DAILY_RANKS_BEYOND_PROFILE.C1;
    for (const word of beyond.words) expect(word.rank! >= from && word.rank! <= to, `${word.lemma} ${word.rank}`).toBe(true);

    await user.ok("/api/vocabulary/settings", { method: "PATCH", json: { level: "Easy" } });
    const easy = await user.ok<DailyResponse>("/api/daily");
    expect(easy).toMatchObject({ level: "A2", levelSource: "setting" });
    expect(await atLevel(easy, "A2")).toEqual(Array(DAILY_WORD_COUNT).fill("A2"));

    // What a finished placement test writes (tests/worker/placement/placement.test.ts takes one through the API).
    await env.DB.prepare(
      "INSERT INTO user_customization_settings (user_id, assessment_completed, assessment_level) VALUES (?1, 1, 'B2') ON CONFLICT(user_id) DO UPDATE SET assessment_completed = 1, assessment_level = 'B2'",
    )
      .bind(user.userId)
      .run();
    const placed = await user.ok<DailyResponse>("/api/daily");
    expect(placed).toMatchObject({ level: "B2", levelSource: "placement" });
    expect(await atLevel(placed, "B2")).toEqual(Array(DAILY_WORD_COUNT).fill("B2"));
    expect(placed.words.map((w) => w.lemma)).not.toEqual(fallback.words.map((w) => w.lemma));
  });

  it("offers only general vocabulary: words with several senses, never a one-sense term", async () => {
    const user = await signedIn();
    const { words } = await user.ok<DailyResponse>("/api/daily");
    const senses = await env.DB.prepare(
      `SELECT e.lemma_key AS lemma, e.sense_count AS senses FROM lexicon_entries e WHERE e.lemma_key IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(words.map((w) => w.lemma)))
      .all<{ lemma: string; senses: number }>();
    expect(senses.results).toHaveLength(DAILY_WORD_COUNT);
    for (const row of senses.results) expect(row.senses, row.lemma).toBeGreaterThanOrEqual(DAILY_MIN_SENSES);
  });
});
