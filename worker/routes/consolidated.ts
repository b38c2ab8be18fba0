/**
 * POST /api/consolidated: one endpoint for the AI tasks (spec §7), signed-in callers only (spec §6).
 * The user's hub keeps the daily token budget; over it → 429 with the `message` the SPA shows.
 */
import { Hono } from "hono";
import { loadAssessment } from "../ai/assessment";
import { chatOnce, explainAnswer, translate, type TaskResult } from "../ai/tasks";
import { TOKEN_LIMIT_BODY, aiRequestSchema, type TextResponse, type TranslateResponse } from "../contract/ai";
import type { AppEnv } from "../env";
import { signedIn } from "../lib/auth-middleware";
import { errorJson } from "../lib/errors";
import { validate } from "../lib/validation";

export const consolidatedRoutes = new Hono<AppEnv>().use(signedIn).post(
  "/",
  validate("json", aiRequestSchema),
  async (c) => {
    const { userId } = c.var.user;
    const request = c.req.valid("json");
    if (request.type !== "translate" && request.type !== "chat" && request.type !== "explain") {
      return errorJson(c, 501, "not_implemented", `The AI task "${request.type}" is not available yet.`);
    }
    const hub = c.env.USER_HUB.getByName(userId);
    if (await hub.aiBudgetExceeded()) {
      return c.json(TOKEN_LIMIT_BODY, 429);
    }
    const signal = c.req.raw.signal;
    let result: TaskResult<TranslateResponse | TextResponse>;
    try {
      switch (request.type) {
        case "translate":
          result = await translate(c.env, request, signal);
          break;
        case "chat":
          result = await chatOnce(c.env, request, await loadAssessment(c.var.db, userId), signal);
          break;
        case "explain":
          result = await explainAnswer(c.env, request, signal);
          break;
      }
    } catch (err) {
      console.error(`AI task ${request.type} failed`, err);
      return errorJson(c, 502, "ai_provider_error", "The AI provider could not answer. Please try again.");
    }
    if (result.tokens > 0) await hub.recordAiTokens(result.tokens);
    return c.json(result.body);
  },
);
