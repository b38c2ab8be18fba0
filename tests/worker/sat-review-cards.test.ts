/**
 * /api/sat/review: wrong or omitted questions of a finished SAT section become review cards (a
 * dictionary word + SRS card in "SAT review"), one per question however often they are sent, made
 * from the server's key; another learner's attempt is 404.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SatAttemptResponse } from "../../worker/contract/sat";
import type { SatReviewCardsResponse, SatReviewStimulusResponse, SatSendToReviewResponse } from "../../worker/contract/sat-review";
import type { QueueResponse } from "../../worker/contract/srs";
import { finishSatSection, SAT_MATH, SAT_RW, seedSat } from "./sat/helpers";
import { loadLexicon, request, signedIn, type Caller, type ErrorResponse } from "./vocabulary/helpers";

const cardPath = (attemptId: string, questionId: string) => `/api/sat/review/attempts/${attemptId}/questions/${questionId}/card`;

async function wordsOf(userId: string) {
  const { results } = await env.DB.prepare(
    `SELECT w.id, w.word, w.definition, w.example, w.notes, c.name AS category, (s.word_id IS NOT NULL) AS in_srs
       FROM words w JOIN categories c ON c.id = w.category_id LEFT JOIN srs_cards s ON s.word_id = w.id
      WHERE w.user_id = ? ORDER BY w.created_at`,
  )
    .bind(userId)
    .all<{
      id: string;
      word: string;
      definition: string | null;
      example: string | null;
      notes: string | null;
      category: string;
      in_srs: number;
    }>();
  return results;
}

let learner: Caller;
let attemptId: string;
/** RW module 1: the first two right, then wrong up to question 20, then omitted (the easier module 2 likewise). */
const RW_M1 = SAT_RW.modules.module1;

beforeAll(async () => {
  await Promise.all([seedSat(), loadLexicon()]);
  learner = await signedIn();
  ({ attemptId } = await finishSatSection(learner, SAT_RW, 2, 20));
});

