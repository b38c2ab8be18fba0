/** The builder's autosave queue (src/features/lessons/builder/autosave.ts) with fake timers and a fake server. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AutosaveQueue,
  draftStorageKey,
  keptDraft,
  type SaveStatus,
  type SendResult,
} from "../../../src/features/lessons/builder/autosave";
import type { Draft } from "../../../src/features/lessons/builder/model";

const draft = (title: string): Draft => ({ title, description: null, level: null, blocks: [] });

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

function setup(answers: (SendResult | "throw")[]) {
  const storage = new MemoryStorage();
  const sent: string[] = [];
  const statuses: SaveStatus["state"][] = [];
  const queue = new AutosaveQueue({
    lessonId: "L1",
    storage,
    delayMs: 800,
    retryMs: 10_000,
    send: async (d) => {
      sent.push(d.title);
      const answer = answers.shift() ?? { ok: true };
      if (answer === "throw") throw new TypeError("Failed to fetch");
      return answer;
    },
    onStatus: (status) => statuses.push(status.state),
  });
  return { storage, sent, statuses, queue };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("AutosaveQueue", () => {
  it("keeps every change locally at once and sends only the newest after a pause in typing", async () => {
    const { storage, sent, statuses, queue } = setup([]);
    queue.change(draft("M"));
    queue.change(draft("Ma"));
    expect(keptDraft(storage, "L1")?.title).toBe("Ma");
    await vi.advanceTimersByTimeAsync(799);
    expect(sent).toEqual([]);
    queue.change(draft("Map"));
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual(["Map"]);
    expect(statuses).toEqual(["saving", "saved"]);
    expect(storage.getItem(draftStorageKey("L1"))).toBeNull();
  });

  it("keeps the draft when offline and sends it when the browser is back online", async () => {
    const { storage, sent, statuses, queue } = setup(["throw"]);
    queue.change(draft("Offline edit"));
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses).toEqual(["saving", "unsaved"]);
    expect(keptDraft(storage, "L1")?.title).toBe("Offline edit");
    queue.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(["Offline edit", "Offline edit"]);
    expect(statuses.at(-1)).toBe("saved");
    expect(keptDraft(storage, "L1")).toBeNull();
  });

  it("tries again by itself after a server failure", async () => {
    const { sent, statuses, queue } = setup([{ ok: false, refused: null }]);
    queue.change(draft("A"));
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses.at(-1)).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual(["A", "A"]);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("reports a refusal with the server's message, keeps the copy and waits for the next change", async () => {
    const { storage, sent, statuses, queue } = setup([
      { ok: false, refused: { message: "The text must not be empty", field: "blocks.0.markdown" } },
    ]);
    queue.change(draft("bad"));
    await vi.advanceTimersByTimeAsync(800);
    expect(statuses).toEqual(["saving", "refused"]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(["bad"]);
    expect(keptDraft(storage, "L1")?.title).toBe("bad");
    queue.change(draft("good"));
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual(["bad", "good"]);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("sends a change made while a save is under way right after it, never two at once", async () => {
    let release: (r: SendResult) => void = () => {};
    const storage = new MemoryStorage();
    const sent: string[] = [];
    const statuses: SaveStatus["state"][] = [];
    const queue = new AutosaveQueue({
      lessonId: "L1",
      storage,
      send: (d) => {
        sent.push(d.title);
        return sent.length === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve({ ok: true });
      },
      onStatus: (s) => statuses.push(s.state),
    });
    queue.change(draft("first"));
    await vi.advanceTimersByTimeAsync(800);
    queue.change(draft("second"));
    await vi.advanceTimersByTimeAsync(800);
    expect(sent).toEqual(["first"]);
    release({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(["first", "second"]);
    expect(statuses.at(-1)).toBe("saved");
    expect(keptDraft(storage, "L1")).toBeNull();
  });

  it("reads back only a well-formed kept draft", () => {
    const storage = new MemoryStorage();
    storage.setItem(draftStorageKey("L1"), "{not json");
    expect(keptDraft(storage, "L1")).toBeNull();
    storage.setItem(draftStorageKey("L1"), JSON.stringify({ title: "x" }));
    expect(keptDraft(storage, "L1")).toBeNull();
    storage.setItem(draftStorageKey("L1"), JSON.stringify(draft("x")));
    expect(keptDraft(storage, "L1")).toEqual(draft("x"));
  });
});
