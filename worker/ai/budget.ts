/**
 * The learner's daily AI token budget (docs/architecture.md §8), the one way every AI call is allowed and paid
 * for: /api/consolidated, transcription and IELTS evaluation run their model call through
 * `withAiBudget`; chat turns run inside the hub and use the same ledger directly
 * (worker/durable-objects/user-hub/budget.ts). Over budget the call is refused before anything reaches the
 * model: routes answer 429 with TOKEN_LIMIT_BODY (worker/app.ts renders AiBudgetExceededError).
 */
import { ApiError } from "../lib/errors";

export class AiBudgetExceededError extends ApiError {
  constructor() {
    super(429, "token_limit_exceeded");
    this.name = "AiBudgetExceededError";
  }
}

/** Refuses when today's budget is spent; otherwise runs the call and charges the tokens it spent, also when it failed. */
export async function withAiBudget<T extends { tokens: number }>(
  env: Pick<Env, "USER_HUB">,
  userId: string,
  call: () => Promise<T>,
): Promise<T> {
  const hub = env.USER_HUB.getByName(userId);
  if (await hub.aiBudgetExceeded()) throw new AiBudgetExceededError();
  let result: T;
  try {
    result = await call();
  } catch (err) {
    const spent = tokensSpentBy(err);
    if (spent > 0) await hub.recordAiTokens(spent);
    throw err;
  }
  if (result.tokens > 0) await hub.recordAiTokens(result.tokens);
  return result;
}

/** A failed call that still cost tokens says so in a `tokens` field (e.g. ModelEvaluationError). */
function tokensSpentBy(err: unknown): number {
  return err instanceof Error && "tokens" in err && typeof err.tokens === "number" ? err.tokens : 0;
}
