/**
 * Lesson templates (content/lessons/templates): every one is a valid new lesson with its licence, and
 * its vocabulary words are lexicon lemmas when the built lexicon is at hand (.cache/lexicon, made by the
 * worker tests' setup or `npm run setup`). That the Worker serves every file: tests/worker/lessons.
 */
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { IELTS_CONTENT_LICENCE } from "../../../worker/contract/ielts-content";
import { lessonCreateSchema, type LessonBlock } from "../../../worker/contract/lessons";

const rawFiles = import.meta.glob<unknown>("../../../content/lessons/templates/*.json", { eager: true, import: "default" });

/** The lemma keys of the built lexicon (one SQLite file per version), or null when it has not been built here. */
function lexiconLemmas(): Set<string> | null {
  const dir = path.resolve(__dirname, "../../../.cache/lexicon");
  if (!existsSync(dir)) return null;
  const version = readdirSync(dir).find((name) => /^[0-9a-f]{16}$/.test(name) && existsSync(path.join(dir, name, "lexicon.sqlite")));
  if (!version) return null;
  // Required at run time: the test bundler would try to bundle the built-in for the DOM environment.
  const { DatabaseSync } = createRequire(import.meta.url)("node:sqlite") as typeof import("node:sqlite");
  const db = new DatabaseSync(path.join(dir, version, "lexicon.sqlite"), { readOnly: true });
  try {
    return new Set(
      db
        .prepare("SELECT lemma_key FROM lexicon_entries")
        .all()
        .map((row) => String(row.lemma_key)),
    );
  } finally {
    db.close();
  }
}

type TemplateFile = { id: string; source: string; licence: string; summary: string; lesson: unknown };
const templates = Object.entries(rawFiles).map(([file, data]) => ({ file, data: data as TemplateFile }));
const blocksOf = (t: TemplateFile): LessonBlock[] => lessonCreateSchema.parse(t.lesson).blocks;
const lemmas = lexiconLemmas();

describe("lesson templates", () => {
  it("are at least three", () => {
    expect(templates.length).toBeGreaterThanOrEqual(3);
  });

  it.each(templates)("$file is an original, licensed, valid new lesson", ({ file, data }) => {
    expect(data).toMatchObject({ id: path.basename(file, ".json"), source: "original", licence: IELTS_CONTENT_LICENCE });
    expect(data.summary.length).toBeGreaterThan(20);
    expect(lessonCreateSchema.safeParse(data.lesson).error).toBeUndefined();
  });

  it("teach with text, a vocabulary set, a quiz with explanations and a writing or speaking task", () => {
    for (const { data } of templates) {
      const types = blocksOf(data).map((b) => b.type);
      expect(types, data.id).toEqual(expect.arrayContaining(["text", "vocabulary", "quiz"]));
      expect(types.includes("writing") || types.includes("speaking"), data.id).toBe(true);
    }
  });

  it.skipIf(lemmas === null)("use only lexicon words in their vocabulary sets", () => {
    const missing = templates.flatMap(({ data }) =>
      blocksOf(data).flatMap((b) => (b.type === "vocabulary" ? b.words.filter((w) => !lemmas!.has(w)) : [])),
    );
    expect(missing).toEqual([]);
  });
});
