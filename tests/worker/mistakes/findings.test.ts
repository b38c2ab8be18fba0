// The findings a submission shows (worker/mistakes/findings.ts): corrections of the learner's text
// and misspelt listening answers, in one shape whose sentence has the right word at its offset.
import { describe, expect, it } from "vitest";
import type { Correction } from "../../../worker/contract/ielts";
import { correctionFinding, misspeltAnswer } from "../../../worker/mistakes/findings";

const TEXT = "Cities grow fast. Some people think the goverment should act! Others disagree.";
const at = (original: string, suggestion: string | null, category: Correction["category"] = "spelling"): Correction => {
  const start = TEXT.indexOf(original);
  return { start, end: start + original.length, original, suggestion, category, message: "" };
};

describe("a correction as a finding", () => {
  it("teaches the suggestion in the learner's own sentence, corrected", () => {
    const finding = correctionFinding(TEXT, at("goverment", "government"))!;
    expect(finding).toEqual({
      kind: "spelling",
      word: "government",
      original: "goverment",
      sentence: "Some people think the government should act!",
      offset: "Some people think the ".length,
    });
    expect(finding.sentence.slice(finding.offset, finding.offset + finding.word.length)).toBe("government");
  });

  it("makes every correction of the sentence, not only its own, so the card's example is right English", () => {
    const text = "Yesterday many people thinks the goverment go too far. Others disagree.";
    const correction = (original: string, suggestion: string, category: Correction["category"] = "grammar"): Correction => {
      const start = text.search(new RegExp(`\\b${original}\\b`));
      return { start, end: start + original.length, original, suggestion, category, message: "" };
    };
    const all = [correction("thinks", "think"), correction("goverment", "government", "spelling"), correction("go", "went")];
    const finding = correctionFinding(text, all[1]!, all)!;
    expect(finding.sentence).toBe("Yesterday many people think the government went too far.");
    expect(finding.sentence.slice(finding.offset, finding.offset + finding.word.length)).toBe("government");
    expect(correctionFinding(text, all[2]!, all)).toMatchObject({ word: "went", offset: finding.sentence.indexOf("went") });
  });

  it("keeps the generic shape for grammar and leaves out what teaches no word", () => {
    expect(correctionFinding(TEXT, at("people", "persons", "grammar"))).toMatchObject({ kind: "grammar", word: "persons" });
    expect(correctionFinding(TEXT, at("goverment", null))).toBeNull();
    expect(correctionFinding(TEXT, at("Cities", "Cities"))).toBeNull();
    expect(correctionFinding(TEXT, at("fast", "quickly", "style"))).toBeNull();
    expect(correctionFinding(TEXT, { ...at("goverment", "government"), start: 0 })).toBeNull();
  });
});

describe("a misspelt listening answer", () => {
  it("is a right answer with one word misspelt within one edit (two from six letters)", () => {
    expect(misspeltAnswer("retirment", ["retirement"])).toEqual({ word: "retirement", original: "retirment" });
    expect(misspeltAnswer("retiremnet", ["retirement"])).toEqual({ word: "retirement", original: "retiremnet" });
    expect(misspeltAnswer("the gardn room", ["the garden room"])).toEqual({ word: "garden", original: "gardn" });
    expect(misspeltAnswer("lory", ["trucking", "lorry"])).toEqual({ word: "lorry", original: "lory" });
  });

  it("is not another word, two slips in a short word, a number or a name", () => {
    expect(misspeltAnswer("offices", ["housing", "homes"])).toBeNull();
    expect(misspeltAnswer("hmes", ["homes"])).toEqual({ word: "homes", original: "hmes" });
    expect(misspeltAnswer("hms", ["homes"])).toBeNull();
    expect(misspeltAnswer("15", ["16"])).toBeNull();
    expect(misspeltAnswer("Okafer", ["Okafor"])).toBeNull();
    expect(misspeltAnswer("retirement", ["retirement"])).toBeNull();
  });
});
