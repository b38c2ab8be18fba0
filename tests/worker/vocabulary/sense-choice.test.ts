import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { LexiconEntryResponse } from "../../../worker/contract/lexicon";
import type { Word } from "../../../worker/contract/words";
import { DEVELOPMENT, HELD_OUT, type SenseCase } from "../fixtures/sense-choice";
import { loadLexicon, request, signedIn, type ErrorResponse } from "./helpers";

// The fixture's glosses depend on whether the Müller dictionary was installed when it was built, so this
// file writes the ones it checks.
beforeAll(async () => {
  await loadLexicon();
  await env.DB.batch([
    env.DB.prepare("DELETE FROM lexicon_sense_glosses"),
    env.DB.prepare("DELETE FROM lexicon_glosses"),
    env.DB.prepare(
      "INSERT INTO lexicon_glosses (entry_id, lang, gloss) SELECT id, 'ru', 'доска; стол; питание' FROM lexicon_entries WHERE lemma_key = 'board'",
    ),
    env.DB.prepare(
      `INSERT INTO lexicon_sense_glosses (entry_id, position, lang, gloss) SELECT e.id, s.position, 'ru', 'правление; совет'
        FROM lexicon_entries e JOIN lexicon_senses s ON s.entry_id = e.id WHERE e.lemma_key = 'board' AND s.definition LIKE 'a committee%'`,
    ),
    env.DB.prepare(
      `INSERT INTO lexicon_sense_glosses (entry_id, position, lang, gloss) SELECT e.id, s.position, 'ru', 'доска'
        FROM lexicon_entries e JOIN lexicon_senses s ON s.entry_id = e.id WHERE e.lemma_key = 'board' AND s.definition LIKE 'a flat portable surface%'`,
    ),
  ]);
  // The first look-up with a sentence loads the tagger and its lexicon (seconds on two busy cores): here, not in a test.
  await lookUp("board", "A board.");
}, 60_000);

async function lookUp(word: string, context?: string, lang?: string): Promise<LexiconEntryResponse> {
  const query = new URLSearchParams({ ...(context ? { context } : {}), ...(lang ? { lang } : {}) });
  const res = await request(`/api/lexicon/entries/${encodeURIComponent(word)}?${query}`);
  expect(res.status, `${word} in "${context}"`).toBe(200);
  return res.json<LexiconEntryResponse>();
}

const fits = (c: SenseCase, lemma: string, definition: string | undefined) =>
  lemma === c.lemma && definition !== undefined && c.senses.some((start) => definition.startsWith(start));

describe("a word's sense in its sentence", () => {
  it("puts the sense the sentence means first and says which it is", async () => {
    const games = await lookUp("board", "After dinner we played chess and other board games on the old board.");
    expect(games.entry.senses[0]!.definition).toMatch(/^a flat portable surface/);
    expect(games.bestSense).toBe(games.entry.senses[0]!.position);
    const directors = await lookUp("board", "The board of directors voted to close two factories.");
    expect(directors.entry.senses[0]!.definition).toMatch(/^a committee/);
  });

  it("keeps WordNet's order and names no best sense without a sentence", async () => {
    const board = await lookUp("board");
    expect(board.bestSense).toBeNull();
    expect(board.entry.senses.map((s) => s.position)).toEqual(board.entry.senses.map((_, i) => i));
  });

  it("reads a participle as its verb when the sentence uses it as one (assumed → assume)", async () => {
    const assumed = await lookUp("assumed", "He assumed the repair would be simple.");
    expect(assumed.entry.lemma).toBe("assume");
    expect(assumed.resolvedFrom).toBe("assumed");
    expect(assumed.entry.senses[0]!.definition).toMatch(/^take to be the case/);
  });

  it("gives the chosen sense's own translation beside the lemma's", async () => {
    const { entry } = await lookUp("board", "The board of directors voted to close two factories.", "ru");
    expect(entry.gloss).toBe("доска; стол; питание");
    expect(entry.senses[0]!.gloss).toBe("правление; совет");
    expect(entry.senses.find((s) => s.definition.startsWith("a stout length"))!.gloss).toBeNull();
    const english = await lookUp("board", "The board of directors voted to close two factories.");
    expect(english.entry.senses[0]!.gloss).toBeNull();
  });

  it("refuses a sentence longer than a reader's", async () => {
    const res = await request(`/api/lexicon/entries/board?context=${"word ".repeat(200)}`);
    expect(res.status).toBe(400);
    expect((await res.json<ErrorResponse>()).error.code).toBe("validation_failed");
  });
});

