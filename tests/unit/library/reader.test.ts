import { describe, expect, it } from "vitest";
import { currentSentence, currentTurn, formatTime } from "../../../src/features/library/playback";
import { lookUpText, splitSentences, splitWords } from "../../../src/features/library/tappable-text";

describe("the reader's words and sentences", () => {
  it("keeps each sentence whole, closing quotes included, so a tapped word carries its sentence", () => {
    expect(splitSentences('Parks were "a pleasant extra." Today that order is changing! Is it? Yes')).toEqual([
      'Parks were "a pleasant extra."',
      "Today that order is changing!",
      "Is it?",
      "Yes",
    ]);
  });

  it("makes every word tappable, with contractions and hyphenated words as one", () => {
    const pieces = splitWords("It's a well-known effect, isn't it?");
    expect(pieces.filter((_, i) => i % 2 === 1)).toEqual(["It's", "a", "well-known", "effect", "isn't", "it"]);
    expect(pieces.join("")).toBe("It's a well-known effect, isn't it?");
  });

  it("looks up a selected word or short phrase, not a whole sentence or numbers", () => {
    expect(lookUpText("  heat island ")).toBe("heat island");
    expect(lookUpText("canopy")).toBe("canopy");
    expect(lookUpText("The brain was, quite literally, going over the route again.")).toBeNull();
    expect(lookUpText("1990")).toBeNull();
  });
});

describe("the player's transcript", () => {
  const turns = [{ startSeconds: 0.4 }, { startSeconds: 22 }, { startSeconds: 25.8 }];

  it("highlights the last turn that has started", () => {
    expect(currentTurn(turns, 0)).toBe(-1);
    expect(currentTurn(turns, 0.4)).toBe(0);
    expect(currentTurn(turns, 23)).toBe(1);
    expect(currentTurn(turns, 600)).toBe(2);
    expect(currentTurn([{ startSeconds: null }], 5)).toBe(-1);
  });

  it("highlights the sentence being spoken within the turn, sharing the turn's time by the sentences' lengths", () => {
    // 9 + 36 characters over 9 seconds: the first sentence takes the first 1.8 seconds.
    const sentences = ["Hi, Anna!", "Sorry I'm late. The bus was so slow."];
    expect(sentences.map((s) => s.length)).toEqual([9, 36]);
    expect(currentSentence(sentences, 10, 19, 9.9)).toBe(-1);
    expect(currentSentence(sentences, 10, 19, 10)).toBe(0);
    expect(currentSentence(sentences, 10, 19, 11.7)).toBe(0);
    expect(currentSentence(sentences, 10, 19, 12)).toBe(1);
    expect(currentSentence(sentences, 10, 19, 18.9)).toBe(1);
    expect(currentSentence(sentences, 10, 19, 19)).toBe(-1);
  });

  it("shows times as minutes and seconds", () => {
    expect(formatTime(75.4)).toBe("1:15");
    expect(formatTime(5)).toBe("0:05");
    expect(formatTime(Number.NaN)).toBe("0:00");
  });
});
