/**
 * content/library → D1. Literal SQL statements (as scripts/content/content-seed.ts writes for IELTS)
 * that upsert every article and podcast episode, replace their answer keys, and retire items that
 * left content/. Running them twice changes nothing. Used by the setup step (through wrangler d1
 * execute) and by the worker tests (through D1 batch).
 */
import type { LibraryItemBody, PublicLibraryQuestion } from "../../worker/contract/library";
import { countWords, type Article, type LibraryQuestion, type Podcast } from "../../worker/contract/library-content";
import { contentHash, insert, sqlLiteral } from "./content-seed";

export type LibraryContent = { articles: Article[]; podcasts: Podcast[] };

const ITEM_COLUMNS = ["id", "kind", "title", "level", "topic", "summary", "word_count", "body", "questions", "position", "source", "licence", "content_hash", "active", "updated_at"];

const publicQuestions = (questions: LibraryQuestion[]): PublicLibraryQuestion[] => questions.map(({ id, prompt, options }) => ({ id, prompt, options }));

function itemStatements(item: Article | Podcast, body: LibraryItemBody, words: number, position: number): string[] {
  const row = [item.id, body.kind, item.title, item.level, item.topic, item.summary, words, body, publicQuestions(item.questions), position, item.source, item.licence, contentHash(item), true, new Date().toISOString()];
  return [
    insert("library_items", ITEM_COLUMNS, [row], {
      key: ["id"],
      update: ITEM_COLUMNS.slice(1, -1),
      also: "updated_at = CASE WHEN library_items.content_hash = excluded.content_hash THEN library_items.updated_at ELSE excluded.updated_at END",
    }),
    `DELETE FROM library_answer_keys WHERE item_id = ${sqlLiteral(item.id)};`,
    insert(
      "library_answer_keys",
      ["item_id", "question_id", "answer", "explanation"],
      item.questions.map((q) => [item.id, q.id, q.answer, q.explanation]),
    ),
  ];
}

/** Every statement that brings D1 in line with content/library; articles first, each kind by id. */
export function librarySeedStatements({ articles, podcasts }: LibraryContent): string[] {
  const statements = ["UPDATE library_items SET active = 0;"];
  let position = 0;
  for (const article of [...articles].sort((a, b) => a.id.localeCompare(b.id))) {
    statements.push(...itemStatements(article, { kind: "article", paragraphs: article.paragraphs }, countWords(article.paragraphs.join(" ")), position++));
  }
  for (const podcast of [...podcasts].sort((a, b) => a.id.localeCompare(b.id))) {
    const body: LibraryItemBody = {
      kind: "podcast",
      format: podcast.format,
      speakers: podcast.speakers.map(({ id, label }) => ({ id, label })),
      transcript: podcast.transcript.map(({ speaker, text }) => ({ speaker, text })),
    };
    statements.push(...itemStatements(podcast, body, countWords(podcast.transcript.map((t) => t.text).join(" ")), position++));
  }
  return statements;
}
