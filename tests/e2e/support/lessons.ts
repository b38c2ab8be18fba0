/**
 * A published lesson in the e2e database without the lesson builder: written with `wrangler d1 execute`
 * into the data folder the app under test serves from (.wrangler/e2e-state, playwright.config.ts), as
 * the migrations were applied. For specs that need a lesson to exist before the builder is on the branch.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

const stateDir = path.resolve(".wrangler", "e2e-state");
const wrangler = path.resolve("node_modules", ".bin", "wrangler");

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function insertPublishedLesson(ownerId: string, title: string, kind = "lesson"): string {
  const id = crypto.randomUUID();
  const blocks = JSON.stringify([{ id: "intro", type: "text", markdown: "Read the map and answer the questions." }]);
  const now = new Date().toISOString();
  const sql =
    "INSERT INTO lessons (id, owner_id, kind, title, status, blocks, published_at) VALUES " +
    `(${[id, ownerId, kind, title, "published", blocks, now].map(sqlText).join(", ")});`;
  execFileSync(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", sql], { stdio: "pipe" });
  return id;
}
