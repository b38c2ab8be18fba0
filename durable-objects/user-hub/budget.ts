/** The user's daily AI token budget (DESIGN.md §8), counted per UTC day in the hub's SQLite. */

/** Days of usage kept for support questions; older rows are dropped when a new day starts. */
const USAGE_DAYS_KEPT = 31;

export const usageDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export function tokensUsedToday(sql: SqlStorage, now = Date.now()): number {
  return sql.exec<{ tokens: number }>("SELECT tokens FROM token_usage WHERE day = ?", usageDay(now)).toArray()[0]?.tokens ?? 0;
}

export function isOverBudget(sql: SqlStorage, budget: number, now = Date.now()): boolean {
  return tokensUsedToday(sql, now) >= budget;
}

export function recordTokens(sql: SqlStorage, tokens: number, now = Date.now()): void {
  if (tokens <= 0) return;
  const day = usageDay(now);
  sql.exec(
    "INSERT INTO token_usage (day, tokens) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET tokens = tokens + excluded.tokens",
    day,
    tokens,
  );
  sql.exec("DELETE FROM token_usage WHERE day < ?", usageDay(now - USAGE_DAYS_KEPT * 24 * 60 * 60 * 1000));
}
