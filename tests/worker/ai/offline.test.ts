import { describe, expect, it, vi } from "vitest";
import { cannedReply, chatIntent, streamCannedReply } from "../../../worker/ai/offline";

describe("offline mode's canned chat replies", () => {
  it.each([
    ["Hello!", "greeting"],
    ["Привет, как дела?", "greeting"],
    ["Добрый день", "greeting"],
    ["What does 'ubiquitous' mean?", "vocabulary"],
    ["Как запомнить новые слова?", "vocabulary"],
    ["How do I get band 7 in IELTS writing?", "ielts"],
    ["Когда употреблять артикль the?", "grammar"],
    ["Explain the past perfect tense", "grammar"],
    ["Tell me a joke", "fallback"],
  ])("reads %j as the %s intent", (message, intent) => {
    expect(chatIntent(message)).toBe(intent);
  });

  it("streams the reply word by word in the learner's language and logs why it is canned", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const words: string[] = [];
    for await (const word of streamCannedReply("hello", "ru")) words.push(word);
    expect(words.join("")).toBe(cannedReply("hello", "ru"));
    expect(words.join("")).toMatch(/^Привет! Рад вас видеть\./);
    expect(cannedReply("hello", "kk")).toMatch(/^Сәлем! Сізді көргеніме қуаныштымын\./);
    expect(cannedReply("hello", "en")).toMatch(/^Hi! Nice to see you\./);
    expect(words.length).toBeGreaterThan(10);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("AI offline mode"));
  });

  it("stops streaming when the reply is cancelled", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const abort = new AbortController();
    const words: string[] = [];
    for await (const word of streamCannedReply("hello", "en", abort.signal)) {
      words.push(word);
      if (words.length === 3) abort.abort();
    }
    expect(words).toHaveLength(3);
  });
});
