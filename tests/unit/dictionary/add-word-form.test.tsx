import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LexiconSearchItem } from "../../../worker/contract/lexicon";
import type { Word } from "../../../worker/contract/words";
import { AddWordForm } from "../../../src/features/dictionary/AddWordForm";
import { fakeFetch, json, on } from "../support/auth-server";
import { bodiesOf, category, renderWithProviders } from "./render";

const CATEGORIES = [category("c-general", "General", 2), category("c-travel", "Travel", 1)];

const lexiconItem = (lemma: string, overrides: Partial<LexiconSearchItem> = {}): LexiconSearchItem => ({
  lemma,
  pos: "noun",
  ipa: null,
  difficulty: "Medium",
  rank: 100,
  definition: `the meaning of ${lemma}`,
  example: null,
  gloss: null,
  match: "prefix",
  matched: null,
  ...overrides,
});

const SUGGESTIONS = [
  lexiconItem("serendipity", {
    ipa: "ˌsɛrənˈdɪpɪti",
    difficulty: "Hard",
    definition: "good luck in making unexpected and fortunate discoveries",
    example: "a happy serendipity",
  }),
  lexiconItem("serene", {
    pos: "adjective",
    ipa: "səˈriːn",
    difficulty: "Medium",
    definition: "not agitated",
    example: "a serene expression",
  }),
];

type AddBody = { word: string; categoryId?: string };

const savedWord = (body: AddBody): Word => ({
  id: "w-1",
  word: body.word,
  definition: null,
  ipa: null,
  example: null,
  notes: null,
  difficulty: "Medium",
  pos: null,
  categoryId: body.categoryId ?? "c-general",
  category: CATEGORIES.find((c) => c.id === body.categoryId)?.name ?? "General",
  lexiconLemma: null,
  lexiconSense: null,
  gloss: null,
  glossLang: null,
  createdAt: "2026-11-25T10:00:00.000Z",
  updatedAt: "2026-11-25T10:00:00.000Z",
  srs: null,
});

