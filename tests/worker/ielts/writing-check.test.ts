import { describe, expect, it } from "vitest";
import { LIVE_CHECK_MAX_CHARS, type WritingCheckResponse } from "../../../worker/contract/ielts";
import { request, signedIn, type ErrorResponse } from "../vocabulary/helpers";

const DRAFT = "Nowadays many people thinks that technology make our life easier. I am agree. Yesterday I goed to the shop.";

describe("POST /api/ielts/writing/check: a draft checked as the learner types", () => {
  it("answers the grammar and spelling corrections with exact spans, messages in the interface language, and stores nothing", async () => {
    const learner = await signedIn();
    const body = await learner.ok<WritingCheckResponse>("/api/ielts/writing/check", {
      method: "POST",
      json: { text: DRAFT, prompt: "Technology makes our lives easier. To what extent do you agree?" },
      headers: { "Accept-Language": "ru" },
    });
    const byOriginal = new Map(body.corrections.map((c) => [c.original, c]));
    for (const c of body.corrections) expect(DRAFT.slice(c.start, c.end)).toBe(c.original);
    expect(byOriginal.get("thinks")).toMatchObject({
      suggestion: "think",
      category: "grammar",
      message: "«people» — множественное число, поэтому глагол без -s: «think».",
    });
    expect(byOriginal.get("am agree")?.suggestion).toBe("agree");
    expect(byOriginal.get("goed")).toMatchObject({ suggestion: "went", category: "spelling" });
    expect(byOriginal.get("goed")!.message).toMatch(/^«goed» — такого слова нет/);
    const submissions = await learner.ok<{ submissions: unknown[] }>("/api/ielts/submissions");
    expect(submissions.submissions).toEqual([]);
  });

  it("refuses an anonymous caller with 401 and a text over the limit with 400", async () => {
    expect((await request("/api/ielts/writing/check", { method: "POST", json: { text: DRAFT } })).status).toBe(401);
    const learner = await signedIn();
    const res = await learner.call("/api/ielts/writing/check", { method: "POST", json: { text: "a ".repeat(LIVE_CHECK_MAX_CHARS) } });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorResponse>()).error.code).toBeTruthy();
  });
});
