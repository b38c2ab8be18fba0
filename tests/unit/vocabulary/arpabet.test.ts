import { describe, expect, it } from "vitest";
import { arpabetToIpa } from "../../../scripts/lexicon/arpabet.mjs";

describe("ARPAbet to IPA", () => {
  it.each([
    ["dog", "D AO1 G", "dɔɡ"],
    ["happy", "HH AE1 P IY0", "ˈhæpi"],
    ["tomato", "T AH0 M EY1 T OW2", "təˈmeɪˌtoʊ"],
    ["about", "AH0 B AW1 T", "əˈbaʊt"],
    ["pronunciation", "P R OW0 N AH2 N S IY0 EY1 SH AH0 N", "proʊˌnʌnsiˈeɪʃən"],
    ["distinct", "D IH0 S T IH1 NG K T", "dɪˈstɪŋkt"],
    ["winter", "W IH1 N T ER0", "ˈwɪntɚ"],
    ["bird", "B ER1 D", "bɝd"],
    ["judge", "JH AH1 JH", "dʒʌdʒ"],
    ["thought", "TH AO1 T", "θɔt"],
    ["measure", "M EH1 ZH ER0", "ˈmɛʒɚ"],
    ["yes", "Y EH1 S", "jɛs"],
    ["ring", "R IH1 NG", "rɪŋ"],
    ["boy", "B OY1", "bɔɪ"],
  ])("%s: %s → %s", (_word, arpabet, ipa) => {
    expect(arpabetToIpa(arpabet)).toBe(ipa);
  });

  it("puts the stress mark before the whole onset a syllable can start with", () => {
    // "extra": /k/ closes the first syllable, /str/ opens the stressed one.
    expect(arpabetToIpa("EH2 K S T R AH1")).toBe("ˌɛkˈstrʌ");
    expect(arpabetToIpa("AH0 P L AY1")).toBe("əˈplaɪ");
  });

  it("rejects what is not ARPAbet, so bad data fails the lexicon build", () => {
    expect(() => arpabetToIpa("D AO1 G # comment")).toThrow(/ARPAbet/);
    expect(() => arpabetToIpa("XX1")).toThrow(/Unknown ARPAbet symbol/);
  });
});
