import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Word } from "../../../worker/contract/words";
import { WordsTab } from "../../../src/features/dictionary/WordsTab";
import { fakeFetch, json, on, type Route } from "../support/auth-server";
import { renderWithProviders } from "./render";

const word = (id: string, text: string, srs: Word["srs"] = null): Word => ({
  id,
  word: text,
  definition: `meaning of ${text}`,
  ipa: "rʌn",
  example: `an example with ${text}`,
  notes: null,
  difficulty: "Easy",
  pos: "verb",
  categoryId: "c-general",
  category: "General",
  lexiconLemma: text,
  lexiconSense: null,
  gloss: null,
  glossLang: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  srs,
});

const WORDS = [word("w-run", "run"), word("w-walk", "walk", { due: "2026-12-24T09:00:00.000Z", state: "review" })];

afterEach(() => vi.unstubAllGlobals());

async function renderList(...routes: Route[]) {
  vi.stubGlobal("fetch", fakeFetch(...routes).fetch);
  await renderWithProviders(<WordsTab userId="user-1" words={WORDS} count={WORDS.length} onNeedMore={() => {}} compact={false} />);
  return {
    run: screen.getByRole("article", { name: "run" }),
    walk: screen.getByRole("article", { name: "walk" }),
  };
}

const card = {
  wordId: "w-run",
  state: "new",
  due: "2026-11-25T10:00:00.000Z",
  stability: 0,
  difficulty: 0,
  reps: 0,
  lapses: 0,
  lastReview: null,
  scheduledDays: 0,
};

describe("a word of the list", () => {
  it("shows its pronunciation, meaning, example, category, difficulty and 'no date' or 'in SRS until <date>'", async () => {
    const { run, walk } = await renderList();
    expect(within(run).getByText("/rʌn/")).toBeTruthy();
    expect(within(run).getByText("meaning of run")).toBeTruthy();
    expect(within(run).getByText("“an example with run”")).toBeTruthy();
    expect(within(run).getByText("General")).toBeTruthy();
    expect(within(run).getByText("Easy")).toBeTruthy();
    expect(within(run).getByText("no date")).toBeTruthy();
    expect(within(walk).getByText("in SRS until Dec 24, 2026")).toBeTruthy();
    expect(within(walk).queryByRole("button", { name: "Add to SRS" })).toBeNull();
  });

  it("is added to SRS with 'Word added to SRS'", async () => {
    const { run } = await renderList(on("POST", "/api/words/w-run/srs", () => json({ card, created: true }, 201)));
    await userEvent.click(within(run).getByRole("button", { name: "Add to SRS" }));
    expect(await screen.findByText("Word added to SRS")).toBeTruthy();
  });

  it("reports 'Failed to add to SRS', or the not-authorized text when the session is gone", async () => {
    const { run } = await renderList(
      on("POST", "/api/words/w-run/srs", () => json({ error: { code: "word_not_found", message: "Word not found." } }, 404)),
    );
    await userEvent.click(within(run).getByRole("button", { name: "Add to SRS" }));
    expect(await screen.findByText("Failed to add to SRS")).toBeTruthy();
    expect(screen.getByText("this word is no longer in your dictionary.")).toBeTruthy();
  });

  it("says 'Failed to add word to SRS: user not authorized' on a 401", async () => {
    const { run } = await renderList(
      on("POST", "/api/words/w-run/srs", () => json({ error: { code: "unauthenticated", message: "Sign in" } }, 401)),
    );
    await userEvent.click(within(run).getByRole("button", { name: "Add to SRS" }));
    expect(await screen.findByText("Failed to add word to SRS: user not authorized")).toBeTruthy();
  });

  it("is deleted after confirmation with 'Word deleted.', or 'Failed to delete word'", async () => {
    const { run, walk } = await renderList(
      on("DELETE", "/api/words/w-run", () => new Response(null, { status: 204 })),
      on("DELETE", "/api/words/w-walk", () => json({ error: { code: "internal", message: "boom" } }, 500)),
    );
    await userEvent.click(within(run).getByRole("button", { name: "Delete “run”" }));
    const confirm = screen.getByRole("dialog", { name: "Delete “run”?" });
    expect(within(confirm).getByText("The word is removed from your dictionary.")).toBeTruthy();
    await userEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Word deleted.")).toBeTruthy();

    await userEvent.click(within(walk).getByRole("button", { name: "Delete “walk”" }));
    const confirmSrs = screen.getByRole("dialog", { name: "Delete “walk”?" });
    expect(within(confirmSrs).getByText(/and from SRS/)).toBeTruthy();
    await userEvent.click(within(confirmSrs).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete word", {}, { timeout: 4000 })).toBeTruthy();
  });

  it("says 'Failed to play pronunciation.' when the browser cannot speak", async () => {
    vi.stubGlobal("speechSynthesis", undefined);
    const { run } = await renderList();
    await userEvent.click(within(run).getByRole("button", { name: "Play the pronunciation of “run”" }));
    expect(await screen.findByText("Failed to play pronunciation.")).toBeTruthy();
  });
});
