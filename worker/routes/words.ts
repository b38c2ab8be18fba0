/** The personal dictionary's words: list, add, edit, delete, import, export and add to SRS or take out of it (signed-in users only). */
import { Hono } from "hono";
import {
  createWordSchema,
  exportQuerySchema,
  idParamSchema,
  importBodySchema,
  importQuerySchema,
  listWordsQuerySchema,
  updateWordSchema,
  WORD_ERROR_CODES,
  type Word,
} from "../contract/words";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, WORDS_PAGE_MAX } from "../contract/vocabulary-constants";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { ApiError } from "../lib/errors";
import { validate, validationError } from "../lib/validation";
import type { MessageParams } from "../i18n";
import { wordsToAnki, wordsToCsv } from "../vocabulary/export";
import { parseImportFile } from "../vocabulary/import-file";
import { importWords } from "../vocabulary/import-words";
import { addToSrs, removeFromSrs } from "../vocabulary/srs";
import { createWord, deleteWord, listWords, updateWord } from "../vocabulary/words";

const tooLarge = (key: "import_too_large_bytes" | "import_too_large_rows", params: MessageParams) =>
  new ApiError(413, WORD_ERROR_CODES.importTooLarge, { key, params: { ...params, max: IMPORT_MAX_ROWS } });

/** The file of an import: a JSON body `{ content }` or the raw CSV/TSV text, size-checked before it is read whole. */
async function importContent(request: Request): Promise<{ content: string; format?: "auto" | "csv" | "tsv"; categoryId?: string }> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > IMPORT_MAX_BYTES) throw tooLarge("import_too_large_bytes", { megabytes: IMPORT_MAX_BYTES / 1024 / 1024 });
  const text = await request.text();
  if (text.length > IMPORT_MAX_BYTES) throw tooLarge("import_too_large_bytes", { megabytes: IMPORT_MAX_BYTES / 1024 / 1024 });
  if (!(request.headers.get("Content-Type") ?? "").includes("application/json")) return { content: text };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid_json");
  }
  const body = importBodySchema.safeParse(json, { reportInput: true });
  if (!body.success) throw validationError("json", body.error);
  return body.data;
}

export const wordRoutes = new Hono<AppEnv>()
  .use(signedIn)
  .get("/", validate("query", listWordsQuerySchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await listWords(c.var.db, userId, c.req.valid("query")));
  })
  .post("/", validate("json", createWordSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await createWord(c.var.db, userId, c.req.valid("json")), 201);
  })
  .post("/import", validate("query", importQuerySchema), async (c) => {
    const { userId } = c.var.user;
    const query = c.req.valid("query");
    const body = await importContent(c.req.raw);
    const parsed = parseImportFile(body.content, body.format ?? query.format, IMPORT_MAX_ROWS);
    if (parsed.rowCount > IMPORT_MAX_ROWS) throw tooLarge("import_too_large_rows", { rows: parsed.rowCount });
    if (parsed.rowCount === 0) throw new ApiError(400, WORD_ERROR_CODES.importInvalid);
    return c.json(await importWords(c.var.db, userId, parsed, body.categoryId ?? query.categoryId));
  })
  .get("/export", validate("query", exportQuerySchema), async (c) => {
    const { userId } = c.var.user;
    const { format, categoryId } = c.req.valid("query");
    const db = c.var.db;
    const words: Word[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page = await listWords(db, userId, { categoryId, sort: "word", order: "asc", limit: WORDS_PAGE_MAX, offset });
      words.push(...page.words);
      offset = page.nextOffset;
    }
    const csv = format === "csv";
    return c.body(csv ? wordsToCsv(words) : wordsToAnki(words), 200, {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csv ? "lexora-words.csv" : "lexora-words-anki.txt"}"`,
    });
  })
  .post("/:id/srs", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    const added = await addToSrs(c.var.db, userId, c.req.valid("param").id);
    return c.json(added, added.created ? 201 : 200);
  })
  .delete("/:id/srs", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    await removeFromSrs(c.var.db, userId, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", updateWordSchema), async (c) => {
    const { userId } = c.var.user;
    return c.json(await updateWord(c.var.db, userId, c.req.valid("param").id, c.req.valid("json")));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { userId } = c.var.user;
    await deleteWord(c.var.db, userId, c.req.valid("param").id);
    return c.body(null, 204);
  });
