import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { basicTranslation, glossLookupWords, glossTranslation } from "../../../worker/contract/ai";
import { glossLanguageOf } from "../../../worker/contract/vocabulary-constants";
import { WordGloss } from "../../../src/components/WordGloss";
import { createI18n } from "../../../src/lib/i18n";

async function renderIn(language: string, gloss: string | null) {
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <WordGloss gloss={gloss} />
    </I18nextProvider>,
  );
}

describe("which glosses an interface asks for", () => {
  it("is Russian for a Russian interface and none for English or Kazakh", () => {
    expect(glossLanguageOf("ru")).toBe("ru");
    expect(glossLanguageOf("ru-RU")).toBe("ru");
    expect(glossLanguageOf("en")).toBeNull();
    expect(glossLanguageOf("kk")).toBeNull();
    expect(glossLanguageOf("rus")).toBeNull();
  });
});

describe("a word's gloss", () => {
  it("shows the Russian gloss in a Russian interface", async () => {
    await renderIn("ru", "собака, пёс");
    expect(screen.getByTestId("word-gloss").textContent).toBe("Перевод: собака, пёс");
    expect(screen.getByTestId("word-gloss").getAttribute("lang")).toBe("ru");
  });

  it("says there is no Kazakh dictionary in a Kazakh interface instead of showing nothing", async () => {
    await renderIn("kk", null);
    expect(screen.getByText("Қазақша сөздік әзірге жоқ, сондықтан сөздердің қазақша аудармасы көрсетілмейді.")).toBeTruthy();
    expect(screen.queryByTestId("word-gloss")).toBeNull();
  });

  it("shows nothing in English, or when the word has no gloss", async () => {
    const english = await renderIn("en", null);
    expect(english.container.innerHTML).toBe("");
    english.unmount();
    const russian = await renderIn("ru", null);
    expect(russian.container.innerHTML).toBe("");
  });
});

describe("offline translation with glosses", () => {
  const glosses = { dog: "собака, пёс; кобель", go: "идти, ходить", "ice cream": "мороженое" };

  it("looks up the text and its words, only for short phrases", () => {
    expect(glossLookupWords(" Dog! ")).toEqual(["dog"]);
    expect(glossLookupWords("ice  cream")).toEqual(["ice cream", "ice", "cream"]);
    expect(glossLookupWords("one two three four five")).toEqual([]);
    expect(glossLookupWords("dog, cat")).toEqual([]);
  });

  it("translates the whole phrase, else word by word when every word has a gloss", () => {
    expect(glossTranslation("Ice cream.", glosses)).toBe("мороженое");
    expect(glossTranslation("dog", glosses)).toBe("собака, пёс; кобель");
    expect(glossTranslation("dog go", glosses)).toBe("собака идти");
    expect(glossTranslation("dog cat", glosses)).toBeNull();
  });

  it("keeps the built-in phrases first and marks what nothing translates", () => {
    expect(basicTranslation("hello", "ru", { hello: "алло" })).toBe("привет");
    expect(basicTranslation("dog", "ru", glosses)).toBe("собака, пёс; кобель");
    expect(basicTranslation("dog", "es", glosses)).toBe("dog (translated into Spanish)");
    expect(basicTranslation("cat", "ru", glosses)).toBe("cat (translated into Russian)");
  });
});
