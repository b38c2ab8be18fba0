import { describe, expect, it } from "vitest";
import {
  CEFR_LEVELS,
  PLACEMENT_CATEGORIES,
  PLACEMENT_ITEM_COUNT,
  type CefrLevel,
  type PlacementItem,
} from "../../../worker/contract/placement";
import { estimateAbility, levelOfAbility, nextItem, placementResult, type AnsweredItem } from "../../../worker/placement/adaptive";
import { PLACEMENT_ITEMS } from "../../../worker/placement/items";

/** Takes a whole test as a learner who knows every item up to `level` and none above. */
function takeTest(level: CefrLevel, seed = "seed", bank: readonly PlacementItem[] = PLACEMENT_ITEMS) {
  const answers: AnsweredItem[] = [];
  const served: PlacementItem[] = [];
  for (let item = nextItem(bank, answers, seed); item; item = nextItem(bank, answers, seed)) {
    served.push(item);
    answers.push({
      itemId: item.id,
      questionId: crypto.randomUUID(),
      level: item.level,
      category: item.category,
      correct: CEFR_LEVELS.indexOf(item.level) <= CEFR_LEVELS.indexOf(level),
    });
  }
  return { answers, served, result: placementResult(answers, "2026-11-26T12:00:00.000Z") };
}

describe("the adaptive placement test", () => {
  it.each(CEFR_LEVELS)("places a learner who knows exactly %s at %s", (level) => {
    expect(takeTest(level).result.level).toBe(level);
  });

  it("asks twenty different items, five of each category taking turns", () => {
    const { served } = takeTest("B2");
    expect(served).toHaveLength(PLACEMENT_ITEM_COUNT);
    expect(new Set(served.map((i) => i.id)).size).toBe(PLACEMENT_ITEM_COUNT);
    expect(served.slice(0, 4).map((i) => i.category)).toEqual([...PLACEMENT_CATEGORIES]);
    for (const category of PLACEMENT_CATEGORIES) expect(served.filter((i) => i.category === category)).toHaveLength(5);
  });

  it("starts at B1, goes up after right answers and down after wrong ones", () => {
    expect(nextItem(PLACEMENT_ITEMS, [], "s")!.level).toBe("B1");
    const strong = takeTest("C2").served;
    const weak = takeTest("A1").served;
    const index = (item: PlacementItem) => CEFR_LEVELS.indexOf(item.level);
    // The bank has two or three items per level and category, so a test at either end also asks the nearest level below or above.
    expect(strong.slice(10).filter((item) => index(item) >= CEFR_LEVELS.indexOf("C1")).length).toBeGreaterThanOrEqual(7);
    expect(weak.slice(10).filter((item) => index(item) <= CEFR_LEVELS.indexOf("A2")).length).toBeGreaterThanOrEqual(7);
    expect(CEFR_LEVELS.indexOf(strong[2]!.level)).toBeGreaterThan(CEFR_LEVELS.indexOf("B1"));
    expect(CEFR_LEVELS.indexOf(weak[2]!.level)).toBeLessThan(CEFR_LEVELS.indexOf("B1"));
  });

  it("varies the items between two sessions at the same level", () => {
    const a = takeTest("B1", "first").served.map((i) => i.id);
    const b = takeTest("B1", "second").served.map((i) => i.id);
    expect(a).not.toEqual(b);
  });

  it("keeps the ability finite when every answer is right or wrong, and more right answers never lower it", () => {
    const all = (correct: boolean) => Array.from({ length: 6 }, () => ({ level: "B1" as const, correct }));
    expect(levelOfAbility(estimateAbility(all(true)))).not.toBe("A1");
    expect(Number.isFinite(estimateAbility(all(true)))).toBe(true);
    expect(levelOfAbility(estimateAbility(all(false)))).toBe("A1");
    let previous = -Infinity;
    for (let right = 0; right <= 6; right += 1) {
      const ability = estimateAbility(Array.from({ length: 6 }, (_, i) => ({ level: "B2" as const, correct: i < right })));
      expect(ability).toBeGreaterThanOrEqual(previous);
      previous = ability;
    }
  });

  it("reports the score, the indicative IELTS range and a weaker category lower", () => {
    const { answers } = takeTest("B2");
    const listeningWrong = answers.map((a) => (a.category === "listening" ? { ...a, correct: false } : a));
    const result = placementResult(listeningWrong, "2026-11-26T12:00:00.000Z");
    expect(result.total).toBe(PLACEMENT_ITEM_COUNT);
    expect(result.score).toBe(listeningWrong.filter((a) => a.correct).length);
    expect(result.ieltsBand.min).toBeLessThanOrEqual(result.ieltsBand.max);
    expect(result.categoryScores.listening).toBeLessThan(result.categoryScores.grammar);
    expect(result.percentage).toBeGreaterThan(0);
    expect(result.percentage).toBeLessThanOrEqual(100);
  });

  it("ends the test when the bank runs out", () => {
    const small = PLACEMENT_ITEMS.slice(0, 5);
    expect(takeTest("B1", "s", small).served).toHaveLength(5);
  });
});
