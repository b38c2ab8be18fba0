import { describe, expect, it, vi } from "vitest";
import { AI_ENDPOINT, AI_TOASTS, HTML_RESPONSE_MESSAGE, callAi, translate, type AiToast } from "../../src/lib/ai";
import { TOKEN_LIMIT_MESSAGE } from "../../worker/contract/ai";

const REQUEST = { type: "translate", text: "hello", targetLanguage: "ru" } as const;

function setup(respond: () => Promise<Response> | Response, token: string | null = "access-token") {
  const toasts: AiToast[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  const options = {
    getAccessToken: () => token,
    toast: (t: AiToast) => void toasts.push(t),
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  return { toasts, fetch, options };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const text = (body: string, status = 200, contentType = "text/plain") =>
  new Response(body, { status, headers: { "Content-Type": contentType } });

describe("callAi (POST /api/consolidated)", () => {
  it("posts the task as JSON with the bearer token and returns the parsed body", async () => {
    const { fetch, options, toasts } = setup(() => json({ translatedText: "привет" }));
    expect(await callAi(REQUEST, options)).toEqual({ translatedText: "привет" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(AI_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer access-token");
    expect(JSON.parse(init?.body as string)).toEqual(REQUEST);
    expect(toasts).toEqual([]);
  });

  it("returns a body that is not JSON as output", async () => {
    const { options } = setup(() => text("Just some words"));
    expect(await callAi(REQUEST, options)).toEqual({ output: "Just some words" });
  });

  it("429: shows 'Лимит токенов превышен' with the server's message and flags token_limit_exceeded", async () => {
    const { options, toasts } = setup(() => json({ message: "Custom limit text" }, 429));
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "token_limit_exceeded" } });
    expect(toasts).toEqual([{ title: "Лимит токенов превышен", description: "Custom limit text", variant: "destructive" }]);
  });

  it("429 without a message: uses the default limit text", async () => {
    const { options, toasts } = setup(() => text("", 429));
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "token_limit_exceeded" } });
    expect(toasts[0]?.description).toBe(TOKEN_LIMIT_MESSAGE);
    expect(TOKEN_LIMIT_MESSAGE).toBe("Дневной лимит токенов превышен. Попробуйте завтра.");
  });

  it("another failing status: 'Ошибка сервера: <status> - <body>' under 'Ошибка AI'", async () => {
    const { options, toasts } = setup(() => json({ error: { code: "not_found", message: "No such endpoint" } }, 404));
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "general_error" } });
    expect(toasts).toEqual([{ title: "Ошибка AI", description: "Ошибка сервера: 404 - No such endpoint", variant: "destructive" }]);
  });

  it("an HTML page instead of JSON is an error", async () => {
    const { options, toasts } = setup(() => text("<!DOCTYPE html><html><body>Oops</body></html>", 200, "text/html"));
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "general_error" } });
    expect(toasts).toEqual([{ title: "Ошибка AI", description: HTML_RESPONSE_MESSAGE, variant: "destructive" }]);
    expect(HTML_RESPONSE_MESSAGE).toBe("Сервер вернул HTML ошибку вместо JSON ответа");
  });

  it("a network failure: 'Ошибка сети'", async () => {
    const { options, toasts } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "general_error" } });
    expect(toasts).toEqual([
      {
        title: "Ошибка сети",
        description: "Не удалось подключиться к серверу. Проверьте ваше интернет-соединение.",
        variant: "destructive",
      },
    ]);
  });

  it("401 or no session: 'Ошибка авторизации' (and no request without a token)", async () => {
    const expired = setup(() => json({ error: { code: "invalid_token", message: "The access token is invalid or has expired." } }, 401));
    expect(await callAi(REQUEST, expired.options)).toEqual({ error: { type: "general_error" } });
    expect(expired.toasts).toEqual([{ ...AI_TOASTS.auth, variant: "destructive" }]);
    expect(AI_TOASTS.auth).toEqual({ title: "Ошибка авторизации", description: "Ваша сессия истекла. Пожалуйста, войдите снова." });

    const anonymous = setup(() => json({}), null);
    expect(await callAi(REQUEST, anonymous.options)).toEqual({ error: { type: "general_error" } });
    expect(anonymous.fetch).not.toHaveBeenCalled();
    expect(anonymous.toasts).toEqual([{ ...AI_TOASTS.auth, variant: "destructive" }]);
  });

  it("500: 'Ошибка сервера'", async () => {
    const { options, toasts } = setup(() => json({ error: { code: "internal_error", message: "Something went wrong" } }, 500));
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "general_error" } });
    expect(toasts).toEqual([
      { title: "Ошибка сервера", description: "На сервере произошла ошибка. Пожалуйста, попробуйте позже.", variant: "destructive" },
    ]);
  });

  it("anything else: 'Ошибка AI' / 'Произошла неизвестная ошибка. Попробуйте снова.'", async () => {
    const broken = { status: 200, ok: true, headers: new Headers(), text: () => Promise.reject("not an Error") } as unknown as Response;
    const { options, toasts } = setup(() => broken);
    expect(await callAi(REQUEST, options)).toEqual({ error: { type: "general_error" } });
    expect(toasts).toEqual([
      { title: "Ошибка AI", description: "Произошла неизвестная ошибка. Попробуйте снова.", variant: "destructive" },
    ]);
  });
});

