/**
 * zod validation for bodies, queries and params that answers in the API error shape, the message naming the
 * field: in Russian and Kazakh from the catalogue's `validation` namespace (zod's own locales leave its type
 * names in English and have no Kazakh), in English the schema's own message, which may say more.
 * Malformed JSON is rejected by Hono's validator with an HTTPException, mapped in app.onError.
 */
import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { core, ZodType } from "zod";
import type { Message } from "../i18n";
import { ApiError } from "./errors";

const TYPE_KEYS: Record<string, string> = {
  string: "type_text",
  number: "type_number",
  int: "type_integer",
  boolean: "type_boolean",
  array: "type_list",
  object: "type_object",
};

const limit = (value: number | bigint) => Number(value);

/** What is wrong with one value, as a text of the catalogue. */
function problem(issue: core.$ZodIssue): Message {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return { key: "validation:required" };
      return { key: `validation:${TYPE_KEYS[issue.expected] ?? "type_other"}` };
    case "too_small": {
      const count = limit(issue.minimum);
      if (issue.origin === "string") return count <= 1 ? { key: "validation:empty" } : { key: "validation:too_short", params: { count } };
      if (issue.origin === "array" || issue.origin === "set") return { key: "validation:too_few", params: { count } };
      return { key: issue.inclusive === false ? "validation:above" : "validation:at_least", params: { value: count } };
    }
    case "too_big": {
      const count = limit(issue.maximum);
      if (issue.origin === "string") return { key: "validation:too_long", params: { count } };
      if (issue.origin === "array" || issue.origin === "set") return { key: "validation:too_many", params: { count } };
      return { key: issue.inclusive === false ? "validation:below" : "validation:at_most", params: { value: count } };
    }
    case "invalid_format":
      return { key: issue.format === "email" ? "validation:email" : "validation:format" };
    case "invalid_value":
      return { key: "validation:one_of", params: { values: issue.values.map(String).join(", ") } };
    case "not_multiple_of":
      return { key: "validation:multiple_of", params: { value: limit(issue.divisor) } };
    case "unrecognized_keys":
      return { key: "validation:unknown_fields", params: { fields: issue.keys.join(", ") } };
    default:
      return { key: "validation:invalid" };
  }
}

/** The 400 of a value refused: what is wrong with `field` (a dotted path, "" for the whole value). */
export function invalidField(target: string, field: string, what: Message): ApiError {
  const detail: Message = field ? { key: "validation:field", params: { field, problem: what } } : what;
  return new ApiError(400, "validation_failed", { params: { target, detail }, ...(field ? { field } : {}) });
}

/** The 400 of a failed validation: the first issue, with the field it is about. */
export function validationError(target: string, error: { issues: readonly core.$ZodIssue[] }): ApiError {
  const issue = error.issues[0];
  if (!issue) return invalidField(target, "", { key: "validation:invalid" });
  return invalidField(target, issue.path.map(String).join("."), { ...problem(issue), english: issue.message });
}

export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, async (result) => {
    if (result.success) return;
    // Parsed again for the input in each issue, which tells a missing field ("required") from one of the wrong type.
    const again = await schema.safeParseAsync(result.data, { reportInput: true });
    // Thrown, not returned, so the route's type keeps only its real answers (hc<AppType> narrows on res.ok).
    throw validationError(target, again.success ? result.error : again.error);
  });
}
