import { describe, expect, it } from "vitest";
import { phraseKey } from "../../../scripts/lexicon/keys.mjs";
import { articlePhrases, muellerPhrases } from "../../../scripts/lexicon/phrases.mjs";

// Articles written for this test in the dictionary's dictd layout (headword, then indented lines).
const BOARD = `board
   _I  [bɘ:d]
      1. _n.
         1) доска; bed of boards нары
         3) питание, харчи, стол; board and lodging квартира и стол; пансион
         7) борт (судна); on board на корабле, на пароходе; to come (или to go) on
         board сесть на корабль; to go by the board падать за борт; _перен.
         быть выброшенным за борт
   _II [bɘ:d] _n. правление; B. of
    Directors правление
`;
const LOOK = `look
   [lʊk]
   2. _v.
      1) смотреть, глядеть; to look ahead смотреть вперёд (в будущее); look
      up
         а) смотреть вверх, поднимать глаза; to look up and down смерить
         взглядом; to look up to smb. смотреть почтительно на кого-л.;
         б) искать (что-л. в справочнике);
         в) _разг. улучшаться (о делах); look upon смотреть как на
`;

describe("phrase keys", () => {
  it("drop the infinitive's 'to', placeholders, hyphens and punctuation", () => {
    expect(phraseKey("To look up to smb.!")).toBe("look up to");
    expect(phraseKey("Ice-cream")).toBe("ice cream");
    expect(phraseKey("a dog’s  life")).toBe("a dog's life");
  });
});

describe("the phrases of a Müller article", () => {
  it("pairs each English phrase with the Russian after it, and keeps what follows as more translations", () => {
    const phrases = articlePhrases(BOARD);
    expect(phrases).toContainEqual({ phrase: "bed of boards", key: "bed of boards", translation: "нары" });
    expect(phrases).toContainEqual({ phrase: "board and lodging", key: "board and lodging", translation: "квартира и стол; пансион" });
    expect(phrases).toContainEqual({ phrase: "on board", key: "on board", translation: "на корабле, на пароходе" });
    expect(phrases).toContainEqual({ phrase: "come on board", key: "come on board", translation: "сесть на корабль" });
    expect(phrases).toContainEqual({
      phrase: "go by the board",
      key: "go by the board",
      translation: "падать за борт; быть выброшенным за борт",
    });
    // "B." abbreviates the headword.
    expect(phrases).toContainEqual({ phrase: "Board of Directors", key: "board of directors", translation: "правление" });
  });

  it("gives a phrasal verb its lettered senses, and examples inside them their own translation", () => {
    const phrases = articlePhrases(LOOK);
    expect(phrases.find((p) => p.key === "look up")).toEqual({
      phrase: "look up",
      key: "look up",
      translation: "смотреть вверх, поднимать глаза; искать (что-л. в справочнике); улучшаться (о делах)",
    });
    expect(phrases.find((p) => p.key === "look up to")?.translation).toBe("смотреть почтительно на кого-л.");
    expect(phrases.find((p) => p.key === "look upon")?.translation).toBe("смотреть как на");
    expect(phrases.find((p) => p.key === "look ahead")?.translation).toBe("смотреть вперёд (в будущее)");
  });
});

describe("the dictionary's phrases", () => {
  /** A dictd index of the articles laid end to end; offsets in dictd's base64 digits. */
  function dictd(articles: string[]) {
    const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    const encode = (n: number): string => (n < 64 ? digits[n]! : encode(Math.floor(n / 64)) + digits[n % 64]);
    let offset = 0;
    const lines = articles.map((article) => {
      const length = Buffer.byteLength(article);
      const line = `${article.split("\n")[0]}\t${encode(offset)}\t${encode(length)}`;
      offset += length;
      return line;
    });
    return { index: lines.join("\n"), dict: Buffer.from(articles.join("")) };
  }

  it("keeps phrases of common words only, the one from its first word's article, and headwords of several words", () => {
    const LODGING = `lodging\n   _n. жилище; board and lodging стол и квартира\n`;
    const ICE_CREAM = `ice-cream\n   [↗aɪs↗kri:m] _n. мороженое\n`;
    const { index, dict } = dictd([LODGING, BOARD, ICE_CREAM]);
    const rare = new Set(["directors", "boards"]);
    const phrases = muellerPhrases(index, dict, (word: string) => (rare.has(word) ? 50_000 : 100));
    expect(phrases.find((p) => p.key === "board and lodging")?.translation).toBe("квартира и стол; пансион");
    expect(phrases.find((p) => p.key === "ice cream")).toEqual({ key: "ice cream", phrase: "ice-cream", translation: "мороженое" });
    expect(phrases.map((p) => p.key)).not.toContain("board of directors");
    expect(phrases.map((p) => p.key)).not.toContain("bed of boards");
  });
});
