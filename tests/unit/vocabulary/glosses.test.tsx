import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
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
