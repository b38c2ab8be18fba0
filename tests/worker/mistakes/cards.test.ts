import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SubmissionResponse } from "../../../worker/contract/ielts";
import type { WritingTask2Set } from "../../../worker/contract/ielts-content";
import type { MistakeCardResponse, MistakeFindingsResponse } from "../../../worker/contract/mistakes";
import { CONTENT, LISTENING, clientId, correctAnswers, seedContent } from "../ielts/helpers";
import { loadLexicon, request, signedIn, type Caller, type ErrorResponse } from "../vocabulary/helpers";

const TASK2 = CONTENT.find((f): f is WritingTask2Set => f.kind === "ielts_writing_task2_set")!.prompts[0]!;
const ESSAY =
  "Some people think the goverment should pay for university. I partly agree with this view, because education helps the whole society. " +
  "However, students also benefit themselves, so they could share the cost of their studies. " +
  "Graduates usually earn more than other workers during their lives, and many of them choose subjects that lead to well paid jobs. " +
  "On the other hand, a country needs doctors, teachers and engineers, and it is fair that taxes support the people who will serve everyone later. " +
  "In conclusion, I believe the state and the students should both contribute to the cost of higher education.";
const SENTENCE = "Some people think the government should pay for university.";

beforeAll(async () => {
  await seedContent();
  await loadLexicon();
});

