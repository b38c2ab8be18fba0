import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countWords } from "../../worker/contract/ielts-content";
import { SAT_ESSAY_LICENCE, SAT_ESSAY_SOURCE, satEssayPromptFileSchema } from "../../worker/contract/sat-essay";

const DIR = path.resolve(__dirname, "../../content/sat/essay");
const FILES = readdirSync(DIR).filter((name) => name.endsWith(".json"));
const parsed = FILES.map((name) => ({
  name,
  result: satEssayPromptFileSchema.safeParse(JSON.parse(readFileSync(path.join(DIR, name), "utf8"))),
}));

describe("content/sat/essay", () => {
  it("has at least three source passages", () => {
    expect(FILES.length).toBeGreaterThanOrEqual(3);
  });

  it.each(parsed)("$name matches the contract: original, licensed, 650–750 words", ({ result }) => {
    expect(result.error?.message).toBeUndefined();
    const file = result.data!;
    expect(file.source).toBe(SAT_ESSAY_SOURCE);
    expect(file.licence).toBe(SAT_ESSAY_LICENCE);
    const words = countWords(file.paragraphs.join("\n"));
    expect(words).toBeGreaterThanOrEqual(650);
    expect(words).toBeLessThanOrEqual(750);
  });

  it("gives every passage its own id, title and author", () => {
    const files = parsed.map(({ result }) => result.data!);
    for (const key of ["id", "title", "author"] as const) expect(new Set(files.map((f) => f[key])).size).toBe(files.length);
  });

  it("refuses a passage outside 650–750 words, a foreign source or licence, and unknown fields", () => {
    const good = parsed[0]!.result.data!;
    expect(
      satEssayPromptFileSchema.safeParse({ ...good, paragraphs: good.paragraphs.slice(0, 5).map((p) => p.slice(0, 80)) }).success,
    ).toBe(false);
    expect(satEssayPromptFileSchema.safeParse({ ...good, paragraphs: [...good.paragraphs, ...good.paragraphs] }).success).toBe(false);
    expect(satEssayPromptFileSchema.safeParse({ ...good, source: "college-board" }).success).toBe(false);
    expect(satEssayPromptFileSchema.safeParse({ ...good, licence: "CC-BY-4.0" }).success).toBe(false);
    expect(satEssayPromptFileSchema.safeParse({ ...good, answer: "x" }).success).toBe(false);
  });
});
