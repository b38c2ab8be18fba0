import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CEFRJ_FILE, cefrLevels, parseCefrJ, readCefrJ } from "../../../scripts/lexicon/cefrj.mjs";

describe("CEFR-J Vocabulary Profile", () => {
  it("is the whole published list: 7,799 rows, with the profile's count at each level", () => {
    const lines = readFileSync(CEFRJ_FILE, "utf8").trim().split("\n").slice(1);
    expect(lines).toHaveLength(7_799);
    const perLevel = Object.fromEntries(
      ["A1", "A2", "B1", "B2"].map((level) => [level, lines.filter((l) => l.endsWith(`,${level}`)).length]),
    );
    expect(perLevel).toEqual({ A1: 1_164, A2: 1_411, B1: 2_446, B2: 2_778 });
  });

  it("gives each spelling of a headword its own row and a word its lowest level", () => {
    const rows = parseCefrJ("headword,pos,CEFR\nanalyze/analyse,verb,B1\naccess,noun,B1\naccess,verb,B2\nair conditioning,noun,B1\n");
    expect(rows.map((r) => r.word)).toEqual(["analyze", "analyse", "access", "access", "air conditioning"]);
    const levels = cefrLevels(rows);
    expect(levels.get("access")).toBe("B1");
    expect(levels.get("analyse")).toBe("B1");
  });

  it("refuses a malformed row rather than guess its level", () => {
    expect(() => parseCefrJ("headword,pos,CEFR\nabandon,verb,C1\n")).toThrow(/line 2/);
    expect(() => parseCefrJ("abandon,B1\n")).toThrow(/not "headword,pos,level"/);
  });

  it("puts everyday words low, exam words higher and leaves specialist terms out", () => {
    const levels = readCefrJ();
    expect(levels.get("apple")).toBe("A1");
    expect(levels.get("ability")).toBe("A2");
    expect(levels.get("abandon")).toBe("B1");
    expect(levels.get("bureaucracy")).toBe("B2");
    expect(levels.has("thalamus")).toBe(false);
  });
});
