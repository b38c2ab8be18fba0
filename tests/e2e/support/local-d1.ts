/**
 * SQL on the e2e server's own local D1 database (wrangler on the data folder of playwright.config.ts),
 * for the few grants no screen gives to a fresh account, such as a forum moderator's.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export async function executeLocalSql(statement: string): Promise<void> {
  const wrangler = path.resolve("node_modules", ".bin", "wrangler");
  const stateDir = path.resolve(".wrangler", "e2e-state");
  await run(wrangler, ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--command", statement], { timeout: 60_000 });
}

/** Makes the account with this address a forum moderator, as a forum admin's appointment does. */
export const appointForumModerator = (email: string) =>
  executeLocalSql(`INSERT INTO forum_moderators (user_id) SELECT id FROM users WHERE email = '${email.replaceAll("'", "''")}'`);
