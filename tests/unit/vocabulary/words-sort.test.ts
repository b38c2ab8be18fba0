import { describe, expect, it } from "vitest";
import { compareWords, filterWords, type Word } from "../../../worker/contract/words";
import { formatInterval } from "../../../worker/contract/srs";

const word = (id: string, text: string, difficulty: Word["difficulty"], category: string, createdAt: string, srs: Word["srs"] = null) =>
  ({ id, word: text, difficulty, category, categoryId: category.toLowerCase(), createdAt, srs }) as Word;

const words = [
  word("1", "banana", "Hard", "Fruit", "2026-01-03T00:00:00.000Z"),
  word("2", "Apple", "Easy", "fruit", "2026-01-01T00:00:00.000Z", { due: "2026-02-01T00:00:00.000Z", state: "review" }),
  word("3", "cat", "Medium", "Animals", "2026-01-02T00:00:00.000Z"),
  word("4", "apple", "Easy", "Animals", "2026-01-02T00:00:00.000Z"),
];
const ids = (list: Word[]) => list.map((w) => w.id);
const sorted = (...args: Parameters<typeof compareWords>) => ids([...words].sort(compareWords(...args)));

describe("sorting the dictionary", () => {
  it("sorts by date, newest first by default order desc", () => {
    expect(sorted("date", "desc")).toEqual(["1", "4", "3", "2"]);
    expect(sorted("date", "asc")).toEqual(["2", "4", "3", "1"]);
  });

  it("sorts by word ignoring case, ties broken by newest first", () => {
    expect(sorted("word", "asc")).toEqual(["4", "2", "1", "3"]);
    expect(sorted("word", "desc")).toEqual(["3", "1", "4", "2"]);
  });

  it("sorts by difficulty Easy < Medium < Hard, then by word", () => {
    expect(sorted("difficulty", "asc")).toEqual(["4", "2", "3", "1"]);
    expect(sorted("difficulty", "desc")).toEqual(["1", "3", "4", "2"]);
  });

  it("sorts by category name ignoring case, then by word", () => {
    expect(sorted("category", "asc")).toEqual(["4", "3", "2", "1"]);
    expect(sorted("category", "desc")).toEqual(["2", "1", "4", "3"]);
  });
});

describe("filtering the dictionary", () => {
  it("filters by category, by text anywhere in the word and by SRS", () => {
    expect(ids(filterWords(words, { categoryId: "animals" }))).toEqual(["3", "4"]);
    expect(ids(filterWords(words, { q: "PPL" }))).toEqual(["2", "4"]);
    expect(ids(filterWords(words, { inSrs: true }))).toEqual(["2"]);
    expect(ids(filterWords(words, { inSrs: false, q: "a" }))).toEqual(["1", "3", "4"]);
    expect(filterWords(words, {})).toHaveLength(4);
  });
});

describe("rating button intervals", () => {
  it.each([
    [30, { value: 1, unit: "minute" }],
    [600, { value: 10, unit: "minute" }],
    [5400, { value: 1.5, unit: "hour" }],
    [86_400, { value: 1, unit: "day" }],
    [29 * 86_400, { value: 29, unit: "day" }],
    [105 * 86_400, { value: 3.5, unit: "month" }],
    [730 * 86_400, { value: 2, unit: "year" }],
  ])("%i seconds show as %o", (seconds, shown) => {
    expect(formatInterval(seconds)).toEqual(shown);
  });
});
