import { describe, expect, it } from "vitest";
import { CHAT_ERROR_CODES } from "../../worker/contract/chat";

/**
 * The Worker's texts for people come from its catalogue (worker/i18n/locales/<lang>/<namespace>.json), so an
 * error thrown anywhere in worker/ (its Durable Objects included) must have its catalogue entry: the type of ApiError's
 * code and key already asks for one, and this scan of the sources catches what a cast or a new way of
 * answering would slip past.
 */
type Messages = Record<string, string>;
const catalogues = import.meta.glob<Messages>("../../worker/i18n/locales/*/*.json", { eager: true, import: "default" });
const sources = import.meta.glob<string>(["../../worker/**/*.ts", "!**/*.d.ts"], {
  eager: true,
  query: "?raw",
  import: "default",
});
const contracts = import.meta.glob<Record<string, unknown>>("../../worker/contract/*.ts", { eager: true });

const errorsEn = catalogues["../../worker/i18n/locales/en/errors.json"]!;
/** Keys as they are named in code: a key with plural forms once, without i18next's suffixes. */
const errorKeys = new Set(Object.keys(errorsEn).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")));

/** The text of a call's arguments, from the "(" at `open` to its matching ")". */
function argumentsAt(source: string, open: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < source.length; i++) {
    const ch = source[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'" || ch === "`") quote = ch;
    else if (ch === "(" || ch === "{" || ch === "[") depth++;
    else if (ch === ")" || ch === "}" || ch === "]") {
      depth--;
      if (depth === 0) return source.slice(open + 1, i);
    }
  }
  throw new Error(`unbalanced call at ${open}`);
}

/** Top-level arguments of a call's argument text. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'" || ch === "`") quote = ch;
    else if ("({[".includes(ch)) depth++;
    else if (")}]".includes(ch)) depth--;
    else if (ch === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** The value of a code expression: a string literal, or a constant of worker/contract (`X_ERROR_CODES.y`, `FORUM_RATE_LIMITED`). */
function codeValue(expression: string): string | null {
  const literal = /^"(\w+)"$/.exec(expression)?.[1];
  if (literal) return literal;
  const [name, member] = expression.split(".");
  for (const module of Object.values(contracts)) {
    const value = module[name!];
    if (member === undefined && typeof value === "string") return value;
    if (member !== undefined && typeof value === "object" && value !== null && member in value) {
      return String((value as Record<string, unknown>)[member]);
    }
  }
  return null;
}

/** `keys` is null for a key passed in a variable, whose type (a union of catalogue keys) is checked by tsc. */
type Thrown = { where: string; code: string | null; keys: string[] | null };

/** Every `new ApiError(...)`, `errorJson(...)` and ApiError subclass's `super(...)` in the Worker's sources. */
function thrownErrors(): Thrown[] {
  const found: Thrown[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const calls = [
      ...[...source.matchAll(/new ApiError\(/g)].map((m) => ({ at: m.index + m[0].length - 1, codeArg: 1 })),
      ...[...source.matchAll(/(?<!function )errorJson\(/g)].map((m) => ({ at: m.index + m[0].length - 1, codeArg: 2 })),
      ...(/extends ApiError/.test(source)
        ? [...source.matchAll(/super\(/g)].map((m) => ({ at: m.index + m[0].length - 1, codeArg: 1 }))
        : []),
    ];
    for (const { at, codeArg } of calls) {
      const text = argumentsAt(source, at);
      const args = splitArguments(text);
      const line = source.slice(0, at).split("\n").length;
      const options = args[codeArg + 1] ?? "";
      const keyExpression = /\bkey:\s*([^,}]+)/.exec(options)?.[1] ?? "";
      // In `a === "x" ? "key_a" : "key_b"` only the branches are keys.
      const branches = keyExpression.includes("?") ? keyExpression.slice(keyExpression.indexOf("?")) : keyExpression;
      const keys = [...branches.matchAll(/"(\w+)"/g)].map((m) => m[1]!);
      const passedOn = /\bkey\b/.test(options) && keys.length === 0;
      found.push({ where: `${file.replace("../../", "")}:${line}`, code: codeValue(args[codeArg] ?? ""), keys: passedOn ? null : keys });
    }
  }
  return found;
}

describe("the Worker's error messages", () => {
  const thrown = thrownErrors();

  it("finds the errors the Worker answers with", () => {
    expect(thrown.length).toBeGreaterThan(150);
  });

  it("has a catalogue entry for every code or key an error is thrown with", () => {
    const missing = thrown.flatMap(({ where, code, keys }) => {
      if (keys === null) return [];
      const named = keys.length > 0 ? keys : code ? [code] : [];
      return named.filter((key) => !errorKeys.has(key)).map((key) => `${where}: ${key}`);
    });
    expect(missing).toEqual([]);
  });

  it("names every error's code or key where it is thrown, but for the one place that passes a code on", () => {
    const unnamed = thrown.filter(({ code, keys }) => code === null && keys?.length === 0).map(({ where }) => where.replace(/:\d+$/, ""));
    // routes/chats.ts answers the hub's refusal by its code.
    expect(unnamed).toEqual(["worker/routes/chats.ts"]);
    expect(CHAT_ERROR_CODES.filter((code) => !errorKeys.has(code))).toEqual([]);
  });
});

describe("the catalogue's parameters", () => {
  const byNamespace = new Map<string, Record<string, Messages>>();
  for (const [file, messages] of Object.entries(catalogues)) {
    const [, lang, namespace] = /locales\/(\w+)\/(\w+)\.json$/.exec(file)!;
    byNamespace.set(namespace!, { ...byNamespace.get(namespace!), [lang!]: messages });
  }
  const names = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)/g)].map((m) => m[1]!);
  const flat = (messages: unknown, prefix = ""): [string, string][] =>
    Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
      typeof value === "object" && value !== null
        ? flat(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)] as [string, string]],
    );

  it.each([...byNamespace.keys()])("uses in Russian and Kazakh only the parameters the English text of %s has", (namespace) => {
    const { en, ru, kk } = byNamespace.get(namespace)!;
    const english = new Map(flat(en));
    for (const messages of [ru, kk]) {
      const unknown = flat(messages).flatMap(([key, text]) =>
        names(text)
          .filter((name) => !names(english.get(key)).includes(name))
          .map((name) => `${key}: {{${name}}}`),
      );
      expect(unknown).toEqual([]);
    }
  });
});
