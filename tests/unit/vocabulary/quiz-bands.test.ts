import { describe, expect, it } from "vitest";
import { QUIZ_BANDS, quizBand, quizScore } from "../../../worker/contract/vocabulary-constants";

describe("quiz result bands", () => {
  it.each([
    [100, "excellent", "Excellent! Superb result!"],
    [80, "excellent", "Excellent! Superb result!"],
    [79, "good", "Good! Keep learning!"],
    [50, "good", "Good! Keep learning!"],
    [49, "try_again", "Try again, you can do it!"],
    [0, "try_again", "Try again, you can do it!"],
  ])("a score of %i%% is in the band %s", (score, band, message) => {
    expect(quizBand(score)).toMatchObject({ band, message });
  });

  it("lists the bands from the highest threshold down, ending at 0 so every score has one", () => {
    const thresholds = QUIZ_BANDS.map((b) => b.minScore);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => b - a));
    expect(thresholds.at(-1)).toBe(0);
  });

  it("scores in whole percent", () => {
    expect(quizScore(4, 5)).toBe(80);
    expect(quizScore(2, 3)).toBe(67);
    expect(quizScore(0, 0)).toBe(0);
  });
});
