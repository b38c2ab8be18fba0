import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SubmissionResponse } from "../../../worker/contract/ielts";
import { createDb } from "../../../worker/db/client";
import { estimateWriting } from "../../../worker/ielts/offline-writing";
import { promptSynonyms } from "../../../worker/ielts/prompt-synonyms";
import { signedIn } from "../vocabulary/helpers";
import { clientId, seedContent } from "./helpers";

const QUESTION =
  "Some people think that famous people who earn large salaries should give much of their wealth to charity. To what extent do you agree or disagree?";

/** Says what the question asks in other words: "renowned", "celebrated", "riches", "remuneration", "gain" — none of its own key words but one. */
const PARAPHRASING_ESSAY = `Renowned actors, celebrated footballers and other noted figures often gain enormous sums, and many believe that they owe a share of their riches to good causes. In my view this is largely right, although it should remain a personal choice rather than a legal duty.

On the one hand, stars who are paid millions for a single film or match have far more than they could ever spend. Their earnings depend on the attention of ordinary fans, so returning part of that remuneration to hospitals, schools or shelters is a fair way of repaying the public. Moreover, when a notable person supports a cause, millions of followers hear about it and often donate too, which multiplies the effect of the gift.

On the other hand, forcing celebrities to hand over their money would be unjust. Nobody demands that successful lawyers or business owners do the same, and generosity that is compelled is no longer generosity. Some stars also prefer to help quietly, and their wishes deserve respect.

In conclusion, I believe that well-known and highly paid people have a strong moral reason to share their fortune, but the decision to do so should stay in their own hands.`;

/** A sound essay on another question altogether. */
const OTHER_TOPIC_ESSAY = `Many towns have closed their central streets to traffic, and I think this is mostly a positive change. Pedestrians can walk safely, the air becomes cleaner and small shops benefit from people who stroll past instead of driving by.

However, buses and delivery vans still need access, and elderly residents may find it harder to reach the doctor or the market. Planners should therefore keep some routes open and improve public transport before they remove the cars.

In conclusion, quiet streets make a town more pleasant, provided that the people who depend on vehicles are not forgotten.`;

/** Lexicon rows as WordNet has them (lexicon_entries, lexicon_forms, lexicon_senses) for the question's key words. */
const WORDNET: { lemma: string; forms?: string[]; senses: string[][] }[] = [
  { lemma: "famous", senses: [["celebrated", "famed", "far-famed", "illustrious", "notable", "noted", "renowned"]] },
  {
    lemma: "earn",
    forms: ["earns", "earned"],
    senses: [
      ["gain", "take in", "clear", "make", "realize", "realise", "pull in", "bring in"],
      ["garner", "win"],
    ],
  },
  { lemma: "large", senses: [["big"], [], ["bombastic", "declamatory", "orotund", "tumid", "turgid"]] },
  { lemma: "salary", forms: ["salaries"], senses: [["wage", "pay", "earnings", "remuneration"]] },
  { lemma: "wealth", senses: [["wealthiness"], [], ["riches"], []] },
  { lemma: "charity", senses: [[], ["brotherly love"], [], ["Jacob's ladder", "Greek valerian"]] },
];

beforeAll(async () => {
  await seedContent();
  // Another file may have loaded the lexicon fixture into this database: these rows replace its entries for the words.
  const keys = WORDNET.map((w) => w.lemma);
  await env.DB.prepare(
    `DELETE FROM lexicon_entries WHERE id BETWEEN 9000 AND ${9000 + WORDNET.length - 1} OR lemma_key IN (${keys.map(() => "?").join(", ")})`,
  )
    .bind(...keys)
    .run();
  const statements = WORDNET.flatMap(({ lemma, forms = [], senses }, i) => [
    env.DB.prepare(
      "INSERT INTO lexicon_entries (id, lemma, lemma_key, pos, rank, search_order, difficulty, definition, sense_count) VALUES (?, ?, ?, 'noun', ?, ?, 'Medium', ?, ?)",
    ).bind(9000 + i, lemma, lemma, 1000 + i, 1000 + i, `${lemma} (test)`, senses.length),
    ...forms.map((form) => env.DB.prepare("INSERT INTO lexicon_forms (form, entry_id, pos) VALUES (?, ?, 'noun')").bind(form, 9000 + i)),
    ...senses.map((synonyms, position) =>
      env.DB.prepare(
        "INSERT INTO lexicon_senses (entry_id, position, pos, definition, examples, synonyms) VALUES (?, ?, 'noun', ?, '[]', ?)",
      ).bind(9000 + i, position, `sense ${position}`, JSON.stringify(synonyms)),
    ),
  ]);
  await env.DB.batch(statements);
});

