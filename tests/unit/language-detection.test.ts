import { describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "../../src/lib/constants";
import { createI18n, sanitizeDetectedLanguage } from "../../src/lib/i18n";

type Source = "querystring" | "cookie" | "localStorage" | "sessionStorage" | "navigator" | "htmlTag";

const SOURCES_IN_ORDER: Source[] = ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"];

function setBrowserLanguages(languages: string[]): void {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  vi.spyOn(navigator, "language", "get").mockReturnValue(languages[0] ?? "");
}

function offer(source: Source, language: string): void {
  switch (source) {
    case "querystring":
      window.history.replaceState(null, "", `/?lng=${language}`);
      break;
    case "cookie":
      document.cookie = `i18next=${language}; path=/`;
      break;
    case "localStorage":
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      break;
    case "sessionStorage":
      sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      break;
    case "navigator":
      setBrowserLanguages([language]);
      break;
    case "htmlTag":
      document.documentElement.lang = language;
      break;
  }
}

describe("language detection (spec §4)", () => {
  // Each source offers Kazakh while every later source offers Russian: Kazakh must win.
  it.each(SOURCES_IN_ORDER.slice(0, -1).map((source, index) => [source, SOURCES_IN_ORDER.slice(index + 1)] as const))(
    "prefers %s over every later source",
    (winner, laterSources) => {
      setBrowserLanguages([]);
      for (const source of laterSources) offer(source, "ru");
      offer(winner, "kk");
      expect(createI18n().language).toBe("kk");
    },
  );

  it("uses the html lang when no other source has a language", () => {
    setBrowserLanguages([]);
    offer("htmlTag", "ru");
    expect(createI18n().language).toBe("ru");
  });

  it("matches a regional browser language before a later exact one", () => {
    setBrowserLanguages(["ru-RU"]);
    offer("htmlTag", "en");
    expect(createI18n().language).toBe("ru");
  });

  it("discards a script injection in the query string and uses the next source", () => {
    window.history.replaceState(null, "", "/?lng=<script>alert(1)</script>");
    offer("cookie", "kk");
    expect(createI18n().language).toBe("kk");
  });

  it("passes on only the detected values that are language tags", () => {
    document.cookie = "i18next=javascript.alert; path=/";
    offer("localStorage", "ru-RU");
    const i18n = createI18n();
    expect(i18n.services.languageDetector.detect(["cookie", "localStorage"])).toEqual(["ru"]);
    expect(i18n.language).toBe("ru");
  });

  it("falls back to English for an unsupported language", () => {
    setBrowserLanguages(["de-DE"]);
    offer("querystring", "fr");
    expect(createI18n().language).toBe("en");
  });

  it("caches the detected language in local storage", () => {
    setBrowserLanguages([]);
    offer("querystring", "kk");
    createI18n();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("kk");
  });

  it("keeps <html lang> in step with the language", async () => {
    setBrowserLanguages(["en"]);
    const i18n = createI18n();
    expect(document.documentElement.lang).toBe("en");
    await i18n.changeLanguage("ru");
    expect(document.documentElement.lang).toBe("ru");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ru");
  });
});

describe("detected language guard (spec §5)", () => {
  it.each([
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "javascript.alert",
    "en');alert(1);('",
    "script",
    "en us",
    "a".repeat(30),
    "",
  ])("discards %j", (value) => {
    expect(sanitizeDetectedLanguage(value)).toBeUndefined();
  });

  it.each([
    ["en", "en"],
    ["ru-RU", "ru"],
    ["kk_KZ", "kk"],
    ["EN", "en"],
    ["zh-Hant-TW", "zh"],
  ])("keeps the language of %j", (value, language) => {
    expect(sanitizeDetectedLanguage(value)).toBe(language);
  });
});
