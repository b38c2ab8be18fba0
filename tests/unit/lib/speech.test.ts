import { describe, expect, it } from "vitest";
import { chooseVoice } from "../../../src/lib/speech";

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

describe("the pronunciation voice (spec §9 order)", () => {
  const english = [
    voice("eSpeak English", "en-US"),
    voice("Google UK English Female", "en-GB"),
    voice("Karen", "en-AU"),
    voice("Samantha", "en-US"),
  ];

  it("prefers Samantha, then Karen, then Google US English", () => {
    expect(chooseVoice(english, "en-US")?.name).toBe("Samantha");
    expect(chooseVoice(english.slice(0, 3), "en-US")?.name).toBe("Karen");
    expect(chooseVoice([...english.slice(0, 2), voice("Google US English", "en-US")], "en-US")?.name).toBe("Google US English");
  });

  it("then any Google voice, then any voice that is not eSpeak, then any voice of the language", () => {
    expect(chooseVoice(english.slice(0, 2), "en")?.name).toBe("Google UK English Female");
    expect(chooseVoice([voice("eSpeak English", "en-US"), voice("Daniel", "en-GB")], "en")?.name).toBe("Daniel");
    expect(chooseVoice([voice("eSpeak English", "en-US")], "en-US")?.name).toBe("eSpeak English");
  });

  it("chooses only voices of the language asked for", () => {
    expect(chooseVoice([voice("Samantha", "en-US"), voice("Milena", "ru-RU")], "ru-RU")?.name).toBe("Milena");
    expect(chooseVoice([voice("Samantha", "en-US")], "ru")).toBeUndefined();
  });
});
