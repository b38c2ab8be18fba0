import { describe, expect, it } from "vitest";
import { formatCoordinate, intersectionsOf, parseLine, slidersOf, zerosOf } from "../../../src/features/sat/tools/graph-math";

const fn = (source: string, sliders: Record<string, number> = {}) => {
  const line = parseLine(source, sliders);
  if (line.kind !== "function") throw new Error(`${source} is ${line.kind}`);
  return line.f;
};

describe("the grapher's lines", () => {
  it("reads functions of x, with or without y = or f(x) =", () => {
    expect(fn("x^2 - 3")(2)).toBe(1);
    expect(fn("y = 2x + 1")(3)).toBe(7);
    expect(fn("f(x) = sqrt(x)")(9)).toBe(3);
  });

  it("reads points and sliders, and uses the sliders in functions and points", () => {
    const lines = ["a = 2", "y = a*x^2", "(a, a^2)"];
    const sliders = slidersOf(lines);
    expect(sliders).toEqual({ a: 2 });
    expect(parseLine(lines[0]!, sliders)).toEqual({ kind: "slider", name: "a", value: 2 });
    expect(fn(lines[1]!, sliders)(3)).toBe(18);
    expect(parseLine(lines[2]!, sliders)).toEqual({ kind: "point", x: 2, y: 4 });
  });

  it("calls a typo or an undefined name invalid instead of drawing nothing", () => {
    expect(parseLine("x^^2", {}).kind).toBe("invalid");
    expect(parseLine("k*x", {}).kind).toBe("invalid");
    expect(parseLine("(1, )", {}).kind).toBe("invalid");
    expect(parseLine("  ", {}).kind).toBe("empty");
  });
});

describe("zeros and intersections", () => {
  it("finds both zeros of y = x² − 3 at ±√3", () => {
    const zeros = zerosOf(fn("x^2 - 3"), -10, 10);
    expect(zeros).toHaveLength(2);
    expect(zeros[0]).toBeCloseTo(-Math.sqrt(3), 8);
    expect(zeros[1]).toBeCloseTo(Math.sqrt(3), 8);
    expect(zeros.map(formatCoordinate)).toEqual(["-1.7321", "1.7321"]);
  });

  it("finds a zero where the graph only touches the axis, and none across a jump", () => {
    expect(zerosOf(fn("(x - 2)^2"), -10, 10)).toEqual([2]);
    expect(zerosOf(fn("1/x"), -10, 10)).toEqual([]);
    expect(zerosOf(fn("x^2 + 1"), -10, 10)).toEqual([]);
  });

  it("finds where two graphs meet", () => {
    const meets = intersectionsOf(fn("x^2 - 3"), fn("2x"), -10, 10);
    expect(meets).toEqual([
      { x: -1, y: -2 },
      { x: 3, y: 6 },
    ]);
  });
});
