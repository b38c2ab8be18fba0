import { beforeAll, describe, expect, it } from "vitest";
import { compareWords, type Category, type ListWordsResponse, type Word, type WordSortKey } from "../../../worker/contract/words";
import { DEFAULT_CATEGORY_NAME, WORD_LENGTH_LIMIT } from "../../../worker/contract/vocabulary-constants";
import { loadLexicon, request, signedIn, type Caller, type ErrorResponse } from "./helpers";

beforeAll(loadLexicon);

const addWord = (user: Caller, json: Record<string, unknown>) => user.ok<Word>("/api/words", { method: "POST", json }, 201);
const addCategory = (user: Caller, name: string) => user.ok<Category>("/api/categories", { method: "POST", json: { name } }, 201);
const list = (user: Caller, query = "") => user.ok<ListWordsResponse>(`/api/words${query}`);

describe("words", () => {
  it("adds a word to General, filling definition, IPA, example, part of speech and difficulty from the lexicon", async () => {
    const user = await signedIn();
    const word = await addWord(user, { word: "  Dog " });
    expect(word).toMatchObject({
      word: "Dog",
      category: DEFAULT_CATEGORY_NAME,
      ipa: "dɔɡ",
      pos: "noun",
      difficulty: "Easy",
      lexiconLemma: "dog",
      srs: null,
    });
    expect(word.definition).toMatch(/Canis/);
    expect(word.example).toBe("the dog barked all night");
    const form = await addWord(user, { word: "went", fillFromLexicon: false });
    expect(form).toMatchObject({ definition: null, ipa: null, difficulty: "Medium", lexiconLemma: "go" });
    const own = await addWord(user, { word: "happy", definition: "my own words", difficulty: "Hard" });
    expect(own).toMatchObject({ definition: "my own words", difficulty: "Hard", ipa: "ˈhæpi" });
    const unknown = await addWord(user, { word: "zzqxv" });
    expect(unknown).toMatchObject({ difficulty: "Medium", lexiconLemma: null, definition: null });
  });

  it("refuses a duplicate in the same category with 409, but allows it in another category", async () => {
    const user = await signedIn();
    await addWord(user, { word: "apple" });
    const again = await user.call("/api/words", { method: "POST", json: { word: "APPLE " } });
    expect(again.status).toBe(409);
    expect(await again.json<ErrorResponse>()).toEqual({
      error: { code: "word_exists", message: '"APPLE" is already in the category "General".' },
    });
    const fruit = await addCategory(user, "Fruit");
    await addWord(user, { word: "apple", categoryId: fruit.id });
  });

  it("answers 400 for an empty word or one of 200 characters or more", async () => {
    const user = await signedIn();
    for (const word of ["", "   ", "x".repeat(WORD_LENGTH_LIMIT), "x".repeat(500)]) {
      const res = await user.call("/api/words", { method: "POST", json: { word } });
      expect(res.status, JSON.stringify(word.slice(0, 10))).toBe(400);
      expect((await res.json<ErrorResponse>()).error.code).toBe("validation_failed");
    }
    await addWord(user, { word: "x".repeat(WORD_LENGTH_LIMIT - 1) });
  });

  it("edits and deletes a word, refusing an edit that makes a duplicate", async () => {
    const user = await signedIn();
    const cat = await addWord(user, { word: "cat" });
    await addWord(user, { word: "book" });
    const edited = await user.ok<Word>(`/api/words/${cat.id}`, {
      method: "PATCH",
      json: { definition: "a small pet", notes: "meow", difficulty: "Medium" },
    });
    expect(edited).toMatchObject({ word: "cat", definition: "a small pet", notes: "meow", difficulty: "Medium" });
    const clash = await user.call(`/api/words/${cat.id}`, { method: "PATCH", json: { word: "Book" } });
    expect(clash.status).toBe(409);
    expect((await user.call(`/api/words/${cat.id}`, { method: "PATCH", json: {} })).status).toBe(400);
    expect((await user.call(`/api/words/${cat.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await user.call(`/api/words/${cat.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await list(user)).total).toBe(1);
  });

  it("sorts by date, word, difficulty or category in both directions, in the order compareWords gives", async () => {
    const user = await signedIn();
    const animals = await addCategory(user, "animals");
    const zoo = await addCategory(user, "Zoo");
    const rows: [string, string, string | undefined][] = [
      ["mouse", "Easy", animals.id],
      ["Banana", "Hard", undefined],
      ["apple", "Medium", zoo.id],
      ["cat", "Easy", zoo.id],
      ["dog", "Hard", animals.id],
      ["apple", "Easy", animals.id],
    ];
    for (const [word, difficulty, categoryId] of rows) await addWord(user, { word, difficulty, ...(categoryId ? { categoryId } : {}) });
    for (const sort of ["date", "word", "difficulty", "category"] as WordSortKey[]) {
      for (const order of ["asc", "desc"] as const) {
        const { words } = await list(user, `?sort=${sort}&order=${order}`);
        expect(
          words.map((w) => w.id),
          `${sort} ${order}`,
        ).toEqual([...words].sort(compareWords(sort, order)).map((w) => w.id));
      }
    }
    expect((await list(user, "?sort=word&order=asc")).words.map((w) => w.word)).toEqual([
      "apple",
      "apple",
      "Banana",
      "cat",
      "dog",
      "mouse",
    ]);
    expect((await list(user, "?sort=difficulty&order=desc")).words.map((w) => w.difficulty)).toEqual([
      "Hard",
      "Hard",
      "Medium",
      "Easy",
      "Easy",
      "Easy",
    ]);
  });

  it("filters by category, text and SRS, pages with offsets, and counts total, matching and in-SRS words", async () => {
    const user = await signedIn();
    const pets = await addCategory(user, "Pets");
    const dog = await addWord(user, { word: "dog", categoryId: pets.id });
    await addWord(user, { word: "hotdog" });
    for (const w of ["one", "two", "three"]) await addWord(user, { word: w });
    await user.ok(`/api/words/${dog.id}/srs`, { method: "POST" }, 201);
    const inPets = await list(user, `?categoryId=${pets.id}`);
    expect(inPets).toMatchObject({ total: 5, matching: 1, inSrs: 1, nextOffset: null });
    expect(inPets.words[0]!.srs).toMatchObject({ state: "new" });
    expect((await list(user, "?q=DOG")).words.map((w) => w.word).sort()).toEqual(["dog", "hotdog"]);
    expect((await list(user, "?inSrs=true")).words.map((w) => w.word)).toEqual(["dog"]);
    expect((await list(user, "?inSrs=false")).matching).toBe(4);
    const first = await list(user, "?limit=2&sort=word&order=asc");
    expect(first.words.map((w) => w.word)).toEqual(["dog", "hotdog"]);
    expect(first.nextOffset).toBe(2);
    const last = await list(user, "?limit=2&offset=4&sort=word&order=asc");
    expect(last).toMatchObject({ nextOffset: null, words: [{ word: "two" }] });
    expect((await user.call("/api/words?sort=size")).status).toBe(400);
    expect((await user.call("/api/words?limit=100000")).status).toBe(400);
  });
});

describe("privacy and sign-in", () => {
  it("keeps another user's words and categories invisible and unmodifiable (404)", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const word = await addWord(owner, { word: "secret" });
    const category = await addCategory(owner, "Private");
    expect((await list(other)).total).toBe(0);
    expect((await other.call(`/api/words/${word.id}`, { method: "PATCH", json: { definition: "hacked" } })).status).toBe(404);
    expect((await other.call(`/api/words/${word.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.call(`/api/words/${word.id}/srs`, { method: "POST" })).status).toBe(404);
    expect((await other.call(`/api/categories/${category.id}`, { method: "PATCH", json: { name: "Mine" } })).status).toBe(404);
    expect((await other.call(`/api/categories/${category.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await other.call("/api/words", { method: "POST", json: { word: "x", categoryId: category.id } })).status).toBe(404);
    const filtered = await other.call(`/api/words?categoryId=${category.id}`);
    expect(filtered.status).toBe(404);
    expect(await filtered.json()).toEqual({ error: { code: "category_not_found", message: "Category not found." } });
    expect((await other.call("/api/words?categoryId=no-such-category")).status).toBe(404);
    const { categories } = await other.ok<{ categories: Category[] }>("/api/categories");
    expect(categories.map((c) => c.name)).toEqual([DEFAULT_CATEGORY_NAME]);
    const mine = await owner.ok<Word>(`/api/words`, {}, 200).then(() => list(owner));
    expect(mine.words[0]).toMatchObject({ word: "secret", definition: null });
  });

  it.each([
    ["GET", "/api/words"],
    ["POST", "/api/words"],
    ["GET", "/api/categories"],
    ["POST", "/api/words/some-id/srs"],
    ["GET", "/api/srs/queue"],
    ["POST", "/api/srs/reviews"],
    ["POST", "/api/quizzes"],
    ["GET", "/api/quiz-history"],
    ["GET", "/api/daily"],
    ["GET", "/api/words/export"],
    ["POST", "/api/words/import"],
  ])("answers %s %s signed out with 401 unauthenticated (the SPA shows 'user not authorized')", async (method, path) => {
    const res = await request(path, { method, ...(method === "POST" ? { json: {} } : {}) });
    expect(res.status).toBe(401);
    expect((await res.json<ErrorResponse>()).error.code).toBe("unauthenticated");
  });
});
