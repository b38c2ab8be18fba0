import { beforeEach, describe, expect, it } from "vitest";
import { PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, type PendingIeltsSubmission } from "../../../worker/contract/ielts";
import {
  addPendingSubmission,
  flushPendingSubmissions,
  isSatEntry,
  pendingSubmissions,
  type PendingEntry,
  type SendOutcome,
} from "../../../src/features/ielts/shared/pending-submissions";

const USER = "user-1";
const essay = (n: number, user_id: string | undefined = USER): PendingIeltsSubmission => ({
  section: "writing",
  clientId: `writing-client-${n}`,
  promptId: "writing-task2-car-free-centres",
  task_type: "task2",
  task: "Cars should be banned from city centres.",
  user_writing: `Essay number ${n}.`,
  submittedAt: `2026-03-0${n}T10:00:00.000Z`,
  evaluation: null,
  ...(user_id === undefined ? {} : { user_id }),
});

const stored = () => localStorage.getItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY);
const setRaw = (value: unknown) => localStorage.setItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, JSON.stringify(value));

/** A server that stores each client id once, like POST /api/ielts/submissions. */
function fakeServer(outcomes: Partial<Record<string, SendOutcome>> = {}) {
  const received: string[] = [];
  const rows = new Set<string>();
  return {
    received,
    rows,
    send: async (entry: PendingEntry): Promise<SendOutcome> => {
      received.push(entry.clientId);
      const outcome = outcomes[entry.clientId] ?? "stored";
      if (outcome === "stored") rows.add(entry.clientId);
      return outcome;
    },
  };
}

beforeEach(() => localStorage.clear());

describe("pending_ielts_submissions", () => {
  it("keeps submissions made offline with the spec's fields, in the order they were made, each client id once", () => {
    addPendingSubmission(localStorage, essay(1));
    addPendingSubmission(localStorage, essay(2));
    addPendingSubmission(localStorage, essay(1));
    expect(pendingSubmissions(localStorage).map((e) => e.clientId)).toEqual(["writing-client-1", "writing-client-2"]);
    expect(JSON.parse(stored()!)[0]).toMatchObject({
      user_id: USER,
      task_type: "task2",
      task: expect.any(String),
      user_writing: "Essay number 1.",
      evaluation: null,
    });
  });

  it("on reconnect inserts them one by one, oldest first, then deletes the list", async () => {
    [1, 2, 3].forEach((n) => addPendingSubmission(localStorage, essay(n)));
    const server = fakeServer();
    let inFlight = 0;
    const result = await flushPendingSubmissions(localStorage, USER, async (entry) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return server.send(entry);
    });
    expect(server.received).toEqual(["writing-client-1", "writing-client-2", "writing-client-3"]);
    expect(result).toMatchObject({ remaining: 0 });
    expect(result.stored.map((e) => e.clientId)).toEqual(server.received);
    expect(stored()).toBeNull();
  });

  it("skips entries that are not objects (and a list that is not a list)", async () => {
    setRaw(["garbage", 42, null, [essay(9)], essay(1), true, essay(2)]);
    expect(pendingSubmissions(localStorage).map((e) => e.clientId)).toEqual(["writing-client-1", "writing-client-2"]);
    const server = fakeServer();
    await flushPendingSubmissions(localStorage, USER, server.send);
    expect(server.received).toEqual(["writing-client-1", "writing-client-2"]);
    expect(stored()).toBeNull();

    localStorage.setItem(PENDING_IELTS_SUBMISSIONS_STORAGE_KEY, "{not json");
    expect(pendingSubmissions(localStorage)).toEqual([]);
    setRaw({ clientId: "x" });
    expect(pendingSubmissions(localStorage)).toEqual([]);
  });

  it("stops at a lost connection, keeps that entry and the later ones, and never sends a stored one again", async () => {
    [1, 2, 3].forEach((n) => addPendingSubmission(localStorage, essay(n)));
    const down = fakeServer({ "writing-client-2": "retry" });
    expect(await flushPendingSubmissions(localStorage, USER, down.send)).toMatchObject({ remaining: 2 });
    expect(down.received).toEqual(["writing-client-1", "writing-client-2"]);
    expect(pendingSubmissions(localStorage).map((e) => e.clientId)).toEqual(["writing-client-2", "writing-client-3"]);

    const up = fakeServer();
    await flushPendingSubmissions(localStorage, USER, up.send);
    expect(up.received).toEqual(["writing-client-2", "writing-client-3"]);
    expect(stored()).toBeNull();
  });

  it("makes no duplicate when two rounds (two tabs, or a reload mid-round) send the same entries", async () => {
    [1, 2].forEach((n) => addPendingSubmission(localStorage, essay(n)));
    const server = fakeServer();
    // The other tab read the list before this one deleted it.
    const snapshot = stored()!;
    const otherTab = { getItem: () => snapshot, setItem: () => {}, removeItem: () => {} };
    await Promise.all([flushPendingSubmissions(localStorage, USER, server.send), flushPendingSubmissions(otherTab, USER, server.send)]);
    expect(server.received.filter((id) => id === "writing-client-1")).toHaveLength(2);
    expect([...server.rows]).toEqual(["writing-client-1", "writing-client-2"]);
    expect(stored()).toBeNull();
  });

  it("drops an entry the server refuses for good and goes on with the next", async () => {
    [1, 2].forEach((n) => addPendingSubmission(localStorage, essay(n)));
    const server = fakeServer({ "writing-client-1": "rejected" });
    const result = await flushPendingSubmissions(localStorage, USER, server.send);
    expect(result.rejected.map((e) => e.clientId)).toEqual(["writing-client-1"]);
    expect(result.stored.map((e) => e.clientId)).toEqual(["writing-client-2"]);
    expect(stored()).toBeNull();
  });

  it("leaves another account's entries for that account, and keeps entries queued while a round runs", async () => {
    addPendingSubmission(localStorage, essay(1, "someone-else"));
    addPendingSubmission(localStorage, essay(2));
    const server = fakeServer();
    await flushPendingSubmissions(localStorage, USER, async (entry) => {
      addPendingSubmission(localStorage, essay(3));
      return server.send(entry);
    });
    expect(server.received).toEqual(["writing-client-2"]);
    expect(pendingSubmissions(localStorage).map((e) => e.clientId)).toEqual(["writing-client-1", "writing-client-3"]);
  });

  it("carries a SAT module finished offline in the same list, sent once like the rest", async () => {
    const module = {
      kind: "sat_module",
      section: "reading_writing",
      attemptId: "7f1d2a4e-0000-4000-8000-000000000001",
      module: "module1",
      clientId: "sat-client-1",
      answers: { "sat-rw1-m1-01": "A" },
      user_id: USER,
    } as const;
    addPendingSubmission(localStorage, essay(1));
    addPendingSubmission(localStorage, module);
    addPendingSubmission(localStorage, module);
    expect(pendingSubmissions(localStorage).map(isSatEntry)).toEqual([false, true]);
    const server = fakeServer();
    await flushPendingSubmissions(localStorage, USER, server.send);
    await flushPendingSubmissions(localStorage, USER, server.send);
    expect(server.received).toEqual(["writing-client-1", "sat-client-1"]);
    expect(stored()).toBeNull();
  });
});
