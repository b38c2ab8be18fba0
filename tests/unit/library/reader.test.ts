import { describe, expect, it } from "vitest";
import { currentTurn, formatTime } from "../../../src/features/library/playback";
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

  it("shows times as minutes and seconds", () => {
    expect(formatTime(75.4)).toBe("1:15");
    expect(formatTime(5)).toBe("0:05");
    expect(formatTime(Number.NaN)).toBe("0:00");
  });
});
