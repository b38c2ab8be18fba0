import { describe, expect, it } from "vitest";
import { api } from "./helpers";

const postJson = (path: string, body: string, contentType = "application/json") =>
  api(path, { method: "POST", headers: { "Content-Type": contentType }, body });

describe("the API error shape", () => {
  it("answers 400 invalid_json for a body that is not JSON", async () => {
    const res = await postJson("/api/client-errors", "{not json");
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("invalid_json");
    expect(body.error.message).toMatch(/json/i);
  });

  it("answers 400 validation_failed naming the field for a body that breaks the schema", async () => {
    const res = await postJson("/api/client-errors", JSON.stringify({ message: "", url: "/x" }));
    expect(res.status).toBe(400);
    const body = await res.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toContain("message");
  });

  it.each(["null", "[]", '"text"', "12", JSON.stringify({ message: "x".repeat(2001), url: "/" })])(
    "never answers 5xx for the odd body %s",
    async (body) => {
      const res = await postJson("/api/client-errors", body);
      expect(res.status).toBe(400);
    },
  );

  it("accepts a well-formed crash report", async () => {
    const res = await postJson("/api/client-errors", JSON.stringify({ message: "boom", stack: "at x", url: "/dictionary" }));
    expect(res.status).toBe(202);
  });

  it("answers 404 JSON for an unknown /api route", async () => {
    const res = await api("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such endpoint: GET /api/no-such-thing" } });
  });

  it("answers 404 JSON for a known path with an unsupported method", async () => {
    const res = await api("/api/health", { method: "DELETE" });
    expect(res.status).toBe(404);
    expect((await res.json<{ error: { code: string } }>()).error.code).toBe("not_found");
  });
});

describe("error messages in the reader's language", () => {
  const unauthenticated = async (acceptLanguage?: string) => {
    const res = await api("/api/words", acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {});
    expect(res.status).toBe(401);
    return (await res.json<{ error: { code: string; message: string } }>()).error;
  };

  it("writes the message in the language the SPA sends, keeping the code", async () => {
    expect(await unauthenticated("ru")).toEqual({ code: "unauthenticated", message: "Войдите, чтобы пользоваться этим." });
    expect(await unauthenticated("kk")).toEqual({ code: "unauthenticated", message: "Мұны пайдалану үшін кіріңіз." });
    expect(await unauthenticated("en")).toEqual({ code: "unauthenticated", message: "Sign in to use this." });
  });

  it("takes a browser's list by preference and falls back to English for languages it does not speak", async () => {
    expect((await unauthenticated("de-DE,kk;q=0.5,ru;q=0.9")).message).toBe("Войдите, чтобы пользоваться этим.");
    expect((await unauthenticated("fr-FR,de;q=0.9")).message).toBe("Sign in to use this.");
    expect((await unauthenticated()).message).toBe("Sign in to use this.");
  });

  it("fills a message's parameters in the reader's language", async () => {
    const res = await api("/api/no-such-thing", { headers: { "Accept-Language": "ru-RU" } });
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe("Такого адреса API нет: GET /api/no-such-thing");
  });
});

describe("domain errors and validation in the reader's language", () => {
  type Error = { error: { code: string; message: string; field?: string } };
  const inLanguage = (lang: string) => ({ headers: { "Accept-Language": lang } });

  it("names the refused field in Russian and Kazakh, and keeps the schema's own message in English", async () => {
    const body = JSON.stringify({ message: "", url: "/x" });
    const refused = async (lang: string) => {
      const res = await api("/api/client-errors", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": lang },
        body,
      });
      expect(res.status).toBe(400);
      return (await res.json<Error>()).error;
    };
    expect(await refused("ru")).toEqual({
      code: "validation_failed",
      message: "Неверные данные — поле «message»: не может быть пустым",
      field: "message",
    });
    expect(await refused("kk")).toEqual({
      code: "validation_failed",
      message: "Деректер қате — «message» өрісі: бос болмауы керек",
      field: "message",
    });
    expect((await refused("en")).message).toMatch(/^Invalid json: message: /);
  });

  it("tells a missing field from one of the wrong type", async () => {
    const res = await api("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ru" },
      body: JSON.stringify({ message: 5 }),
    });
    expect((await res.json<Error>()).error.message).toBe("Неверные данные — поле «message»: должно быть текстом");
    const missing = await api("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "ru" },
      body: JSON.stringify({ message: "boom" }),
    });
    expect((await missing.json<Error>()).error.message).toBe("Неверные данные — поле «url»: обязательно");
  });

  it("answers a domain's error in Russian, its values filled in", async () => {
    const { signedIn } = await import("./vocabulary/helpers");
    const user = await signedIn();
    const missing = await user.call("/api/words/no-such-word", { method: "DELETE", ...inLanguage("ru") });
    expect(await missing.json<Error>()).toEqual({ error: { code: "word_not_found", message: "Слово не найдено." } });
    const quiz = await user.call("/api/quizzes", { method: "POST", json: { source: "dictionary", questionCount: 4 }, ...inLanguage("ru") });
    expect(quiz.status).toBe(422);
    expect((await quiz.json<Error>()).error.message).toBe(
      "Для теста нужно не меньше 4 слов с определением. Добавьте слова в словарь (или выберите другой источник) и попробуйте снова.",
    );
    const general = (await user.ok<{ categories: { id: string; isDefault: boolean }[] }>("/api/categories")).categories.find(
      (c) => c.isDefault,
    )!;
    const locked = await user.call(`/api/categories/${general.id}`, { method: "DELETE", ...inLanguage("kk") });
    expect(await locked.json<Error>()).toEqual({ error: { code: "category_locked", message: "«Жалпы» санатын жоюға болмайды." } });
  });

  it("answers a refused range of stored audio in the reader's language", async () => {
    const { signedIn } = await import("./vocabulary/helpers");
    const user = await signedIn();
    const upload = await user.call("/api/audio", {
      method: "POST",
      headers: { "Content-Type": "audio/webm" },
      body: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Array.from({ length: 12 }, (_, i) => i)]),
    });
    expect(upload.status).toBe(201);
    const { key } = await upload.json<{ key: string }>();
    const res = await user.call(`/api/audio/${key}`, { headers: { Range: "bytes=100-200", "Accept-Language": "ru" } });
    expect(res.status).toBe(416);
    expect((await res.json<Error>()).error.message).toBe("Запрошенный диапазон выходит за пределы файла (16 байт).");
  });
});
