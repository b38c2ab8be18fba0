import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACADEMIC_READING_BAND_TABLE,
  LISTENING_BAND_TABLE,
  criteriaBand,
  listeningBand,
  overallBand,
  readingBand,
  roundToHalfBand,
  writingBand,
} from "../../../worker/contract/ielts-scoring";

/** Every band an examiner or a table can give: 0, 0.5, …, 9. */
const HALF_BANDS = Array.from({ length: 19 }, (_, i) => i / 2);
const halfBand = fc.integer({ min: 0, max: 18 }).map((h) => h / 2);

/**
 * The exam-facts rule in whole numbers, independent of floating point: a mean of four half bands is
 * a multiple of 1/8; its eighths past the whole band decide (0–1 → down, 2–5 → .5, 6–7 → up).
 */
function referenceOverall(bands: number[]): number {
  const eighths = bands.reduce((sum, b) => sum + b * 2, 0);
  const whole = Math.floor(eighths / 8);
  const rest = eighths % 8;
  return whole + (rest < 2 ? 0 : rest < 6 ? 0.5 : 1);
}

describe("overall band", () => {
  it("rounds the examples of exam-facts: 6.125 → 6, 6.25 → 6.5, 6.625 → 6.5, 6.75 → 7", () => {
    expect(roundToHalfBand(6.125)).toBe(6);
    expect(roundToHalfBand(6.25)).toBe(6.5);
    expect(roundToHalfBand(6.625)).toBe(6.5);
    expect(roundToHalfBand(6.75)).toBe(7);
    expect(overallBand({ listening: 6, reading: 6, writing: 6, speaking: 6.5 })).toBe(6);
    expect(overallBand({ listening: 6, reading: 6.5, writing: 6, speaking: 6.5 })).toBe(6.5);
    expect(overallBand({ listening: 6.5, reading: 7, writing: 6.5, speaking: 6.5 })).toBe(6.5);
    expect(overallBand({ listening: 7, reading: 7, writing: 6.5, speaking: 6.5 })).toBe(7);
  });

  it("matches the rule for every one of the 19⁴ combinations of four section bands (every quarter-band case)", () => {
    const seen = new Set<number>();
    for (const listening of HALF_BANDS)
      for (const reading of HALF_BANDS)
        for (const writing of HALF_BANDS)
          for (const speaking of HALF_BANDS) {
            const bands = [listening, reading, writing, speaking];
            const got = overallBand({ listening, reading, writing, speaking });
            if (got !== referenceOverall(bands)) expect.fail(`${bands.join(", ")} → ${got}, expected ${referenceOverall(bands)}`);
            seen.add((bands.reduce((a, b) => a + b, 0) / 4) % 1);
          }
    expect([...seen].sort()).toEqual([0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875]);
  });

  it("is a half band within a quarter of the mean, whatever the order of the sections", () => {
    fc.assert(
      fc.property(halfBand, halfBand, halfBand, halfBand, (l, r, w, s) => {
        const mean = (l + r + w + s) / 4;
        const band = overallBand({ listening: l, reading: r, writing: w, speaking: s });
        expect(Number.isInteger(band * 2)).toBe(true);
        // .125 above a band rounds down, .25 and .375 round up to the half: never more than that away.
        expect(band - mean).toBeGreaterThanOrEqual(-0.125);
        expect(band - mean).toBeLessThanOrEqual(0.25);
        expect(overallBand({ listening: s, reading: w, writing: r, speaking: l })).toBe(band);
      }),
    );
  });

  it("never goes down when one section goes up", () => {
    fc.assert(
      fc.property(halfBand, halfBand, halfBand, halfBand, fc.integer({ min: 1, max: 18 }), (l, r, w, s, up) => {
        const better = Math.min(9, w + up / 2);
        expect(overallBand({ listening: l, reading: r, writing: better, speaking: s })).toBeGreaterThanOrEqual(
          overallBand({ listening: l, reading: r, writing: w, speaking: s }),
        );
      }),
    );
  });

  it("refuses a band outside 0–9", () => {
    expect(() => roundToHalfBand(9.5)).toThrow(RangeError);
    expect(() => roundToHalfBand(-0.5)).toThrow(RangeError);
    expect(() => roundToHalfBand(Number.NaN)).toThrow(RangeError);
  });
});

