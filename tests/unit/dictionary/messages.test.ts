import { describe, expect, it } from "vitest";
import type { Word } from "../../../worker/contract/words";
import en from "../../../src/locales/en/dictionary.json";
import enVisitor from "../../../src/locales/en/dictionaryVisitor.json";
import { changedFields } from "../../../src/features/dictionary/EditWordsTab";
import { failureReason } from "../../../src/features/dictionary/error-messages";
import { importRowMessage } from "../../../src/features/dictionary/ImportDialog";
import type { DictionaryT } from "../../../src/features/dictionary/translations";
import { ApiRequestError } from "../../../src/lib/api";
import { createI18n } from "../../../src/lib/i18n";

async function englishT(): Promise<DictionaryT> {
  const i18n = createI18n();
  await i18n.changeLanguage("en");
  i18n.addResourceBundle("en", "dictionary", en);
  return i18n.getFixedT("en", "dictionary") as unknown as DictionaryT;
}

describe("the spec §8 texts", () => {
  it("are used verbatim", () => {
    expect(en.word.pronunciationFailed).toBe("Failed to play pronunciation.");
    expect(en.categories.loadFailed).toBe("Failed to load categories");
    expect(en.categories.createFailed).toBe("Failed to create category");
    expect(en.categories.renameFailed).toBe("Failed to rename category");
    expect(enVisitor.unauthorized).toBe("Failed to load dictionary: user not authorized");
    expect(en.load.failed).toBe("Failed to load dictionary: {{reason}}");
    expect(en.word.deleteFailed).toBe("Failed to delete word");
    expect(en.srs.unauthorized).toBe("Failed to add word to SRS: user not authorized");
    expect(en.srs.failed).toBe("Failed to add to SRS");
    expect(en.categories.added).toBe('Category "{{name}}" added.');
    expect(en.categories.renamed).toBe('Category renamed to "{{name}}".');
    expect(en.categories.deleted).toBe('Category "{{name}}" deleted. Words moved to "{{general}}".');
    expect(en.word.deleted).toBe("Word deleted.");
    expect(en.srs.added).toBe("Word added to SRS");
    expect(en.srs.loginToAdd).toBe("Login to add to SRS");
    expect(en.srs.until).toBe("in SRS until {{date}}");
    expect(en.srs.noDate).toBe("no date");
  });
});

describe("why a call failed", () => {
  it("names the duplicate word and its category, the existing category, and the locked General", async () => {
    const t = await englishT();
    expect(failureReason(t, new ApiRequestError(409, "word_exists", "x"), { word: "run", category: "Verbs" })).toBe(
      "“run” is already in the category “Verbs”.",
    );
    expect(failureReason(t, new ApiRequestError(409, "category_exists", "x"), { category: "Food" })).toBe(
      "A category named “Food” already exists.",
    );
    expect(failureReason(t, new ApiRequestError(409, "category_locked", "x"))).toBe("General cannot be renamed or deleted.");
  });

  it("reads a 401 as 'user not authorized', a 413 as the row limit and a lost connection as such", async () => {
    const t = await englishT();
    expect(failureReason(t, new ApiRequestError(401, "unauthenticated", "x"))).toBe("user not authorized");
    expect(failureReason(t, new ApiRequestError(413, "import_too_large", "x"))).toBe(
      "The file is too large: at most 10,000 rows can be imported at once. Split the file and import the parts.",
    );
    expect(failureReason(t, new TypeError("Failed to fetch"))).toBe("the server could not be reached. Check your internet connection.");
    expect(failureReason(t, new ApiRequestError(400, "validation_failed", "Invalid json: word: too long"))).toBe(
      "the request was refused (Invalid json: word: too long)",
    );
  });
});

describe("an import row error", () => {
  it("is said in the reader's language by its code, and in the server's words otherwise", async () => {
    const t = await englishT();
    expect(importRowMessage(t, { line: 3, code: "missing_word", message: "x" })).toBe("The row has no word.");
    expect(importRowMessage(t, { line: 3, code: "example_too_long", message: "x" })).toBe("The example is too long.");
    expect(importRowMessage(t, { line: 3, code: "invalid_difficulty", message: "x" })).toBe("The difficulty must be Easy, Medium or Hard.");
    expect(importRowMessage(t, { line: 3, code: "something_new", message: "Something new went wrong" })).toBe("Something new went wrong");
  });
});

describe("an inline edit of the Edit Words tab", () => {
  const saved = { word: "run", definition: "move fast", ipa: null, example: null, difficulty: "Easy", categoryId: "c1" } as Word;

  it("sends only what changed; a cleared field becomes null", () => {
    expect(changedFields(saved, {})).toEqual({});
    expect(changedFields(saved, { word: "run", definition: "move fast " })).toEqual({});
    expect(changedFields(saved, { definition: "", ipa: "rʌn", difficulty: "Hard", categoryId: "c2" })).toEqual({
      definition: null,
      ipa: "rʌn",
      difficulty: "Hard",
      categoryId: "c2",
    });
    expect(changedFields(saved, { word: "sprint" })).toEqual({ word: "sprint" });
  });
});