/** Share of the cases whose chosen sense (and, as the baseline, the first sense shown without a sentence) fits. */
async function measure(cases: readonly SenseCase[]) {
  let chosen = 0;
  let firstSense = 0;
  // A few sentences at a time: a hundred and fifty one after another take long on a busy machine.
  for (let i = 0; i < cases.length; i += 8) {
    await Promise.all(
      cases.slice(i, i + 8).map(async (c) => {
        const [inContext, alone] = await Promise.all([lookUp(c.word, c.sentence), lookUp(c.word)]);
        if (fits(c, inContext.entry.lemma, inContext.entry.senses[0]?.definition)) chosen += 1;
        if (fits(c, alone.entry.lemma, alone.entry.senses[0]?.definition)) firstSense += 1;
      }),
    );
  }
  return { chosen: chosen / cases.length, firstSense: firstSense / cases.length, cases: cases.length };
}

describe("sense choice measured on sentences written for it", { timeout: 120_000 }, () => {
  it("beats the first sense on the held-out sentences", async () => {
    const heldOut = await measure(HELD_OUT);
    console.log(`sense choice, held-out: ${JSON.stringify(heldOut)}`);
    expect(heldOut.cases).toBeGreaterThanOrEqual(60);
    expect(heldOut.chosen).toBeGreaterThanOrEqual(0.6);
    expect(heldOut.chosen - heldOut.firstSense).toBeGreaterThanOrEqual(0.2);
  });

  it("is measured on the development sentences too", async () => {
    const development = await measure(DEVELOPMENT);
    console.log(`sense choice, development: ${JSON.stringify(development)}`);
    expect(development.chosen).toBeGreaterThan(development.firstSense);
  });
});

describe("saving a word in the sense it was met in", () => {
  it("stores the chosen sense's definition, part of speech and translation with the sentence", async () => {
    const learner = await signedIn();
    const { entry } = await lookUp("board", "She set up the chess pieces on the board before her brother arrived.", "ru");
    const sense = entry.senses[0]!;
    const word = await learner.ok<Word>(
      "/api/words",
      {
        method: "POST",
        json: { word: "board", sense: sense.position, glossLang: "ru", example: "She set up the chess pieces on the board." },
      },
      201,
    );
    expect(word).toMatchObject({
      lexiconLemma: "board",
      lexiconSense: sense.position,
      definition: sense.definition,
      pos: "noun",
      gloss: "доска",
      glossLang: "ru",
      example: "She set up the chess pieces on the board.",
    });
  });

  it("keeps the lemma's translation when no sense is chosen, and none without a gloss language", async () => {
    const learner = await signedIn();
    const ru = await learner.ok<Word>("/api/words", { method: "POST", json: { word: "board", glossLang: "ru" } }, 201);
    expect(ru).toMatchObject({ gloss: "доска; стол; питание", glossLang: "ru", lexiconSense: null });
    const other = await learner.ok<{ id: string }>("/api/categories", { method: "POST", json: { name: "Other" } }, 201);
    const en = await learner.ok<Word>("/api/words", { method: "POST", json: { word: "board", categoryId: other.id } }, 201);
    expect(en).toMatchObject({ gloss: null, glossLang: null });
  });

  it("moves a saved word to another sense, and refuses a sense the lemma does not have", async () => {
    const learner = await signedIn();
    const word = await learner.ok<Word>("/api/words", { method: "POST", json: { word: "board", glossLang: "ru" } }, 201);
    const committee = (await lookUp("board")).entry.senses.find((s) => s.definition.startsWith("a committee"))!;
    const moved = await learner.ok<Word>(`/api/words/${word.id}`, {
      method: "PATCH",
      json: { sense: committee.position, glossLang: "ru" },
    });
    expect(moved).toMatchObject({ lexiconSense: committee.position, definition: committee.definition, gloss: "правление; совет" });
    const res = await learner.call(`/api/words/${word.id}`, { method: "PATCH", json: { sense: 150, glossLang: "ru" } });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorResponse>()).error.code).toBe("sense_not_found");
    const refused = await learner.call("/api/words", { method: "POST", json: { word: "board", sense: 150 } });
    expect(refused.status).toBe(400);
  });
});