describe("SAT wrong answers → review cards", () => {
  it("makes one card per wrong question, again = 200 and no copy; a Words in Context item teaches its word", async () => {
    expect(await learner.ok<SatReviewCardsResponse>(`/api/sat/review/attempts/${attemptId}`)).toEqual({ attemptId, cards: [] });
    const question = RW_M1[2]!; // words in context, answered wrong
    expect(question.skill).toBe("words_in_context");
    const first = await learner.ok<SatSendToReviewResponse>(cardPath(attemptId, question.id), { method: "POST" }, 201);
    expect(first.created).toBe(1);
    expect(first.cards).toEqual([{ questionId: question.id, wordId: expect.any(String), word: "revise", created: true }]);
    const again = await learner.ok<SatSendToReviewResponse>(cardPath(attemptId, question.id), { method: "POST" }, 200);
    expect(again).toMatchObject({ created: 0, cards: [{ wordId: first.cards[0]!.wordId, created: false }] });

    const words = await wordsOf(learner.userId);
    expect(words).toHaveLength(1);
    expect(words[0]).toMatchObject({ word: "revise", category: "SAT review", in_srs: 1 });
    expect(words[0]!.definition).toBeTruthy();
    expect(words[0]!.example).toContain("revise");
    expect(words[0]!.notes).toContain("Module 1, question 3");
    // The card is in the review queue as the review screen shows it.
    const queue = await learner.ok<QueueResponse>("/api/srs/queue?limit=50");
    expect(queue.items.map((i) => i.word.word)).toContain("revise");
  });

  it("sends every wrong and omitted question at once, once; a question answered right is refused", async () => {
    const right = RW_M1[0]!;
    const refused = await learner.call(cardPath(attemptId, right.id), { method: "POST" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorResponse).error.code).toBe("sat_question_answered_right");

    const all = await learner.ok<SatSendToReviewResponse>(`/api/sat/review/attempts/${attemptId}/wrong`, { method: "POST" }, 201);
    // 25 wrong or omitted in each module; the one sent before is not made again.
    expect(all.cards).toHaveLength(50);
    expect(all.created).toBe(49);
    expect(all.cards.map((c) => c.questionId)).not.toContain(right.id);
    const again = await learner.ok<SatSendToReviewResponse>(`/api/sat/review/attempts/${attemptId}/wrong`, { method: "POST" }, 200);
    expect(again.created).toBe(0);

    const words = await wordsOf(learner.userId);
    expect(words).toHaveLength(new Set(all.cards.map((c) => c.wordId)).size);
    expect(words.every((w) => w.in_srs === 1 && w.category === "SAT review")).toBe(true);
    const conventions = words.find((w) => w.word.includes("______"));
    expect(conventions?.definition).toMatch(/^Answer: [A-D]\) /);
    const listed = await learner.ok<SatReviewCardsResponse>(`/api/sat/review/attempts/${attemptId}`);
    expect(listed.cards).toHaveLength(50);
  });

  it("makes a card again once its word was deleted", async () => {
    const question = RW_M1[3]!;
    const { cards } = await learner.ok<SatSendToReviewResponse>(cardPath(attemptId, question.id), { method: "POST" }, 200);
    await learner.ok(`/api/words/${cards[0]!.wordId}`, { method: "DELETE" }, 204);
    const remade = await learner.ok<SatSendToReviewResponse>(cardPath(attemptId, question.id), { method: "POST" }, 201);
    expect(remade.cards[0]!.wordId).not.toBe(cards[0]!.wordId);
  });

  it("writes Math cards in plain text", async () => {
    const caller = await signedIn();
    const { attemptId: mathAttempt } = await finishSatSection(caller, SAT_MATH, 0);
    const sent = await caller.ok<SatSendToReviewResponse>(`/api/sat/review/attempts/${mathAttempt}/wrong`, { method: "POST" }, 201);
    expect(sent.created).toBe(44);
    const words = await wordsOf(caller.userId);
    expect(words).toHaveLength(44);
    for (const w of words) expect(`${w.word} ${w.definition}`).not.toMatch(/\\|\$\D/);
  });

  it("gives a card's question with its stimulus (table, passage), without the answer, to the card's owner only", async () => {
    const caller = await signedIn();
    const { attemptId: rwAttempt } = await finishSatSection(caller, SAT_RW, 0);
    const withTable = [...SAT_RW.modules.module1, ...SAT_RW.modules.module2_easier].find((q) => q.table && "passage" in q)! as {
      id: string;
      passage: string;
      table: unknown;
    };
    const sent = await caller.ok<SatSendToReviewResponse>(cardPath(rwAttempt, withTable.id), { method: "POST" }, 201);
    const wordId = sent.cards[0]!.wordId;
    const stimulus = await caller.ok<SatReviewStimulusResponse>(`/api/sat/review/words/${wordId}`);
    expect(stimulus).toMatchObject({ wordId, question: { id: withTable.id, passage: withTable.passage, table: withTable.table } });
    expect(stimulus.origin).toMatch(/^Reading and Writing Practice Test 1, Module \d/);
    const inRussian = await caller.ok<SatReviewStimulusResponse>(`/api/sat/review/words/${wordId}`, {
      headers: { "Accept-Language": "ru" },
    });
    expect(inRussian.origin).toMatch(/^Reading and Writing Practice Test 1, модуль \d.*, вопрос \d+$/);
    expect(stimulus.question).not.toHaveProperty("answer");
    expect(stimulus.question).not.toHaveProperty("explanation");

    const other = await signedIn();
    const refused = await other.call(`/api/sat/review/words/${wordId}`);
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorResponse).error.code).toBe("sat_review_card_not_found");
    expect((await request(`/api/sat/review/words/${wordId}`)).status).toBe(401);
    expect((await caller.call("/api/sat/review/words/not-a-uuid")).status).toBe(400);
  });

  it("refuses another learner's attempt (404), an unfinished one (409), unknown questions (404) and visitors (401)", async () => {
    const other = await signedIn();
    for (const [path, method] of [
      [`/api/sat/review/attempts/${attemptId}`, "GET"],
      [cardPath(attemptId, RW_M1[5]!.id), "POST"],
      [`/api/sat/review/attempts/${attemptId}/wrong`, "POST"],
    ] as const) {
      const res = await other.call(path, { method });
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorResponse).error.code).toBe("sat_attempt_not_found");
      expect((await request(path, { method })).status).toBe(401);
    }
    expect(await wordsOf(other.userId)).toEqual([]);

    const { attempt } = await other.ok<SatAttemptResponse>(
      "/api/sat/attempts",
      { method: "POST", json: { section: "reading_writing", testId: SAT_RW.id, mode: "full" } },
      201,
    );
    const early = await other.call(`/api/sat/review/attempts/${attempt.id}/wrong`, { method: "POST" });
    expect(early.status).toBe(409);
    expect(((await early.json()) as ErrorResponse).error.code).toBe("sat_not_finished");

    const unknown = await learner.call(cardPath(attemptId, "sat-rw9-m1-01"), { method: "POST" });
    expect(unknown.status).toBe(404);
    expect((await learner.call(cardPath(attemptId, "Not_An_Id"), { method: "POST" })).status).toBe(400);
    expect((await learner.call(cardPath("not-a-uuid", RW_M1[5]!.id), { method: "POST" })).status).toBe(400);
  });
});
