import { describe, expect, it } from "vitest";
import { criteriaBand } from "../../../worker/contract/ielts-scoring";
import { estimateSpeaking, speechRate } from "../../../worker/ielts/offline-speaking";
import { CALIBRATION_SPEAKING_TESTS } from "../fixtures/speaking-calibration";
import { quadraticWeightedKappa } from "./kappa";

const spread = (bands: number[]) => Math.max(...bands) - Math.min(...bands);
const standardDeviation = (values: number[]) => {
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length);
};

describe("offline speaking estimate, calibrated on transcripts written at known bands", () => {
  const heldOut = CALIBRATION_SPEAKING_TESTS.filter((t) => t.split === "held_out");
  const results = heldOut.map((test) => ({ test, evaluation: estimateSpeaking(test.answers) }));
  const criterion = (index: number) => ({
    labelled: results.map((r) => r.test.criteria[index]!),
    estimated: results.map((r) => r.evaluation.criteria[index]!.band!),
  });

  it("agrees with the intended speaking bands on the held-out tests (QWK ≥ 0.45) with a spread close to theirs", () => {
    const labelled = results.map((r) => criteriaBand(r.test.criteria));
    const estimated = results.map((r) => r.evaluation.band!);
    const kappa = quadraticWeightedKappa(labelled, estimated);
    console.info(
      `speaking held-out QWK ${kappa.toFixed(3)}; estimated ${Math.min(...estimated)}–${Math.max(...estimated)} (sd ${standardDeviation(estimated).toFixed(2)}), labelled ${Math.min(...labelled)}–${Math.max(...labelled)} (sd ${standardDeviation(labelled).toFixed(2)})`,
    );
    console.info(
      results.map((r) => `${r.test.id}: ${r.evaluation.band} [${r.evaluation.criteria.map((c) => c.band).join(", ")}]`).join("\n"),
    );
    expect(heldOut.length).toBeGreaterThanOrEqual(7);
    expect(kappa).toBeGreaterThanOrEqual(0.45);
    expect(Math.min(...estimated)).toBeLessThanOrEqual(4);
    expect(Math.max(...estimated)).toBeGreaterThanOrEqual(8);
    expect(Math.abs(spread(estimated) - spread(labelled))).toBeLessThanOrEqual(1.5);
    expect(Math.abs(standardDeviation(estimated) - standardDeviation(labelled))).toBeLessThanOrEqual(0.5);
  });

  it.each([
    ["Fluency and Coherence", 0],
    ["Lexical Resource", 1],
  ])("calibrates %s to the whole band range in whole bands (QWK ≥ 0.45, spread close to the labels')", (name, index) => {
    const { labelled, estimated } = criterion(index);
    const kappa = quadraticWeightedKappa(labelled, estimated);
    console.info(`${name} held-out QWK ${kappa.toFixed(3)}; estimated ${Math.min(...estimated)}–${Math.max(...estimated)}`);
    expect(results[0]!.evaluation.criteria[index]!.name).toBe(name);
    expect(kappa).toBeGreaterThanOrEqual(0.45);
    expect(Math.abs(spread(estimated) - spread(labelled))).toBeLessThanOrEqual(1.5);
    for (const band of estimated) expect(Number.isInteger(band)).toBe(true);
  });

  it("keeps each criterion within one band of its label and gives every estimate its likely range", () => {
    for (const { test, evaluation } of results) {
      test.criteria.forEach((label, i) => expect(Math.abs(evaluation.criteria[i]!.band! - label)).toBeLessThanOrEqual(1));
      expect(evaluation.bandRange).toEqual({ low: evaluation.band! - 1, high: Math.min(9, evaluation.band! + 1) });
    }
  });

  it("still gives no words per minute from a recording under 15 seconds, however fast its transcript reads", () => {
    const [, part2] = CALIBRATION_SPEAKING_TESTS.find((t) => t.id === "b9-helper")!.answers;
    const short = { ...part2!, durationSeconds: 14, speechSeconds: 13 };
    expect(speechRate([short])).toBeNull();
    expect(estimateSpeaking([short]).features).not.toHaveProperty("wordsPerMinute");
  });
});