function useServer(addWord: (body: AddBody) => Response = (body) => json(savedWord(body), 201)) {
  const server = fakeFetch(
    on("GET", "/api/lexicon/search", (request) => {
      const q = new URL(request.url).searchParams.get("q") ?? "";
      return json({ query: q, items: SUGGESTIONS.filter((item) => item.lemma.startsWith(q)) });
    }),
    on("POST", "/api/words", async (request) => addWord((await request.json()) as AddBody)),
    // The lexicon knows every word these tests type except the made-up one.
    (request) =>
      request.method === "GET" && new URL(request.url).pathname.startsWith("/api/lexicon/entries/")
        ? new URL(request.url).pathname.endsWith("/qwzzxk")
          ? json({ error: { code: "lexicon_entry_not_found", message: '"qwzzxk" is not in the dictionary.' } }, 404)
          : json({})
        : undefined,
  );
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

const renderForm = (initialCategoryId?: string) =>
  renderWithProviders(<AddWordForm userId="user-1" categories={CATEGORIES} initialCategoryId={initialCategoryId} onClose={() => {}} />);

describe("the add-word form's lexicon autocomplete", () => {
  it("suggests words as one types and fills the definition, IPA, example and difficulty of the one picked with the keyboard", async () => {
    useServer();
    await renderForm();
    const word = screen.getByRole("combobox", { name: "Word" });
    await userEvent.type(word, "ser");

    const listbox = await screen.findByRole("listbox", { name: "Suggestions from the dictionary" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    expect(word.getAttribute("aria-expanded")).toBe("true");
    expect(word.getAttribute("aria-controls")).toBe(listbox.id);

    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const [first, second] = within(listbox).getAllByRole("option");
    expect(second!.getAttribute("aria-selected")).toBe("true");
    expect(word.getAttribute("aria-activedescendant")).toBe(second!.id);
    await userEvent.keyboard("{ArrowUp}");
    expect(first!.getAttribute("aria-selected")).toBe("true");
    await userEvent.keyboard("{Enter}");

    expect((word as HTMLInputElement).value).toBe("serendipity");
    expect(word.getAttribute("aria-expanded")).toBe("false");
    expect((screen.getByLabelText("Definition") as HTMLTextAreaElement).value).toBe(
      "good luck in making unexpected and fortunate discoveries",
    );
    expect((screen.getByLabelText("IPA") as HTMLInputElement).value).toBe("ˌsɛrənˈdɪpɪti");
    expect((screen.getByLabelText("Example") as HTMLTextAreaElement).value).toBe("a happy serendipity");
    expect((screen.getByLabelText("Difficulty") as HTMLSelectElement).value).toBe("Hard");
  });

  it("picks a suggestion with the mouse and closes the list with Escape", async () => {
    useServer();
    await renderForm();
    const word = screen.getByRole("combobox", { name: "Word" });
    await userEvent.type(word, "sere");
    await userEvent.click(await screen.findByRole("option", { name: /serene/ }));
    expect((word as HTMLInputElement).value).toBe("serene");
    expect((screen.getByLabelText("Definition") as HTMLTextAreaElement).value).toBe("not agitated");

    await userEvent.type(word, "{Backspace}");
    await screen.findByRole("option", { name: /serene/ });
    await userEvent.keyboard("{Escape}");
    expect(word.getAttribute("aria-expanded")).toBe("false");
  });
});

describe("adding a word", () => {
  it("sends the word with the chosen category and only the fields filled in, then clears the form", async () => {
    const server = useServer();
    await renderForm("c-travel");
    expect((screen.getByLabelText("Category") as HTMLSelectElement).value).toBe("c-travel");
    await userEvent.type(screen.getByRole("combobox", { name: "Word" }), "  airport ");
    await userEvent.type(screen.getByLabelText("Definition"), "where planes land");
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));

    expect(await screen.findByText("“airport” added to Travel.")).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/words")).toEqual([
      { word: "airport", definition: "where planes land", categoryId: "c-travel" },
    ]);
    expect((screen.getByRole("combobox", { name: "Word" }) as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Definition") as HTMLTextAreaElement).value).toBe("");
  });

  it("refuses an empty, a 200-character or a text-direction-reversing word without asking the server", async () => {
    const server = useServer();
    await renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));
    expect(screen.getByText("Enter a word.")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Word" }).getAttribute("aria-invalid")).toBe("true");

    await userEvent.click(screen.getByRole("combobox", { name: "Word" }));
    await userEvent.paste("x".repeat(200));
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));
    expect(screen.getByText("The word must be shorter than 200 characters.")).toBeTruthy();

    await userEvent.clear(screen.getByRole("combobox", { name: "Word" }));
    await userEvent.paste("\u202Eword");
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));
    expect(screen.getByText("The word must not contain control characters or text-direction marks.")).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/words")).toEqual([]);
  });

  it("says which category already has the word when the server answers 409", async () => {
    useServer(() => json({ error: { code: "word_exists", message: '"run" is already in the category "General".' } }, 409));
    await renderForm();
    await userEvent.type(screen.getByRole("combobox", { name: "Word" }), "run");
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));
    expect(await screen.findByText("“run” is already in the category “General”.")).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Word" }) as HTMLInputElement).value).toBe("run");
  });

  it("warns before adding a word the dictionary does not know, and adds it when the learner confirms", async () => {
    const server = useServer();
    await renderForm();
    await userEvent.type(screen.getByRole("combobox", { name: "Word" }), "qwzzxk");
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));

    expect(
      await screen.findByText(
        "“qwzzxk” is not in the built-in dictionary, so nothing can be filled in for it. Check the spelling; if it is right, add it anyway and write its definition yourself.",
      ),
    ).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/words")).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Add anyway" }));
    expect(await screen.findByText("“qwzzxk” added to General.")).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/words")).toEqual([{ word: "qwzzxk", categoryId: "c-general" }]);
    expect(screen.getByRole("button", { name: "Add to dictionary" })).toBeTruthy();
  });

  it("asks again when the unknown word is changed", async () => {
    const server = useServer();
    await renderForm();
    const word = screen.getByRole("combobox", { name: "Word" });
    await userEvent.type(word, "qwzzxk");
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));
    await screen.findByRole("button", { name: "Add anyway" });
    await userEvent.clear(word);
    await userEvent.type(word, "airport");
    expect(screen.queryByText(/is not in the built-in dictionary/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Add to dictionary" }));
    expect(await screen.findByText("“airport” added to General.")).toBeTruthy();
    expect(await bodiesOf(server.requests, "POST", "/api/words")).toEqual([{ word: "airport", categoryId: "c-general" }]);
  });
});
