import { describe, expect, it } from "vitest";
import itemsFile from "../../../content/placement/items.json";
import { CEFR_LEVELS, PLACEMENT_CATEGORIES, PLACEMENT_ITEM_COUNT, placementItemsFileSchema } from "../../../worker/contract/placement";

describe("content/placement/items.json", () => {
  const { items } = placementItemsFileSchema.parse(itemsFile);

  it("parses with the contract: original items with their licence, one answer among the options", () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const item of items) expect(item).toMatchObject({ source: "original", licence: "LicenseRef-Lexora-Proprietary" });
  });

  it("has items of every category at every level, enough for a whole test at any level", () => {
    for (const level of CEFR_LEVELS) {
      for (const category of PLACEMENT_CATEGORIES) {
        expect(items.filter((i) => i.level === level && i.category === category).length, `${level} ${category}`).toBeGreaterThanOrEqual(2);
      }
    }
    for (const category of PLACEMENT_CATEGORIES) {
      expect(items.filter((i) => i.category === category).length).toBeGreaterThanOrEqual(
        PLACEMENT_ITEM_COUNT / PLACEMENT_CATEGORIES.length,
      );
    }
  });

  it("does not put the right answer at the same place every time (guessing one letter gains nothing)", () => {
    const positions = new Map<number, number>();
    for (const item of items) positions.set(item.answer, (positions.get(item.answer) ?? 0) + 1);
    for (const count of positions.values()) expect(count / items.length).toBeLessThan(0.35);
  });

  it("refuses an item without its licence, a reading item without a passage and an answer outside the options", () => {
    const good = items.find((i) => i.category === "grammar")!;
    const bad = [
      { ...good, licence: "CC-BY-4.0" },
      { ...good, category: "reading" },
      { ...good, answer: good.options.length },
      { ...good, options: [good.options[0], good.options[0], good.options[1]] },
    ];
    for (const item of bad) expect(placementItemsFileSchema.safeParse({ items: [...items.slice(1), item] }).success).toBe(false);
    expect(placementItemsFileSchema.safeParse({ items: [...items, items[0]] }).success).toBe(false);
  });
});
