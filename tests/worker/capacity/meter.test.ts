// The bench's D1 meter (worker/db/meter.ts): every statement reaches the observer with D1's own rows
// read and written, and what the app gets back is exactly what the plain binding answers.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { observedD1, type D1Meta, type ObservedStatement } from "../../../worker/db/meter";

const KEY = `meter-test-${crypto.randomUUID()}`;
const ROWS = 20;

function observed() {
  const seen: { statement: ObservedStatement; meta: D1Meta | undefined }[] = [];
  return { seen, db: observedD1(env.DB, (statement, meta) => seen.push({ statement, meta })) };
}

describe("the D1 meter", () => {
  beforeAll(async () => {
    await env.DB.batch(
      Array.from({ length: ROWS }, (_, i) =>
        env.DB.prepare("INSERT INTO lexicon_meta (key, value) VALUES (?, ?)").bind(`${KEY}-${i}`, KEY),
      ),
    );
  });
  afterAll(async () => {
    await env.DB.prepare("DELETE FROM lexicon_meta WHERE value = ?").bind(KEY).run();
  });

  it("answers raw() as D1 does, columns of the same name included, and counts its rows", async () => {
    const { seen, db } = observed();
    const sql = "SELECT key AS k, value AS k FROM lexicon_meta WHERE value = ? ORDER BY key";
    expect(await db.prepare(sql).bind(KEY).raw()).toEqual(await env.DB.prepare(sql).bind(KEY).raw());
    expect(await db.prepare(sql).bind(KEY).raw({ columnNames: true })).toEqual(
      await env.DB.prepare(sql).bind(KEY).raw({ columnNames: true }),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]!.statement).toEqual({ sql, params: [KEY] });
    // No index on value: the whole table is read, our rows among it.
    expect(seen[0]!.meta?.rows_read).toBeGreaterThanOrEqual(ROWS);
  });

  it("counts all(), run(), first() and each statement of a batch, reads and writes", async () => {
    const { seen, db } = observed();
    const select = db.prepare("SELECT count(*) AS n FROM lexicon_meta WHERE value = ?").bind(KEY);
    expect((await select.all<{ n: number }>()).results).toEqual([{ n: ROWS }]);
    expect(await select.first("n")).toBe(ROWS);
    await db.prepare("UPDATE lexicon_meta SET value = value WHERE key = ?").bind(`${KEY}-0`).run();
    const [one, two] = await db.batch([
      db.prepare("SELECT value FROM lexicon_meta WHERE key = ?").bind(`${KEY}-1`),
      env.DB.prepare("SELECT value FROM lexicon_meta WHERE key = ?").bind(`${KEY}-2`),
    ]);
    expect([one!.results, two!.results]).toEqual([[{ value: KEY }], [{ value: KEY }]]);
    expect(seen.map((s) => s.statement.params)).toEqual([[KEY], [KEY], [`${KEY}-0`], [`${KEY}-1`], [`${KEY}-2`]]);
    expect(seen[2]!.meta?.rows_written).toBeGreaterThanOrEqual(1);
    for (const { meta } of seen) expect(meta?.rows_read).toBeGreaterThanOrEqual(1);
  });
});
