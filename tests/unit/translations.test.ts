import { describe, expect, it } from "vitest";
import commonEn from "../../src/locales/en/common.json";
import commonKk from "../../src/locales/kk/common.json";
import commonRu from "../../src/locales/ru/common.json";

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(path, value);
    else for (const [nested, text] of flatten(value, path)) flat.set(nested, text);
  }
  return flat;
}

/**
 * Every namespace file, by language: the SPA's src/locales/<language>/<namespace>.json and the Worker's
 * catalogue worker/i18n/locales/<language>/<namespace>.json (named "server:<namespace>" here).
 */
const files = {
  ...import.meta.glob<Messages>("../../src/locales/*/*.json", { eager: true, import: "default" }),
  ...import.meta.glob<Messages>("../../worker/i18n/locales/*/*.json", { eager: true, import: "default" }),
};

function namespaceBundles(): Record<string, [Messages, Messages, Messages]> {
  const byNamespace: Record<string, Partial<Record<string, Messages>>> = {};
  for (const [file, messages] of Object.entries(files)) {
    const [, language, name] = /locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (!language || !name) continue;
    const namespace = file.includes("/worker/") ? `server:${name}` : name;
    (byNamespace[namespace] ??= {})[language] = messages;
  }
  return Object.fromEntries(Object.entries(byNamespace).map(([namespace, { en = {}, ru = {}, kk = {} }]) => [namespace, [en, ru, kk]]));
}

const namespaces = namespaceBundles();

describe.each(Object.entries(namespaces))("translations of the %s namespace", (_namespace, [en, ru, kk]) => {
  const english = flatten(en);

  it.each([
    ["Russian", ru],
    ["Kazakh", kk],
  ] as const)("has a %s text for every English key and no other keys", (_language, messages) => {
    const translated = flatten(messages);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const text of translated.values()) expect(text.trim()).not.toBe("");
  });

  it("translates the texts rather than copying the English ones", () => {
    // Names that stay the same in every language: the product, the exams, the language codes.
    const untranslatable = /^(Lexora|IELTS|SAT)$/;
    for (const messages of [ru, kk]) {
      const copied = [...flatten(messages)].filter(([key, text]) => text === english.get(key) && !untranslatable.test(text));
      expect(copied).toEqual([]);
    }
  });
});

describe("spec strings", () => {
  it("uses the specification's loading texts", () => {
    expect([commonEn.loading, commonRu.loading, commonKk.loading]).toEqual(["Loading...", "Загрузка...", "Жүктелуде..."]);
  });
});