describe("translate", () => {
  const OFFLINE_SENTENCE = {
    translatedText: "",
    translation: "",
    sourceLanguage: "en",
    targetLanguage: "ru",
    basic: true,
    outcome: "untranslated",
    match: null,
    wordByWord: [{ word: "dog", headword: "dog", translation: "собака" }],
    note: "Без AI переводчик ищет в словаре только слова и устойчивые выражения — перевести предложение он не может.",
  };

  it("returns the model's translation, without a toast", async () => {
    const { options, toasts } = setup(() =>
      json({ translatedText: "Bonjour", translation: "Bonjour", sourceLanguage: "en", targetLanguage: "fr", basic: false }),
    );
    expect(await translate({ text: "Hello", targetLanguage: "fr" }, options)).toEqual({
      translatedText: "Bonjour",
      sourceLanguage: "en",
      basic: false,
      outcome: "translated",
      match: null,
      wordByWord: null,
      note: null,
    });
    expect(toasts).toEqual([]);
  });

  it("returns offline mode's 'cannot translate this' as it came, with no 'Успех' toast", async () => {
    const { options, toasts } = setup(() => json(OFFLINE_SENTENCE));
    const { translation: _same, targetLanguage: _target, ...shown } = OFFLINE_SENTENCE;
    expect(await translate({ text: "The dog barks.", targetLanguage: "ru" }, options)).toEqual(shown);
    expect(toasts).toEqual([]);
  });

  it("reads `translation` or `output` when `translatedText` is missing", async () => {
    const plain = { sourceLanguage: "auto", basic: false, outcome: "translated", match: null, wordByWord: null, note: null };
    expect(await translate({ text: "hi", targetLanguage: "de" }, setup(() => json({ translation: "hallo" })).options)).toEqual({
      translatedText: "hallo",
      ...plain,
    });
    expect(await translate({ text: "hi", targetLanguage: "de" }, setup(() => text("hallo")).options)).toEqual({
      translatedText: "hallo",
      ...plain,
    });
  });

  it("reports a response without any text as 'Ошибка перевода'", async () => {
    const { options, toasts } = setup(() => json({ something: "else" }));
    expect(await translate({ text: "hi", targetLanguage: "de" }, options)).toEqual({ error: { type: "general_error" } });
    expect(toasts).toEqual([{ title: "Ошибка перевода", description: "Не удалось выполнить перевод", variant: "destructive" }]);
  });
});