describe("writing band = (Task 1 + 2 × Task 2) / 3", () => {
  it("matches the rule for every pair of task bands", () => {
    for (const t1 of HALF_BANDS)
      for (const t2 of HALF_BANDS) {
        // In sixths of a band, (T1 + 2·T2) / 3 is (2·T1 + 4·T2) / 6; doubling it and adding ½ is (2·sixths + 3) / 6.
        const sixths = 2 * t1 + 4 * t2;
        const expected = Math.floor((2 * sixths + 3) / 6) / 2;
        expect(writingBand(t1, t2), `${t1}, ${t2}`).toBe(expected);
      }
  });

  it("counts Task 2 double: the same as the mean of Task 1, Task 2, Task 2", () => {
    fc.assert(
      fc.property(halfBand, halfBand, (t1, t2) => {
        expect(writingBand(t1, t2)).toBe(criteriaBand([t1, t2, t2]));
      }),
    );
  });

  it("weighs Task 2 more: raising Task 2 moves the band at least as much as raising Task 1", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 17 }).map((h) => h / 2),
        fc.integer({ min: 0, max: 17 }).map((h) => h / 2),
        (t1, t2) => {
          expect(writingBand(t1, t2 + 0.5)).toBeGreaterThanOrEqual(writingBand(t1 + 0.5, t2));
        },
      ),
    );
    expect(writingBand(5, 7)).toBe(6.5);
    expect(writingBand(7, 5)).toBe(5.5);
  });

  it("is the task band when both tasks have the same band", () => {
    for (const band of HALF_BANDS) expect(writingBand(band, band)).toBe(band);
  });
});

describe("task band = mean of the four criteria", () => {
  it("rounds like the overall band for every combination of criteria", () => {
    fc.assert(
      fc.property(fc.array(halfBand, { minLength: 4, maxLength: 4 }), (criteria) => {
        expect(criteriaBand(criteria)).toBe(referenceOverall(criteria));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("reading and listening tables", () => {
  it("give the listening rows exam-facts quotes", () => {
    const rows: [number[], number][] = [
      [[39, 40], 9],
      [[37, 38], 8.5],
      [[35, 36], 8],
      [[33, 34], 7.5],
      [[30, 31, 32], 7],
      [[27, 28, 29], 6.5],
      [[23, 24, 25, 26], 6],
      [[19, 20, 21, 22], 5.5],
      [[15, 16, 17, 18], 5],
      [[13, 14], 4.5],
      [[10, 11, 12], 4],
    ];
    for (const [scores, band] of rows) for (const score of scores) expect(listeningBand(score), `${score}/40`).toBe(band);
  });

  it("are monotonic over 0–40, start at 0 and end at 9", () => {
    for (const [name, band] of [
      ["reading", readingBand],
      ["listening", listeningBand],
    ] as const) {
      const bands = Array.from({ length: 41 }, (_, score) => band(score));
      expect(bands[0], name).toBe(0);
      expect(bands[40], name).toBe(9);
      bands.forEach((b, i) => i > 0 && expect(b, `${name} ${i}`).toBeGreaterThanOrEqual(bands[i - 1]!));
    }
    expect(ACADEMIC_READING_BAND_TABLE.length).toBe(LISTENING_BAND_TABLE.length);
  });

  it("refuse raw scores outside 0–40", () => {
    expect(() => readingBand(41)).toThrow(RangeError);
    expect(() => listeningBand(-1)).toThrow(RangeError);
    expect(() => readingBand(2.5)).toThrow(RangeError);
  });
});
