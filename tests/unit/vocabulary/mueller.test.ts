import { describe, expect, it } from "vitest";
import { decodeDictdNumber, glossFor, muellerDictionary, muellerGlosses, muellerReference } from "../../../scripts/lexicon/mueller.mjs";

// Articles written for this test in the dictionary's dictd layout: headword, then indented lines.
const RECEIVE = `receive
   [rɪ↗si:v] _v.
   1) получать
   2) принимать; to receive stolen goods укрывать краденое
   3) воспринимать
   4) вмещать
`;
const RUN = `run
   [rʌn]
   1. _n.
      1) бег, пробег; at a run бегом
      2) короткая поездка; рейс, маршрут
   2. _v.
      1) бежать; бегать; to run for one's life спасаться бегством
      2) _разг. управлять (предприятием)
`;
const BARK = `bark
   _I  [bɑ:k]
      1. _n.
         1) кора (дерева)
         2) хина (тж. Jesuit's bark)
      2. _v. сдирать кору
   _II [bɑ:k]
      1. _n. лай
`;
const WRAPPED = `dog
   [dɘg] _n.
   1) _разг. парень; lazy dog лентяй; dirty dog дрянь-
   человек
`;
const HYPHEN = `fellow
   [↗fɛlɜʊ] _n. дрянь-
   человек, тип
`;
const WENT = `went
   [wɛnt] _p. от go
`;
const SOMEONE = `someone
   [↗sʌmwʌn] = somebody 1
`;
const SOMEBODY = `somebody
   [↗sʌmbɜdɪ] _pron. кто-то, кто-нибудь
`;
const THE = `the
   [ði:] (полная форма); [ðɪ] (редуцированная форма);
   определённый артикль
`;

describe("Müller dictionary glosses", () => {
  it("decodes dictd's base64 offsets", () => {
    expect(decodeDictdNumber("A")).toBe(0);
    expect(decodeDictdNumber("BA")).toBe(64);
    expect(decodeDictdNumber("C+m")).toBe(2 * 64 * 64 + 62 * 64 + 38);
  });

  it("keeps each sense's leading translations and stops at the English examples", () => {
    expect(muellerGlosses(RECEIVE)).toEqual([{ pos: "verb", gloss: "получать; принимать; воспринимать" }]);
  });

  it("gives one gloss per part of speech, and the lexicon entry takes its own", () => {
    const glosses = muellerGlosses(RUN);
    expect(glosses).toEqual([
      { pos: "noun", gloss: "бег, пробег; короткая поездка; рейс, маршрут" },
      { pos: "verb", gloss: "бежать; бегать; управлять (предприятием)" },
    ]);
    expect(glossFor(glosses, "verb")).toBe("бежать; бегать; управлять (предприятием)");
    expect(glossFor(glosses, "adjective")).toBe("бег, пробег; короткая поездка; рейс, маршрут");
    expect(glossFor([], "noun")).toBeNull();
  });

  it("drops labels and English remarks, and the first homograph's part of speech wins", () => {
    expect(muellerGlosses(BARK)).toEqual([
      { pos: "noun", gloss: "кора (дерева); хина" },
      { pos: "verb", gloss: "сдирать кору" },
    ]);
  });

  it("joins lines wrapped at a hyphen without a space", () => {
    expect(muellerGlosses(HYPHEN)).toEqual([{ pos: "noun", gloss: "дрянь-человек, тип" }]);
    expect(muellerGlosses(WRAPPED)).toEqual([{ pos: "noun", gloss: "парень" }]);
  });

  it("skips remarks about the word itself and articles that only point elsewhere", () => {
    expect(muellerGlosses(THE)).toEqual([{ pos: null, gloss: "определённый артикль" }]);
    expect(muellerGlosses(WENT)).toEqual([]);
    expect(muellerReference(SOMEONE)).toBe("somebody");
  });

  it("reads an index into the dictionary and follows references", () => {
    const articles = [SOMEONE, SOMEBODY, RECEIVE];
    const dict = Buffer.from(articles.join(""));
    const b64 = (n: number) => {
      const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
      let text = "";
      do {
        text = digits[n % 64] + text;
        n = Math.floor(n / 64);
      } while (n > 0);
      return text;
    };
    let offset = 0;
    const index = articles
      .map((article) => {
        const length = Buffer.byteLength(article);
        const line = `${article.split("\n")[0]}\t${b64(offset)}\t${b64(length)}`;
        offset += length;
        return line;
      })
      .join("\n");
    const dictionary = muellerDictionary(index, dict);
    expect(dictionary.get("receive")?.[0]?.gloss).toBe("получать; принимать; воспринимать");
    // "someone" only points to "somebody": it gets that article's glosses (and its numbered senses with them).
    expect([...dictionary.get("someone")!]).toEqual([{ pos: null, gloss: "кто-то, кто-нибудь" }]);
    expect(dictionary.get("someone")!.senses).toBe(dictionary.get("somebody")!.senses);
  });
});
