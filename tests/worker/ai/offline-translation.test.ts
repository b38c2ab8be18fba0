/**
 * The translator without a model: words and set phrases from the lexicon fixture, and an
 * honest "cannot" for a sentence, Kazakh or another language, through POST /api/consolidated (signed
 * in) and POST /api/lexicon/translation (public). Every answer is checked against the contract.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { translateResponseSchema, type TranslateResponse } from "../../../worker/contract/ai";
import { BASE, workerFetch } from "../auth/helpers";
import { signedInUser } from "../hub/support";
import { loadLexicon } from "../vocabulary/helpers";

type User = Awaited<ReturnType<typeof signedInUser>>;
let user: User;

beforeAll(async () => {
  await loadLexicon();
  user = await signedInUser();
});

type Request = { text: string; targetLanguage: string; sourceLanguage?: string };

async function translate(request: Request, language = "ru"): Promise<TranslateResponse> {
  const res = await user.call("/api/consolidated", {
    method: "POST",
    headers: { "Accept-Language": language },
    json: { type: "translate", ...request },
  });
  expect(res.status).toBe(200);
  return translateResponseSchema.parse(await res.json());
}

describe("offline translation of a word", () => {
  it("English → Russian gives the lexicon's Russian gloss, an inflected form by its lemma", async () => {
    const dog = await translate({ text: "Dog", targetLanguage: "ru", sourceLanguage: "en" });
    expect(dog).toMatchObject({ outcome: "translated", basic: true, sourceLanguage: "en", note: null, wordByWord: null });
    expect(dog.translatedText).toMatch(/^собака/);
    expect(dog.match).toEqual({ kind: "word", headword: "dog", translations: [dog.translatedText] });

    const went = await translate({ text: "went", targetLanguage: "ru" });
    expect(went.match?.headword).toBe("go");
    expect(went.translatedText).toMatch(/идти/);
  });

  it("Russian → English through the reverse index, an inflected form by its dictionary form", async () => {
    const dog = await translate({ text: "собака", targetLanguage: "en", sourceLanguage: "ru" });
    expect(dog).toMatchObject({ outcome: "translated", translatedText: "dog", translation: "dog", sourceLanguage: "ru" });
    expect(dog.match).toMatchObject({ kind: "word", headword: "собака" });
    expect(dog.match!.translations[0]).toBe("dog");

    const dogs = await translate({ text: "Собаки", targetLanguage: "en" });
    expect(dogs).toMatchObject({ outcome: "translated", translatedText: "dog", sourceLanguage: "ru" });
    expect(dogs.match?.headword).toBe("собака");
  });

  it("says a word is not in the dictionary instead of echoing it", async () => {
    const answer = await translate({ text: "qwzzxk", targetLanguage: "ru" });
    expect(answer).toMatchObject({ outcome: "untranslated", translatedText: "", translation: "", match: null });
    expect(answer.note).toBe("«qwzzxk» нет в офлайн-словаре.");
  });
});

describe("offline translation of a phrase", () => {
  it.each([
    ["look up", "look up", /искать/],
    ["Looked up", "look up", /искать/],
    ["take off", "take off", /снимать/],
    ["board and lodging", "board and lodging", /^квартира и стол/],
  ])("%s is the dictionary's phrase %s", async (text, phrase, russian) => {
    const answer = await translate({ text, targetLanguage: "ru" });
    expect(answer).toMatchObject({ outcome: "translated", sourceLanguage: "en" });
    expect(answer.match).toMatchObject({ kind: "phrase", headword: phrase });
    expect(answer.translatedText).toMatch(russian);
  });

  it("a free combination of words is no phrase: it says so and glosses the words, labelled apart", async () => {
    const answer = await translate({ text: "happy dog", targetLanguage: "ru" });
    expect(answer).toMatchObject({ outcome: "untranslated", translatedText: "", match: null });
    expect(answer.note).toMatch(/^«happy dog» — не устойчивое выражение/);
    expect(answer.wordByWord?.map((w) => w.word)).toEqual(["happy", "dog"]);
    expect(answer.wordByWord?.[1]?.translation).toBe("собака");
  });
});

describe("offline translation of a sentence", () => {
  it("English: says it cannot translate a sentence, in the reader's language, with a word-by-word gloss", async () => {
    const text = "The dog went to the house.";
    const answer = await translate({ text, targetLanguage: "ru" });
    expect(answer).toMatchObject({ outcome: "untranslated", translatedText: "", translation: "", match: null });
    expect(answer.note).toBe(
      "Без AI переводчик ищет в словаре только слова и устойчивые выражения — перевести предложение он не может. Для перевода предложений нужна AI-модель.",
    );
    expect(answer.translatedText).not.toContain(text);
    expect(answer.wordByWord?.find((w) => w.word === "went")).toEqual({ word: "went", headword: "go", translation: "идти" });

    const english = await translate({ text, targetLanguage: "ru" }, "en");
    expect(english.note).toMatch(/^Offline, the translator looks up words and set phrases/);
  });

  it("Russian: the same, each word glossed by its dictionary form", async () => {
    const answer = await translate({ text: "Собаки любят воду и дом.", targetLanguage: "en" });
    expect(answer).toMatchObject({ outcome: "untranslated", translatedText: "", sourceLanguage: "ru" });
    expect(answer.note).toMatch(/перевести предложение он не может/);
    expect(answer.wordByWord?.[0]).toEqual({ word: "собаки", headword: "собака", translation: "dog" });
  });
});

describe("what offline mode cannot do", () => {
  it("Kazakh: there is no Kazakh dictionary, said plainly", async () => {
    const answer = await translate({ text: "Сәлем, қалайсың?", targetLanguage: "en" }, "kk");
    expect(answer).toMatchObject({ outcome: "untranslated", translatedText: "" });
    expect(answer.note).toBe("Қазақша сөздік жоқ: ЖИ болмаса, аудармашы тек ағылшын және орыс тілдері арасында жұмыс істейді.");
  });

  it("a Kazakh reader of a Russian translation is told why it is Russian", async () => {
    const answer = await translate({ text: "dog", targetLanguage: "ru" }, "kk");
    expect(answer.outcome).toBe("translated");
    expect(answer.note).toBe("Қазақша сөздік жоқ, сондықтан аударма орыс тілінде берілді.");
  });

  it("other languages than English and Russian, and a text already in the target language", async () => {
    expect((await translate({ text: "dog", targetLanguage: "es" })).note).toMatch(/только между английским и русским/);
    expect((await translate({ text: "собака", targetLanguage: "ru" })).note).toBe("Текст уже на языке перевода.");
    // The five phrases of the built-in dictionary still answer.
    expect(await translate({ text: "Thank you!", targetLanguage: "es" })).toMatchObject({
      outcome: "translated",
      translatedText: "gracias",
    });
  });
});

describe("POST /api/lexicon/translation (public)", () => {
  it("answers a visitor who is not signed in like the AI gateway answers offline", async () => {
    const res = await workerFetch()(`${BASE}/api/lexicon/translation`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ru" },
      body: JSON.stringify({ text: "собаки", targetLanguage: "en" }),
    });
    expect(res.status).toBe(200);
    expect(translateResponseSchema.parse(await res.json())).toEqual(await translate({ text: "собаки", targetLanguage: "en" }));
  });

  it("rejects a bad body with 400", async () => {
    const res = await workerFetch()(`${BASE}/api/lexicon/translation`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: " ", targetLanguage: "en" }),
    });
    expect(res.status).toBe(400);
  });
});
