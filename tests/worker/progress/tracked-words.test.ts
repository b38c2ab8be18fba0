import { beforeAll, describe, expect, it, vi } from "vitest";
import type { AchievementsResponse, StreaksResponse } from "../../../worker/contract/progress";
import type { SpeakingSetCollection, WritingTask2Set } from "../../../worker/contract/ielts-content";
import type { Word } from "../../../worker/contract/words";
import { CONTENT, clientId, seedContent } from "../ielts/helpers";
import { loadLexicon, signedIn, type Caller } from "../vocabulary/helpers";

const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts[0]!;
const SET = CONTENT.find((f): f is SpeakingSetCollection => f.kind === "ielts_speaking_sets")!.sets[0]!;

beforeAll(async () => {
  await loadLexicon();
  await seedContent();
});

const sentence = "Public transport should be funded by the government because it helps everyone in the city. ";
const essayOf = (words: number) =>
  sentence
    .repeat(Math.ceil(words / 15))
    .split(" ")
    .slice(0, words)
    .join(" ");

async function trackedWords(learner: Caller): Promise<{ tracked: number; vocabularyMaster: { current: number; unlocked: boolean } }> {
  const streaks = await learner.ok<StreaksResponse>("/api/streaks");
  const { achievements } = await learner.ok<AchievementsResponse>("/api/achievements");
  const master = achievements.find((a) => a.id === "vocabulary_master")!;
  return { tracked: streaks.tracked_words, vocabularyMaster: { current: master.current, unlocked: master.unlocked } };
}

describe("tracked words (Vocabulary Master: practise 500 words)", () => {
  it("does not count the words of an essay or a speaking transcript", async () => {
    const learner = await signedIn();
    const essay = essayOf(600);
    expect(essay.split(" ")).toHaveLength(600);
    await learner.ok(
      "/api/ielts/submissions",
      {
        method: "POST",
        json: { section: "writing", clientId: clientId(), promptId: TASK2.id, task_type: "task2", user_writing: essay },
      },
      201,
    );
    await learner.ok(
      "/api/ielts/submissions",
      {
        method: "POST",
        json: {
          section: "speaking",
          clientId: clientId(),
          setId: SET.id,
          transcriptSource: "speech_recognition",
          responses: [{ part: 2, questionIndex: 0, transcript: essayOf(300), durationSeconds: 110 }],
        },
      },
      201,
    );

    expect(await trackedWords(learner)).toEqual({ tracked: 0, vocabularyMaster: { current: 0, unlocked: false } });
  });

  it("counts dictionary words practised in SRS reviews", async () => {
    const learner = await signedIn();
    for (const word of ["dog", "cat"]) {
      const added = await learner.ok<Word>("/api/words", { method: "POST", json: { word } }, 201);
      await learner.ok(`/api/words/${added.id}/srs`, { method: "POST" }, 201);
      await learner.ok(
        "/api/srs/reviews",
        { method: "POST", json: { wordId: added.id, rating: "good", idempotencyKey: crypto.randomUUID() } },
        201,
      );
    }
    // The review's progress event is recorded after the response.
    await vi.waitFor(async () => expect((await trackedWords(learner)).tracked).toBe(2));
    expect((await trackedWords(learner)).vocabularyMaster).toEqual({ current: 2, unlocked: false });
  });
});
