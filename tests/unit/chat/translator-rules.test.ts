import { describe, expect, it } from "vitest";
import {
  FLOATING_PANEL_HEIGHT,
  FLOATING_PANEL_WIDTH,
  SOURCE_LANGUAGES,
  TARGET_LANGUAGES,
  canTranslate,
  centredPosition,
  clampPosition,
  restorePosition,
  swapLanguages,
  translateDisabled,
} from "../../../src/features/chat/translator/rules";
import { TRANSLATOR_POSITION_KEY } from "../../../src/features/chat/translator/storage-keys";

const viewport = { width: 1280, height: 800 };

describe("translator languages (spec §9)", () => {
  it("lists en, ru, es, fr, de in both selects, Italian only as a target and auto-detect only as a source", () => {
    expect(SOURCE_LANGUAGES).toEqual(["auto", "en", "ru", "es", "fr", "de"]);
    expect(TARGET_LANGUAGES).toEqual(["en", "ru", "es", "fr", "de", "it"]);
  });
});

describe("swapping languages (spec §5)", () => {
  it("is refused when the source is auto-detect", () => {
    expect(swapLanguages({ source: "auto", target: "en" })).toEqual({ ok: false, reason: "auto" });
  });

  it("exchanges source and target", () => {
    expect(swapLanguages({ source: "ru", target: "en" })).toEqual({ ok: true, languages: { source: "en", target: "ru" } });
  });

  it("is refused when the target cannot be a source (Italian)", () => {
    expect(swapLanguages({ source: "en", target: "it" })).toEqual({ ok: false, reason: "targetOnly" });
  });
});

describe("the translate button (spec §5)", () => {
  it("is disabled while loading, with blank text or with no target", () => {
    expect(translateDisabled({ loading: true, text: "hello", target: "ru" })).toBe(true);
    expect(translateDisabled({ loading: false, text: "   ", target: "ru" })).toBe(true);
    expect(translateDisabled({ loading: false, text: "hello", target: "" })).toBe(true);
    expect(translateDisabled({ loading: false, text: "hello", target: "ru" })).toBe(false);
  });

  it("needs trimmed text and a target before a translation starts", () => {
    expect(canTranslate(" \n", "ru")).toBe(false);
    expect(canTranslate("hello", "")).toBe(false);
    expect(canTranslate("hello", "ru")).toBe(true);
  });
});

describe("the floating panel's saved position (spec §5)", () => {
  function storageWith(value: string | null) {
    const items = new Map<string, string>();
    if (value !== null) items.set(TRANSLATOR_POSITION_KEY, value);
    return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, v: string) => void items.set(key, v) };
  }

  it("uses a saved position inside the bounds", () => {
    const storage = storageWith(JSON.stringify({ x: 10, y: 20 }));
    expect(restorePosition(storage, viewport)).toEqual({ x: 10, y: 20 });
  });

  it.each([
    ["x at the window width minus 400", { x: viewport.width - FLOATING_PANEL_WIDTH, y: 0 }],
    ["y at the window height minus 300", { x: 0, y: viewport.height - FLOATING_PANEL_HEIGHT }],
    ["a negative x", { x: -1, y: 10 }],
    ["a negative y", { x: 10, y: -1 }],
  ])("falls back to the centred position and stores it for %s", (_case, saved) => {
    const storage = storageWith(JSON.stringify(saved));
    const centred = { x: (viewport.width - FLOATING_PANEL_WIDTH) / 2, y: (viewport.height - FLOATING_PANEL_HEIGHT) / 2 };
    expect(restorePosition(storage, viewport)).toEqual(centred);
    expect(JSON.parse(storage.items.get(TRANSLATOR_POSITION_KEY)!)).toEqual(centred);
  });

  it("ignores a missing or unreadable saved value", () => {
    expect(restorePosition(storageWith(null), viewport)).toEqual(centredPosition(viewport));
    expect(restorePosition(storageWith("{not json"), viewport)).toEqual(centredPosition(viewport));
    expect(restorePosition(storageWith('{"x":"10","y":5}'), viewport)).toEqual(centredPosition(viewport));
  });

  it("keeps a dragged panel where the bounds rule would restore it", () => {
    const dragged = clampPosition({ x: 5000, y: -40 }, viewport);
    expect(dragged).toEqual({ x: viewport.width - FLOATING_PANEL_WIDTH - 1, y: 0 });
    const storage = storageWith(JSON.stringify(dragged));
    expect(restorePosition(storage, viewport)).toEqual(dragged);
  });
});
