/**
 * content/sat/essay → D1: upserts every SAT Essay source passage and retires the ones that left content/
 * (their essays keep pointing at them). Literal SQL like the IELTS seeding (content-seed.ts); running the
 * statements twice changes nothing. Used by the setup step (wrangler d1 execute) and the worker tests (D1 batch).
 */
import { countWords } from "../../worker/contract/ielts-content";
import type { SatEssayPromptFile } from "../../worker/contract/sat-essay";
import { contentHash, insert } from "./content-seed";

export function satEssaySeedStatements(files: SatEssayPromptFile[]): string[] {
  const columns = ["id", "title", "author", "byline", "paragraphs", "words", "position", "source", "licence", "content_hash", "active", "updated_at"];
  const ordered = [...files].sort((a, b) => a.id.localeCompare(b.id));
  return [
    "UPDATE sat_essay_prompts SET active = 0;",
    ...ordered.map((file, position) =>
      insert(
        "sat_essay_prompts",
        columns,
        [
          [
            file.id,
            file.title,
            file.author,
            file.byline,
            file.paragraphs,
            countWords(file.paragraphs.join("\n")),
            position,
            file.source,
            file.licence,
            contentHash(file),
            true,
            new Date().toISOString(),
          ],
        ],
        {
          key: ["id"],
          update: columns.slice(1, -1),
          also: "updated_at = CASE WHEN sat_essay_prompts.content_hash = excluded.content_hash THEN sat_essay_prompts.updated_at ELSE excluded.updated_at END",
        },
      ),
    ),
  ];
}