async function essay(as: Caller, text = ESSAY): Promise<string> {
  const res = await as.call("/api/ielts/submissions", {
    method: "POST",
    json: { section: "writing", clientId: clientId(), promptId: TASK2.id, user_writing: text },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as SubmissionResponse).submission.id;
}

const findings = (as: Caller, id: string) => as.ok<MistakeFindingsResponse>(`/api/mistakes/submissions/${id}`);
const card = (as: Caller, id: string, index: number, lang = "ru") =>
  as.call(`/api/mistakes/submissions/${id}/findings/${index}/card`, { method: "POST", headers: { "Accept-Language": lang } });
const wordRows = (userId: string) =>
  env.DB.prepare(
    "SELECT w.id, w.word, w.example, c.word_id AS card FROM words w LEFT JOIN srs_cards c ON c.word_id = w.id WHERE w.user_id = ?1",
  )
    .bind(userId)
    .all<{ id: string; word: string; example: string; card: string | null }>()
    .then((r) => r.results);

describe("mistakes → review cards", () => {
  it("lists an essay's spelling mistake as a finding with its corrected sentence", async () => {
    const me = await signedIn();
    const id = await essay(me);
    const { findings: list } = await findings(me, id);
    expect(list).toContainEqual({
      index: expect.any(Number),
      kind: "spelling",
      word: "government",
      original: "goverment",
      sentence: SENTENCE,
      offset: SENTENCE.indexOf("government"),
      wordId: null,
    });
  });

  it("makes the finding a dictionary word with an SRS card and the sentence as its example, once", async () => {
    const me = await signedIn();
    const id = await essay(me);
    const finding = (await findings(me, id)).findings.find((f) => f.word === "government")!;
    const first = await card(me, id, finding.index);
    expect(first.status).toBe(201);
    const made = (await first.json()) as MistakeCardResponse;
    expect(made).toMatchObject({ created: true, finding: { word: "government", wordId: made.wordId } });
    const again = await card(me, id, finding.index);
    expect(again.status).toBe(200);
    expect(((await again.json()) as MistakeCardResponse).wordId).toBe(made.wordId);
    const rows = await wordRows(me.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: made.wordId, word: "government", example: SENTENCE, card: made.wordId });
    expect((await findings(me, id)).findings.find((f) => f.word === "government")!.wordId).toBe(made.wordId);
  });

  it("stores the sentence with all its corrections made, the lexicon's definition and the Russian gloss", async () => {
    // The fixture lexicon has no "government": this file makes the entry and its gloss it counts on.
    await env.DB.batch([
      env.DB.prepare(
        `INSERT OR IGNORE INTO lexicon_entries (id, lemma, lemma_key, pos, rank, search_order, difficulty, definition, sense_count)
         VALUES (9200, 'government', 'government', 'noun', 150, 150, 'Easy', 'the organization that is the governing authority of a political unit', 1)`,
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO lexicon_glosses (entry_id, lang, gloss) SELECT id, 'ru', 'правительство' FROM lexicon_entries WHERE lemma_key = 'government'",
      ),
    ]);
    const me = await signedIn();
    const id = await essay(me, ESSAY.replace("Some people think the goverment", "Many people thinks the goverment"));
    const finding = (await findings(me, id)).findings.find((f) => f.word === "government")!;
    expect(finding.sentence).toBe("Many people think the government should pay for university.");
    const made = (await (await card(me, id, finding.index)).json()) as MistakeCardResponse;
    const row = await env.DB.prepare("SELECT example, definition, gloss, gloss_lang FROM words WHERE id = ?1")
      .bind(made.wordId)
      .first<{ example: string; definition: string | null; gloss: string | null; gloss_lang: string | null }>();
    expect(row).toMatchObject({
      example: "Many people think the government should pay for university.",
      gloss: "правительство",
      gloss_lang: "ru",
    });
    expect(row!.definition).toBe("the organization that is the governing authority of a political unit");
  });

  it("gives a word already in the dictionary its card instead of a copy", async () => {
    const me = await signedIn();
    const existing = await me.ok<{ id: string }>("/api/words", { method: "POST", json: { word: "Government" } }, 201);
    const id = await essay(me);
    const finding = (await findings(me, id)).findings.find((f) => f.word === "government")!;
    const res = await card(me, id, finding.index);
    expect(res.status).toBe(201);
    expect(((await res.json()) as MistakeCardResponse).wordId).toBe(existing.id);
    expect(await wordRows(me.userId)).toEqual([expect.objectContaining({ id: existing.id, card: existing.id })]);
  });

  it("turns a misspelt listening answer into a finding, not a wrong word or a misspelt name", async () => {
    const me = await signedIn();
    const answers = { ...correctAnswers(LISTENING), "1": "Okafer", "2": "retirment", "38": "offices" };
    const res = await me.call("/api/ielts/submissions", {
      method: "POST",
      json: { section: "listening", clientId: clientId(), testId: LISTENING.id, answers },
    });
    const { submission } = (await res.json()) as SubmissionResponse;
    const { findings: list } = await findings(me, submission.id);
    expect(list).toEqual([
      {
        index: 0,
        kind: "spelling",
        word: "retirement",
        original: "retirment",
        sentence: expect.stringContaining("retirement"),
        offset: expect.any(Number),
        wordId: null,
      },
    ]);
    expect(list[0]!.sentence.slice(list[0]!.offset, list[0]!.offset + "retirement".length)).toBe("retirement");
    expect((await card(me, submission.id, 0)).status).toBe(201);
  });

  it("makes every finding a card when the result arrives, once the learner turned that on", async () => {
    const me = await signedIn();
    expect(await me.ok("/api/mistakes/settings")).toEqual({ automatic: false });
    await essay(me);
    expect(await wordRows(me.userId)).toEqual([]);
    expect(await me.ok("/api/mistakes/settings", { method: "PATCH", json: { automatic: true } })).toEqual({ automatic: true });
    await essay(me);
    expect(await wordRows(me.userId)).toEqual([
      expect.objectContaining({ word: "government", example: SENTENCE, card: expect.any(String) }),
    ]);
    expect((await me.call("/api/mistakes/settings", { method: "PATCH", json: { automatic: "yes" } })).status).toBe(400);
    expect((await me.call("/api/mistakes/settings", { method: "PATCH", json: { automatic: true, word: "x" } })).status).toBe(400);
  });

  it("answers only the submission's owner: another learner 404, anonymous 401, no such finding 404, nothing stored", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const id = await essay(owner);
    for (const res of [await other.call(`/api/mistakes/submissions/${id}`), await card(other, id, 0)]) {
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorResponse).error.code).toBe("ielts_submission_not_found");
    }
    const missing = await card(owner, id, 999);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorResponse).error.code).toBe("finding_not_found");
    expect((await card(owner, id, -1)).status).toBe(400);
    for (const [method, path] of [
      ["GET", `/api/mistakes/submissions/${id}`],
      ["POST", `/api/mistakes/submissions/${id}/findings/0/card`],
      ["GET", "/api/mistakes/settings"],
      ["PATCH", "/api/mistakes/settings"],
    ] as const) {
      expect((await request(path, { method })).status, path).toBe(401);
    }
    expect(await wordRows(other.userId)).toEqual([]);
    expect(await wordRows(owner.userId)).toEqual([]);
  });
});
