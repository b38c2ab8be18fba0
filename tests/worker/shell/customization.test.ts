import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ONBOARDING_STEPS, type Customization } from "../../../worker/contract/customization";
import { call, json, signedIn } from "../progress/helpers";

const put = (token: string | undefined, body: unknown) => call("/api/customization", token, { method: "PUT", json: body });
const read = async (token: string) => json<Customization | null>(await call("/api/customization", token));

describe("GET|PUT /api/customization", () => {
  it("answers null for a user without a settings row (the tutorial shows from step 0)", async () => {
    const me = await signedIn();
    expect(await read(me.token)).toBeNull();
  });

  it("saves the tutorial step with its completed steps, and keeps the other fields", async () => {
    const me = await signedIn();
    const first = await json<Customization>(await put(me.token, { onboardingStep: 1, completedSteps: ["welcome"] }));
    expect(first).toMatchObject({
      onboardingStep: 1,
      completedSteps: ["welcome"],
      onboardingCompleted: false,
      onboardingCompletedAt: null,
      assessmentCompleted: false,
    });

    // The assessment is written by the placement test alone (tests/worker/placement/placement.test.ts).
    await env.DB.prepare(
      `UPDATE user_customization_settings SET assessment_completed = 1, assessment_score = 42, assessment_level = 'B2',
         assessment_percentage = 84, assessment_category_scores = '{"grammar":90,"vocabulary":78}', assessment_completed_at = '2026-11-01T10:00:00.000Z'
       WHERE user_id = ?1`,
    )
      .bind(me.id)
      .run();
    await json(await put(me.token, { onboardingStep: 2, completedSteps: ["welcome", "vocabulary"] }));
    const saved = await read(me.token);
    expect(saved).toMatchObject({
      onboardingStep: 2,
      completedSteps: ["welcome", "vocabulary"],
      assessmentCompleted: true,
      assessmentScore: 42,
      assessmentLevel: "B2",
      assessmentPercentage: 84,
      assessmentCategoryScores: { grammar: 90, vocabulary: 78 },
    });
    expect(Date.parse(saved!.assessmentCompletedAt!)).not.toBeNaN();
  });

  it("stamps the completion time once, when the tutorial is finished", async () => {
    const me = await signedIn();
    const done = await json<Customization>(
      await put(me.token, { onboardingStep: 8, completedSteps: [...ONBOARDING_STEPS], onboardingCompleted: true }),
    );
    expect(done.onboardingCompleted).toBe(true);
    expect(done.onboardingCompletedAt).not.toBeNull();
    const again = await json<Customization>(await put(me.token, { onboardingCompleted: true }));
    expect(again.onboardingCompletedAt).toBe(done.onboardingCompletedAt);
  });

  it("keeps each user's settings to themselves", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    await json(await put(me.token, { onboardingCompleted: true, onboardingStep: 8 }));
    expect(await read(other.token)).toBeNull();
    await json(await put(other.token, { onboardingStep: 3 }));
    expect(await read(me.token)).toMatchObject({ onboardingCompleted: true, onboardingStep: 8 });
  });

  it("refuses callers without an account (401)", async () => {
    expect((await call("/api/customization")).status).toBe(401);
    expect((await put(undefined, { onboardingStep: 1 })).status).toBe(401);
    expect((await call("/api/customization", "not-a-token")).status).toBe(401);
  });

  it.each([
    ["an empty body", {}],
    ["a step past the end", { onboardingStep: 9 }],
    ["a negative step", { onboardingStep: -1 }],
    ["a fractional step", { onboardingStep: 1.5 }],
    ["an unknown step id", { completedSteps: ["welcome", "dance"] }],
    ["a step listed twice", { completedSteps: ["welcome", "welcome"] }],
    ["a percentage over 100", { assessmentPercentage: 140 }],
    ["an assessment level from the client", { assessmentCompleted: true, assessmentLevel: "C2" }],
    ["an unknown field", { userId: "someone-else" }],
    ["a completion time from the client", { onboardingCompletedAt: "2020-01-01T00:00:00Z" }],
  ])("answers 400 for %s and changes nothing", async (_name, body) => {
    const me = await signedIn();
    await json(await put(me.token, { onboardingStep: 2 }));
    const res = await put(me.token, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    expect(await read(me.token)).toMatchObject({ onboardingStep: 2 });
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const me = await signedIn();
    const res = await call("/api/customization", me.token, { method: "PUT", body: "{oops" });
    expect(res.status).toBe(400);
  });
});