/** Said of an answer about another question or one that touches it only in passing. */
const offTopic = (improvements: string[]) => improvements.some((i) => /different question|only in passing/.test(i));

describe("off-topic check with WordNet synonyms", () => {
  it("reads the question's key words' single-word synonyms from the first senses, also through an inflected form", async () => {
    const synonyms = await promptSynonyms(createDb(env.DB), QUESTION);
    expect(synonyms.famous).toEqual(expect.arrayContaining(["renowned", "celebrated", "notable"]));
    expect(synonyms.salaries).toEqual(["wage", "pay", "earnings", "remuneration"]);
    expect(synonyms.wealth).toEqual(["wealthiness", "riches"]);
    expect(synonyms.earn).not.toContain("take in");
    // The fourth sense of "charity" (a plant) is too rare to count.
    expect(synonyms.charity ?? []).toEqual([]);
  });

  it("counts an essay that paraphrases the question with synonyms as on topic; without the synonyms it read as off-topic", async () => {
    const synonyms = await promptSynonyms(createDb(env.DB), QUESTION);
    const input = { task: "task2" as const, prompt: QUESTION, text: PARAPHRASING_ESSAY, ownQuestion: true };
    const without = estimateWriting(input);
    const withSynonyms = estimateWriting({ ...input, synonyms });
    expect(offTopic(without.improvements)).toBe(true);
    expect(without.criteria[0]!.band).toBeLessThanOrEqual(3);
    expect(offTopic(withSynonyms.improvements)).toBe(false);
    expect(withSynonyms.features!.keywordCoverage).toBeGreaterThanOrEqual(0.6);
    // 198 words: under the word count the descriptors hold Task Response at 5, which it reaches.
    expect(withSynonyms.criteria[0]!.band).toBe(5);
  });

  it("still finds an essay on another question and word salad off-topic", async () => {
    const synonyms = await promptSynonyms(createDb(env.DB), QUESTION);
    const other = estimateWriting({ task: "task2", prompt: QUESTION, text: OTHER_TOPIC_ESSAY, ownQuestion: true, synonyms });
    expect(offTopic(other.improvements)).toBe(true);
    expect(other.criteria[0]!.band).toBeLessThanOrEqual(3);
    const salad = Array(8).fill("Renowned riches remuneration celebrated wealthiness, notable garner illustrious wage earnings.").join(" ");
    const saladEstimate = estimateWriting({ task: "task2", prompt: QUESTION, text: salad, ownQuestion: true, synonyms });
    expect(saladEstimate.band).toBeLessThanOrEqual(3);
    expect(saladEstimate.improvements.join(" ")).toMatch(/list of words/);
  });

  it("uses the lexicon's synonyms when a submission on the learner's own question is estimated offline", async () => {
    const me = await signedIn();
    const res = await me.call("/api/ielts/submissions", {
      method: "POST",
      json: { section: "writing", clientId: clientId(), customPrompt: { task: "task2", text: QUESTION }, user_writing: PARAPHRASING_ESSAY },
    });
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as SubmissionResponse;
    expect(offTopic(submission.evaluation!.improvements)).toBe(false);
    expect(submission.evaluation!.criteria[0]!.band).toBe(5);
  });
});
