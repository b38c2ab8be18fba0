/**
 * One character rule for names and titles : NUL and other control characters,
 * bidi embeddings/overrides/isolates and lone surrogates are refused with 400 and a clear message in
 * display names, category names, chat titles and words; real text (Cyrillic, Kazakh, emoji) is kept.
 */
import { describe, expect, it } from "vitest";
import { isSafeText } from "../../worker/contract/text";
import { signedIn, type ErrorResponse } from "./vocabulary/helpers";

const UNSAFE = [
  ["NUL", "Ali\u0000ce"],
  ["a right-to-left override", "\u202Egnp.exe"],
  ["a left-to-right embedding", "a\u202Ab"],
  ["a first-strong isolate", "x\u2068y"],
  ["a pop-directional isolate", "x\u2069"],
  ["a lone high surrogate", "word\uD83D"],
  ["a lone low surrogate", "\uDE00word"],
] as const;

const MESSAGE = /must not contain control characters, text-direction overrides or broken characters/;

describe("the names-and-titles character rule", () => {
  it("keeps letters of every language the app speaks, emoji and ordinary punctuation", () => {
    for (const text of ["Aruzhan", "Айгерім Қасымова", "O'Brien-Smith", "🙂 Travel words", "naïve café"])
      expect(isSafeText(text), text).toBe(true);
  });

  it.each(UNSAFE)("refuses %s", (_, text) => {
    expect(isSafeText(text)).toBe(false);
  });

  it.each(UNSAFE)("answers 400 for %s in a display name, a category name, a chat title and a word", async (_, text) => {
    const user = await signedIn();
    const attempts = [
      user.call("/api/profile", { method: "PATCH", json: { fullName: text } }),
      user.call("/api/categories", { method: "POST", json: { name: text } }),
      user.call("/api/chats", { method: "POST", json: { title: text } }),
      user.call("/api/words", { method: "POST", json: { word: text } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status, res.url).toBe(400);
      const { error } = await res.json<ErrorResponse>();
      expect(error.code).toBe("validation_failed");
      expect(error.message).toMatch(MESSAGE);
    }
  });

  it("stores a name with emoji and Kazakh letters as it was typed", async () => {
    const user = await signedIn();
    const res = await user.call("/api/categories", { method: "POST", json: { name: "Сөздер 🙂" } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ name: "Сөздер 🙂" });
  });
});
