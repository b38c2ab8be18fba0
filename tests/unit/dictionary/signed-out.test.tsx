import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, json, on } from "../support/auth-server";
import { renderApp } from "../support/render-app";

afterEach(() => vi.unstubAllGlobals());

describe("the dictionary of a signed-out visitor (spec §2, §6)", () => {
  it("says the dictionary failed to load because the user is not authorized, and offers to sign in", async () => {
    renderApp("/dictionary?tab=edit");
    const page = await screen.findByTestId("dictionary-signed-out");
    expect(screen.getByRole("heading", { level: 1, name: "Dictionary" })).toBeTruthy();
    expect(within(page).getByRole("alert").textContent).toBe("Failed to load dictionary: user not authorized");
    expect(within(page).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth?redirect=%2Fdictionary%3Ftab%3Dedit");
    expect(within(page).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/auth?redirect=%2Fdictionary%3Ftab%3Dedit&tab=signup",
    );
    expect(screen.queryByTestId("sign-in-prompt")).toBeNull();
    expect(document.title).toBe("Dictionary · Lexora");
  });

  it("looks a word up in the public lexicon, shows all it has on the word, and reads 'Login to add to SRS' instead of adding it", async () => {
    // What the search row and the full entry share.
    const go = {
      lemma: "go",
      pos: "verb",
      ipa: "ɡoʊ",
      difficulty: "Easy",
      rank: 30,
      definition: "move or travel",
      example: "we went home",
      gloss: null,
    };
    const server = fakeFetch(
      on("GET", "/api/lexicon/search", () =>
        json({
          query: "went",
          items: [{ ...go, match: "form", matched: "went" }],
        }),
      ),
      on("GET", "/api/lexicon/entries/go", () =>
        json({
          entry: {
            ...go,
            senses: [
              { pos: "verb", definition: "move or travel", examples: ["we went home"], synonyms: ["travel", "move"] },
              { pos: "noun", definition: "a turn to be a player", examples: ["it's my go"], synonyms: ["turn"] },
            ],
            forms: ["goes", "going", "gone", "went"],
            cefr: "A1",
          },
          resolvedFrom: null,
          alsoFormOf: [],
        }),
      ),
    );
    vi.stubGlobal("fetch", server.fetch);
    renderApp("/dictionary");
    // The plain field stands in until the look-up has loaded (reached by focus); typing into it while the
    // look-up replaces it would send the last letters to a field that is gone, so wait for the look-up.
    const placeholder = await screen.findByRole("combobox", { name: "Word" });
    await userEvent.click(placeholder);
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Word" })).not.toBe(placeholder));
    await userEvent.type(screen.getByRole("combobox", { name: "Word" }), "went");
    await userEvent.click(await screen.findByRole("option", { name: /^go/ }));

    const entry = screen.getByRole("article", { name: "go" });
    expect(within(entry).getByText("move or travel")).toBeTruthy();
    expect(within(entry).getByRole("link", { name: "Login to add to SRS" }).getAttribute("href")).toBe("/auth?redirect=%2Fdictionary");
    const details = await within(entry).findByTestId("lexicon-entry-details");
    expect(within(details).getByText("Meanings (2)")).toBeTruthy();
    expect(within(details).getByText("a turn to be a player", { exact: false })).toBeTruthy();
    expect(within(details).getByText("“it's my go”")).toBeTruthy();
    expect(within(details).getByText("Synonyms: travel, move")).toBeTruthy();
    expect(within(details).getByText("Forms: goes, going, gone, went")).toBeTruthy();
    expect(within(details).getByText("CEFR level: A1 (CEFR-J Vocabulary Profile)")).toBeTruthy();
    // An English interface asks for no glosses.
    expect(server.requests.every((request) => !new URL(request.url).searchParams.has("lang"))).toBe(true);
  });
});
