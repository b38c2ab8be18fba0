import { describe, expect, it } from "vitest";
import { cefrCoverage } from "../../scripts/content/cefr-coverage";
import {
  CEFR_COVERAGE_MIN,
  MIN_ARTICLES,
  MIN_PODCASTS,
  articleSchema,
  podcastSchema,
  type Article,
  type Podcast,
} from "../../worker/contract/library-content";

const articleFiles = import.meta.glob<unknown>("../../content/library/articles/*.json", { eager: true, import: "default" });
const podcastFiles = import.meta.glob<unknown>("../../content/library/podcasts/*.json", { eager: true, import: "default" });
const fileId = (path: string) =>
  path
    .split("/")
    .at(-1)!
    .replace(/\.json$/, "");

describe("content/library", () => {
  it.each(Object.entries(articleFiles))("%s is a valid article named by its id", (path, data) => {
    const result = articleSchema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.id).toBe(fileId(path));
  });

  it.each(Object.entries(podcastFiles))("%s is a valid podcast named by its id, every turn by one of its speakers", (path, data) => {
    const result = podcastSchema.safeParse(data);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?.id).toBe(fileId(path));
  });

  it("has unique ids across articles and podcasts", () => {
    const ids = [...Object.keys(articleFiles), ...Object.keys(podcastFiles)].map(fileId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it(`has at least ${MIN_ARTICLES} articles and ${MIN_PODCASTS} podcast episodes, A1 to C1`, () => {
    expect(Object.keys(articleFiles).length).toBeGreaterThanOrEqual(MIN_ARTICLES);
    expect(Object.keys(podcastFiles).length).toBeGreaterThanOrEqual(MIN_PODCASTS);
    const levels = [...Object.values(articleFiles), ...Object.values(podcastFiles)].map((file) => (file as { level: string }).level);
    expect(new Set(levels)).toEqual(new Set(["A1", "A2", "B1", "B2", "C1"]));
  });

  it("has at least 6 articles and 4 podcast episodes at A1–A2", () => {
    const low = (files: Record<string, unknown>) =>
      Object.values(files).filter((f) => ["A1", "A2"].includes((f as { level: string }).level));
    expect(low(articleFiles).length).toBeGreaterThanOrEqual(6);
    expect(low(podcastFiles).length).toBeGreaterThanOrEqual(4);
  });

  it("grades every A1 and A2 item by CEFR-J vocabulary: its words are of its level, and B1 text is not", () => {
    const text = (item: Article | Podcast) => ("paragraphs" in item ? item.paragraphs : item.transcript.map((t) => t.text)).join(" ");
    const items = [...Object.values(articleFiles), ...Object.values(podcastFiles)] as (Article | Podcast)[];
    for (const item of items) {
      if (item.level !== "A1" && item.level !== "A2") continue;
      const coverage = cefrCoverage(text(item), item.level);
      expect(coverage.share, `${item.id}: outside ${item.level}: ${coverage.outside.join(", ")}`).toBeGreaterThanOrEqual(
        CEFR_COVERAGE_MIN[item.level],
      );
    }
    for (const item of items.filter((i) => i.level === "B1")) {
      expect(cefrCoverage(text(item), "A1").share, item.id).toBeLessThan(CEFR_COVERAGE_MIN.A1);
    }
  });

  it("refuses a podcast turn by a speaker the episode does not have, and a monologue with two speakers", () => {
    const podcast = Object.values(podcastFiles)[0] as { transcript: { speaker: string; text: string }[]; speakers: unknown[] };
    const strayTurn = { ...podcast, transcript: [...podcast.transcript, { speaker: "nobody", text: "Hello." }] };
    expect(podcastSchema.safeParse(strayTurn).error?.issues.map((i) => i.message)).toContain('unknown speaker "nobody"');
    expect(podcastSchema.safeParse({ ...podcast, format: "monologue" }).success).toBe(false);
  });

  it("refuses an article outside its level's word range", () => {
    const article = Object.values(articleFiles)[0] as { paragraphs: string[] };
    expect(articleSchema.safeParse({ ...article, paragraphs: article.paragraphs.slice(0, 1) }).success).toBe(false);
  });
});
