// Seeds the content in content/ into the local D1 database: each file parsed with the zod schema of its
// worker/contract file and turned into upserts by the statement builders the worker tests seed with
// (scripts/content/*-seed.ts, sat-essay-statements.ts). Each kind has its stamp (local-store.mjs).
import path from "node:path";
import { jsonFiles, parseFile, ROOT, seedContent } from "./local-store.mjs";

export const CONTENT_DIR = path.join(ROOT, "content", "ielts");
export const LIBRARY_DIR = path.join(ROOT, "content", "library");
const SAT_DIR = path.join(ROOT, "content", "sat");

/** The library's JSON files of one kind ("articles" or "podcasts"), sorted. */
export const libraryFiles = (kind) => jsonFiles(path.join(LIBRARY_DIR, kind));

/** @param {string} stateDir */
export function seedIeltsContent(stateDir) {
  const files = jsonFiles(CONTENT_DIR, { recursive: true });
  return seedContent(stateDir, {
    stamp: "ielts-content.hash",
    files,
    code: ["scripts/content/content-seed.ts", "worker/contract/ielts-content.ts", "worker/contract/ielts.ts"],
    statements: async (load) => {
      const { ieltsContentFileSchema } = await load("worker/contract/ielts-content.ts");
      const { contentSeedStatements, contentCounts } = await load("scripts/content/content-seed.ts");
      const parsed = files.map((file) => parseFile(ieltsContentFileSchema, file));
      const counts = contentCounts(parsed);
      return {
        statements: contentSeedStatements(parsed),
        summary: `IELTS content: ${counts.reading} reading and ${counts.listening} listening tests, ${counts.writing} writing prompts, ${counts.speaking} speaking sets`,
      };
    },
  });
}

/** @param {string} stateDir */
export function seedSatContent(stateDir) {
  const files = jsonFiles(SAT_DIR);
  return seedContent(stateDir, {
    stamp: "sat-content.hash",
    files,
    code: ["scripts/content/sat-content-seed.ts", "scripts/content/content-seed.ts", "worker/contract/sat-content.ts", "worker/contract/sat.ts"],
    statements: async (load) => {
      const { satContentFileSchema } = await load("worker/contract/sat-content.ts");
      const { satSeedStatements, satContentCounts } = await load("scripts/content/sat-content-seed.ts");
      const parsed = files.map((file) => parseFile(satContentFileSchema, file));
      const { reading_writing: rw, math } = satContentCounts(parsed);
      return {
        statements: satSeedStatements(parsed),
        summary: `SAT content: ${rw.tests} Reading and Writing tests (${rw.questions} questions), ${math.tests} Math tests (${math.questions} questions)`,
      };
    },
  });
}

/** @param {string} stateDir */
export function seedSatEssayContent(stateDir) {
  const files = jsonFiles(path.join(SAT_DIR, "essay"));
  return seedContent(stateDir, {
    stamp: "sat-essay-content.hash",
    files,
    code: ["scripts/content/sat-essay-statements.ts", "scripts/content/content-seed.ts", "worker/contract/sat-essay.ts"],
    statements: async (load) => {
      const { satEssayPromptFileSchema } = await load("worker/contract/sat-essay.ts");
      const { satEssaySeedStatements } = await load("scripts/content/sat-essay-statements.ts");
      const parsed = files.map((file) => parseFile(satEssayPromptFileSchema, file));
      return { statements: satEssaySeedStatements(parsed), summary: `${parsed.length} SAT Essay source passages` };
    },
  });
}

/** @param {string} stateDir */
export function seedLibraryContent(stateDir) {
  const articleFiles = libraryFiles("articles");
  const podcastFiles = libraryFiles("podcasts");
  return seedContent(stateDir, {
    stamp: "library-content.hash",
    files: [...articleFiles, ...podcastFiles],
    code: ["scripts/content/library-seed.ts", "scripts/content/content-seed.ts", "worker/contract/library-content.ts", "worker/contract/library.ts"],
    statements: async (load) => {
      const { articleSchema, podcastSchema } = await load("worker/contract/library-content.ts");
      const { librarySeedStatements } = await load("scripts/content/library-seed.ts");
      const content = {
        articles: articleFiles.map((file) => parseFile(articleSchema, file)),
        podcasts: podcastFiles.map((file) => parseFile(podcastSchema, file)),
      };
      return {
        statements: librarySeedStatements(content),
        summary: `the library: ${content.articles.length} articles and ${content.podcasts.length} podcast episodes`,
      };
    },
  });
}
