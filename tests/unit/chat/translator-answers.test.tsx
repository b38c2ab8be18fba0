// The quick translator shows offline mode's answers as they are: a text it cannot translate
// is a failure, said in the error box with the server's note and no success toast, and its word-by-word
// gloss is headed as not a translation; a dictionary word shows its dictionary form and other translations.
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TranslateResponse } from "../../../worker/contract/ai";
import { TranslatorProvider } from "../../../src/features/chat/translator/TranslatorContext";
import { TranslatorForm } from "../../../src/features/chat/translator/TranslatorForm";
import { createI18n } from "../../../src/lib/i18n";
import { createQueryClient } from "../../../src/lib/query-client";
import { bodiesOf } from "../dictionary/render";
import { fakeFetch, json, on } from "../support/auth-server";

vi.mock("../../../src/lib/auth/AuthProvider", () => ({ useAuth: () => ({ user: null }) }));
vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }), Toaster: () => null }));

const SENTENCE_NOTE =
  "Без AI переводчик ищет в словаре только слова и устойчивые выражения — перевести предложение он не может. Для перевода предложений нужна AI-модель.";

const untranslated: TranslateResponse = {
  translatedText: "",
  translation: "",
  sourceLanguage: "en",
  targetLanguage: "ru",
  basic: true,
  outcome: "untranslated",
  match: null,
  wordByWord: [
    { word: "the", headword: null, translation: null },
    { word: "dog", headword: "dog", translation: "собака" },
    { word: "barks", headword: "bark", translation: "лаять" },
  ],
  note: SENTENCE_NOTE,
};

const word: TranslateResponse = {
  translatedText: "dog",
  translation: "dog",
  sourceLanguage: "ru",
  targetLanguage: "en",
  basic: true,
  outcome: "translated",
  match: { kind: "word", headword: "собака", translations: ["dog", "hound", "pooch"] },
  wordByWord: null,
  note: null,
};

async function renderTranslator(answer: TranslateResponse) {
  const server = fakeFetch(
    on("GET", "/api/config", () => json({ environment: "test", version: "test", ai: "offline" })),
    on("POST", "/api/lexicon/translation", () => json(answer)),
  );
  vi.stubGlobal("fetch", server.fetch);
  const i18n = createI18n();
  await i18n.changeLanguage("ru");
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <TranslatorProvider>
          <TranslatorForm />
        </TranslatorProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return server;
}

async function translate(text: string, target: "en" | "ru") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Текст для перевода"), text);
  await user.selectOptions(screen.getByLabelText("На язык"), target);
  await user.click(screen.getByRole("button", { name: "Перевести" }));
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the translator's offline answers", () => {
  it("shows a sentence it cannot translate as a failure: the note in the error box, no success toast, no text", async () => {
    const server = await renderTranslator(untranslated);
    await translate("The dog barks.", "ru");

    expect((await screen.findByRole("alert")).textContent).toContain(SENTENCE_NOTE);
    expect(screen.getByTestId("translation-result").textContent).toBe("");
    expect(toast.success).not.toHaveBeenCalled();
    const gloss = screen.getByRole("region", { name: "Пословно — это не перевод" });
    expect(
      within(gloss)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["the — нет в словаре", "dog — собака", "barks — лаять"]);
    expect(within(gloss).getByText("dog").getAttribute("lang")).toBe("en");
    expect(await bodiesOf(server.requests, "POST", "/api/lexicon/translation")).toEqual([
      { text: "The dog barks.", targetLanguage: "ru", sourceLanguage: "auto" },
    ]);
  });

  it("shows a dictionary word with its dictionary form and other translations, and no error", async () => {
    await renderTranslator(word);
    await translate("собаки", "en");

    expect((await screen.findByText("dog")).getAttribute("lang")).toBe("en");
    expect(screen.getByTestId("translation-result").textContent).toContain("dog");
    const match = screen.getByTestId("translation-match");
    const pairs = [...match.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Словарная форма:", "собака"],
      ["Другие переводы:", "hound, pooch"],
    ]);
    expect(within(match).getByText("собака").getAttribute("lang")).toBe("ru");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
