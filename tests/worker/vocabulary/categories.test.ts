import { describe, expect, it } from "vitest";
import type { Category, ListWordsResponse, Word } from "../../../worker/contract/words";
import { CATEGORY_NAME_MAX_LENGTH, DEFAULT_CATEGORY_NAME } from "../../../worker/contract/vocabulary-constants";
import { signedIn, type Caller, type ErrorResponse } from "./helpers";

const categoriesOf = async (user: Caller) => (await user.ok<{ categories: Category[] }>("/api/categories")).categories;
const addCategory = (user: Caller, name: string) => user.ok<Category>("/api/categories", { method: "POST", json: { name } }, 201);
const addWord = (user: Caller, word: string, categoryId?: string) =>
  user.ok<Word>("/api/words", { method: "POST", json: { word, fillFromLexicon: false, ...(categoryId ? { categoryId } : {}) } }, 201);

describe("categories", () => {
  it("gives every user a General category, listed first, with word counts", async () => {
    const user = await signedIn();
    expect(await categoriesOf(user)).toEqual([expect.objectContaining({ name: DEFAULT_CATEGORY_NAME, isDefault: true, wordCount: 0 })]);
    const b = await addCategory(user, "b-list");
    await addCategory(user, "A-list");
    await addWord(user, "one", b.id);
    const names = (await categoriesOf(user)).map((c) => [c.name, c.wordCount]);
    expect(names).toEqual([
      [DEFAULT_CATEGORY_NAME, 0],
      ["A-list", 0],
      ["b-list", 1],
    ]);
  });

  it("trims names, keeps them unique per user whatever the case, and allows 1 to 60 characters", async () => {
    const user = await signedIn();
    expect(await addCategory(user, "  Travel  ")).toMatchObject({ name: "Travel", isDefault: false, wordCount: 0 });
    for (const name of ["travel", "GENERAL"]) {
      const res = await user.call("/api/categories", { method: "POST", json: { name } });
      expect(res.status).toBe(409);
      expect((await res.json<ErrorResponse>()).error.code).toBe("category_exists");
    }
    for (const name of ["", "   ", "x".repeat(CATEGORY_NAME_MAX_LENGTH + 1)]) {
      expect((await user.call("/api/categories", { method: "POST", json: { name } })).status).toBe(400);
    }
    await addCategory(user, "x".repeat(CATEGORY_NAME_MAX_LENGTH));
    const other = await signedIn();
    await addCategory(other, "Travel");
  });

  it("renames a category; its words follow; a taken name is refused", async () => {
    const user = await signedIn();
    const travel = await addCategory(user, "Travel");
    await addCategory(user, "Work");
    await addWord(user, "ticket", travel.id);
    const renamed = await user.ok<Category>(`/api/categories/${travel.id}`, { method: "PATCH", json: { name: " Trips " } });
    expect(renamed).toMatchObject({ id: travel.id, name: "Trips", wordCount: 1 });
    const words = await user.ok<ListWordsResponse>("/api/words");
    expect(words.words[0]).toMatchObject({ word: "ticket", category: "Trips" });
    expect((await user.call(`/api/categories/${travel.id}`, { method: "PATCH", json: { name: "work" } })).status).toBe(409);
    expect((await user.call(`/api/categories/${travel.id}`, { method: "PATCH", json: { name: "TRIPS" } })).status).toBe(200);
  });

  it("moves the words of a deleted category to General, merging words General already has", async () => {
    const user = await signedIn();
    const travel = await addCategory(user, "Travel");
    await addWord(user, "ticket", travel.id);
    const dup = await addWord(user, "passport", travel.id);
    await user.ok(`/api/words/${dup.id}/srs`, { method: "POST" }, 201);
    const kept = await addWord(user, "Passport");
    const res = await user.ok(`/api/categories/${travel.id}`, { method: "DELETE" });
    expect(res).toEqual({ deleted: "Travel", movedTo: DEFAULT_CATEGORY_NAME, movedWords: 1, mergedDuplicates: 1 });
    const { words } = await user.ok<ListWordsResponse>("/api/words?sort=word&order=asc");
    expect(words.map((w) => [w.word, w.category])).toEqual([
      ["Passport", DEFAULT_CATEGORY_NAME],
      ["ticket", DEFAULT_CATEGORY_NAME],
    ]);
    expect(words[0]!.id).toBe(kept.id);
    expect((await categoriesOf(user)).map((c) => c.name)).toEqual([DEFAULT_CATEGORY_NAME]);
    expect((await user.call(`/api/categories/${travel.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses to rename or delete General", async () => {
    const user = await signedIn();
    const [general] = await categoriesOf(user);
    for (const init of [{ method: "PATCH", json: { name: "Misc" } }, { method: "DELETE" }]) {
      const res = await user.call(`/api/categories/${general!.id}`, init);
      expect(res.status).toBe(409);
      expect((await res.json<ErrorResponse>()).error.code).toBe("category_locked");
    }
    expect((await categoriesOf(user))[0]).toMatchObject({ name: DEFAULT_CATEGORY_NAME, isDefault: true });
  });
});
