import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { satAnswerSchema } from "../../../worker/contract/sat";
import { isValidStudentEntry, SAT_QUESTIONS_PER_MODULE, SAT_SECTIONS } from "../../../worker/contract/sat-content";
import {
  EASIER_ROUTE_CAP,
  HARDER_ROUTE_THRESHOLD,
  isCorrect,
  routeModule2,
  scaledSectionScore,
  sectionEstimate,
  sectionQuestions,
  totalEstimate,
} from "../../../worker/sat/scoring";

const ROUTES = ["module2_easier", "module2_harder"] as const;

describe("SAT section scores", () => {
  it.each(SAT_SECTIONS.flatMap((section) => ROUTES.map((route) => [section, route] as const)))(
    "%s on %s: monotonic, bounded 200–800, multiples of 10",
    (section, route) => {
      const scores = Array.from({ length: sectionQuestions(section) + 1 }, (_, correct) => scaledSectionScore(section, route, correct));
      scores.forEach((score, i) => {
        expect(score % 10).toBe(0);
        expect(score).toBeGreaterThanOrEqual(200);
        expect(score).toBeLessThanOrEqual(800);
        if (i > 0) expect(score).toBeGreaterThanOrEqual(scores[i - 1]!);
      });
      expect(scores[0]).toBe(200);
      expect(scores.at(-1)).toBe(route === "module2_harder" ? 800 : EASIER_ROUTE_CAP);
    },
  );

  it("rewards the harder route: the same raw count scores at least as much, and only it reaches 800", () => {
    for (const section of SAT_SECTIONS) {
      for (let correct = 0; correct <= sectionQuestions(section); correct++) {
        expect(scaledSectionScore(section, "module2_harder", correct)).toBeGreaterThanOrEqual(
          scaledSectionScore(section, "module2_easier", correct),
        );
        expect(scaledSectionScore(section, "module2_easier", correct)).toBeLessThan(800);
      }
    }
  });

  it("labels every score an estimate with a range inside the scale", () => {
    expect(sectionEstimate("reading_writing", "module2_harder", 54)).toEqual({ score: 800, low: 760, high: 800, label: "estimate" });
    expect(sectionEstimate("math", "module2_easier", 0)).toEqual({ score: 200, low: 200, high: 240, label: "estimate" });
    expect(totalEstimate(700, 650)).toEqual({ score: 1350, low: 1290, high: 1410, label: "estimate" });
    expect(totalEstimate(200, 200)).toMatchObject({ low: 400 });
    expect(totalEstimate(800, 800)).toMatchObject({ high: 1600 });
  });
});

describe("adaptive routing", () => {
  it("sends 60% or more of module 1 to the harder module 2", () => {
    expect(HARDER_ROUTE_THRESHOLD).toEqual({ reading_writing: 17, math: 14 });
    for (const section of SAT_SECTIONS) {
      for (let correct = 0; correct <= SAT_QUESTIONS_PER_MODULE[section]; correct++) {
        expect(routeModule2(section, correct)).toBe(correct >= HARDER_ROUTE_THRESHOLD[section] ? "module2_harder" : "module2_easier");
      }
    }
  });
});

describe("marking and the entry rules of the API", () => {
  it("marks letters exactly and student-produced entries by value", () => {
    expect(isCorrect("multiple_choice", "B", "B")).toBe(true);
    expect(isCorrect("multiple_choice", "B", "C")).toBe(false);
    expect(isCorrect("multiple_choice", "B", undefined)).toBe(false);
    expect(isCorrect("student_produced", "2/3", ".6667")).toBe(true);
    expect(isCorrect("student_produced", "2/3", "0.67")).toBe(false);
    expect(isCorrect("student_produced", "1.5", "3/2")).toBe(true);
    expect(isCorrect("student_produced", "-4", "-4")).toBe(true);
    expect(isCorrect("student_produced", "4", "")).toBe(false);
  });

  it("accepts as an answer exactly a letter A–D or an entry the official rules allow", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[-0-9./A-E]{0,7}$/), (entry) => {
        const accepted = satAnswerSchema.safeParse(entry).success;
        expect(accepted).toBe(entry === "" || ["A", "B", "C", "D"].includes(entry) || isValidStudentEntry(entry));
      }),
    );
  });

  it("scores every equivalent fraction of a stored answer", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99, max: 99 }), fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9 }), (a, b, k) => {
        const stored = `${a}/${b}`;
        const scaled = `${a * k}/${b * k}`;
        if (!isValidStudentEntry(stored) || !isValidStudentEntry(scaled)) return;
        expect(isCorrect("student_produced", stored, scaled)).toBe(true);
      }),
    );
  });
});
