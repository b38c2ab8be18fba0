/**
 * POST /api/consolidated: one endpoint for the AI tasks (spec §7), signed-in callers only (spec §6).
 * Every task runs within the user's daily token budget (worker/ai/budget.ts): over it → 429 with the
 * `message` the SPA shows.
 */
import { Hono } from "hono";
import { loadAssessment } from "../ai/assessment";
import { AiBudgetExceededError, withAiBudget } from "../ai/budget";
import { offlineTranslation } from "../ai/offline-translation";
import { chatOnce, explainAnswer, translate, type TaskResult } from "../ai/tasks";
import { aiRequestSchema, type TextResponse, type TranslateResponse } from "../contract/ai";
import type { AppEnv } from "../env";
import { languageOfHeader } from "../i18n";
import { signedIn } from "../lib/auth-middleware";
import { errorJson } from "../lib/errors";
import { validate } from "../lib/validation";
import { requestLang } from "../i18n";

export const consolidatedRoutes = new Hono<AppEnv>().use(signedIn).post("/", validate("json", aiRequestSchema), async (c) => {
  const { userId } = c.var.user;
  const request = c.req.valid("json");
  if (request.type !== "translate" && request.type !== "chat" && request.type !== "explain") {
    return errorJson(c, 501, "not_implemented", { params: { task: request.type } });
  }
  const signal = c.req.raw.signal;
  let result: TaskResult<TranslateResponse | TextResponse>;
  try {
    result = await withAiBudget(c.env, userId, async () => {
      switch (request.type) {
        case "translate":
          return translate(
            c.env,
            request,
            () => offlineTranslation(c.var.db, request, languageOfHeader(c.req.header("Accept-Language"))),
            signal,
          );
        case "chat":
          return chatOnce(c.env, request, await loadAssessment(c.var.db, userId), requestLang(c), signal);
        case "explain":
          return explainAnswer(c.env, request, requestLang(c), signal);
      }
    });
  } catch (err) {
    if (err instanceof AiBudgetExceededError) throw err;
    console.error(`AI task ${request.type} failed`, err);
    return errorJson(c, 502, "ai_provider_error");
  }
  return c.json(result.body);
});
