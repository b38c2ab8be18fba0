/**
 * The ledger of the user's daily AI token budget (docs/architecture.md §8), counted per UTC day in the hub's
 * SQLite. The Worker reaches it through worker/ai/budget.ts; chat turns, which run in the hub, read it
 * directly.
 */
import { DEFAULT_DAILY_TOKEN_BUDGET } from "../../contract/ai";
import { addDays, localDay } from "../../lib/days";

/** Days of usage kept for support questions; older rows are dropped when a new day starts. */
const USAGE_DAYS_KEPT = 31;

const usageDay = (now: number) => localDay(now, "UTC");

/** The daily budget from AI_DAILY_TOKEN_BUDGET (wrangler.toml [vars]); a bad value falls back to the default. */
function dailyTokenBudget(env: object): number {
  const raw = (env as { AI_DAILY_TOKEN_BUDGET?: unknown }).AI_DAILY_TOKEN_BUDGET;
  const value = typeof raw === "string" || typeof raw === "number" ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_DAILY_TOKEN_BUDGET;
}

export function tokensUsedToday(sql: SqlStorage, now = Date.now()): number {
  return sql.exec<{ tokens: number }>("SELECT tokens FROM token_usage WHERE day = ?", usageDay(now)).toArray()[0]?.tokens ?? 0;
}

export function isOverBudget(sql: SqlStorage, env: object, now = Date.now()): boolean {
  return tokensUsedToday(sql, now) >= dailyTokenBudget(env);
}

export function recordTokens(sql: SqlStorage, tokens: number, now = Date.now()): void {
  if (tokens <= 0) return;
  const day = usageDay(now);
  sql.exec(
    "INSERT INTO token_usage (day, tokens) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET tokens = tokens + excluded.tokens",
    day,
    tokens,
  );
  sql.exec("DELETE FROM token_usage WHERE day < ?", addDays(day, -USAGE_DAYS_KEPT));
}
