import { describe, expect, it } from "vitest";
import { isInactive, isValidTarget, normalizeJoinCode, classCreateSchema } from "../../../worker/contract/classes";
import {
  daysSince,
  heatmapTone,
  joinLink,
  parseTarget,
  spacedCode,
  targetLabelKey,
  weakestColumn,
} from "../../../src/features/teaching/rules";

const DAY = 86_400_000;
const now = Date.parse("2026-11-26T12:00:00Z");
const ago = (days: number) => new Date(now - days * DAY).toISOString();

describe("class rules", () => {
  it("flags a student whose last activity, or joining if none, is 3 or more days ago", () => {
    expect(isInactive(null, ago(1), now)).toBe(false);
    expect(isInactive(null, ago(3), now)).toBe(true);
    expect(isInactive(ago(2.9), ago(10), now)).toBe(false);
    expect(isInactive(ago(4), ago(10), now)).toBe(true);
    // A student who joined yesterday after a long pause elsewhere is not flagged yet.
    expect(isInactive(ago(30), ago(1), now)).toBe(false);
  });

  it("checks a target against the focus: IELTS bands in halves, SAT scores in tens", () => {
    expect(isValidTarget("ielts_academic", 6.5)).toBe(true);
    expect(isValidTarget("general_english", 9)).toBe(true);
    expect(isValidTarget("ielts_general", 6.25)).toBe(false);
    expect(isValidTarget("ielts_general", 9.5)).toBe(false);
    expect(isValidTarget("sat", 1450)).toBe(true);
    expect(isValidTarget("sat", 1455)).toBe(false);
    expect(isValidTarget("sat", 390)).toBe(false);
    expect(targetLabelKey("sat")).toBe("form.targetScore");
    expect(targetLabelKey("ielts_academic")).toBe("form.targetBand");
  });

  it("reads a typed code in any case, with spaces or a dash", () => {
    expect(normalizeJoinCode(" abcd-efgh ")).toBe("ABCDEFGH");
    expect(normalizeJoinCode("ab cd ef gh")).toBe("ABCDEFGH");
  });

  it("stores a class name as the plain text typed, trimmed, at most 80 characters", () => {
    expect(classCreateSchema.parse({ name: "  <b>Group</b> ", focus: "sat" })).toEqual({
      name: "<b>Group</b>",
      focus: "sat",
      target: null,
      exam_date: null,
    });
    expect(classCreateSchema.safeParse({ name: "x".repeat(81), focus: "sat" }).success).toBe(false);
  });

  it("builds the join link and shows the code in two halves", () => {
    expect(joinLink("ABCD2345", "https://lexora.example")).toBe("https://lexora.example/join/ABCD2345");
    expect(spacedCode("ABCD2345")).toBe("ABCD 2345");
    expect(daysSince(ago(2.5), now)).toBe(2);
    expect(parseTarget("")).toBeNull();
    expect(parseTarget("6,5")).toBe(6.5);
    expect(parseTarget("abc")).toBe("invalid");
  });
});

describe("the class heatmap", () => {
  it("colours bands and percentages by the same four steps", () => {
    expect([4.5, 5, 6, 6.5, 7, 9].map((band) => heatmapTone(band, "band"))).toEqual(["low", "fair", "good", "good", "strong", "strong"]);
    expect([49, 50, 65, 79, 80].map((pct) => heatmapTone(pct, "percent"))).toEqual(["low", "fair", "good", "good", "strong"]);
  });

  it("names the column with the lowest class average, comparing bands out of 9 with percentages out of 100", () => {
    const columns = [
      { id: "writing.lexical_resource", section: "writing", criterion: "lexical_resource", unit: "band" },
      { id: "reading.matching_headings", section: "reading", question_type: "matching_headings", unit: "percent" },
      { id: "speaking.pronunciation", section: "speaking", criterion: "pronunciation", unit: "band" },
    ] as const;
    // 5.5 / 9 ≈ 0.61 is weaker than 70 %; the column nobody has a score in does not count.
    const averages = { "writing.lexical_resource": 5.5, "reading.matching_headings": 70, "speaking.pronunciation": null };
    expect(weakestColumn({ columns: [...columns], averages })).toBe("writing.lexical_resource");
    expect(weakestColumn({ columns: [...columns], averages: { ...averages, "reading.matching_headings": 55 } })).toBe(
      "reading.matching_headings",
    );
    expect(weakestColumn({ columns: [...columns], averages: {} })).toBeNull();
  });
});
