/**
 * zod validation for bodies, queries and params that answers in the API error shape.
 * Malformed JSON is rejected by Hono's validator with an HTTPException, mapped in app.onError.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { ApiError } from "./errors";

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    const detail = `${where}${issue?.message ?? "invalid value"}`;
    // Thrown, not returned, so the route's type keeps only its real answers (hc<AppType> narrows on res.ok).
    throw new ApiError(400, "validation_failed", `Invalid ${target}: ${detail}`, { params: { target, detail } });
  });
}
