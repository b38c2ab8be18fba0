import { describe, expect, it, vi } from "vitest";
import {
  ProgressOutbox,
  outcomeOfStatus,
  outboxRetryDelay,
  type OutboxEntry,
  type SendOutcome,
} from "../../../src/features/progress/live/progress-outbox";

/** A server that stores each client event id once, like POST /api/unified-progress. */
function fakeServer() {
  const stored = new Map<string, OutboxEntry["body"]>();
  const posts: string[] = [];
  let failNext = 0;
  return {
    stored,
    posts,
    failTimes(n: number) {
      failNext = n;
    },
    async send(entry: OutboxEntry): Promise<SendOutcome> {
      posts.push(entry.body.client_event_id);
      if (failNext > 0) {
        failNext--;
        return "retry";
      }
      if (!stored.has(entry.body.client_event_id)) stored.set(entry.body.client_event_id, entry.body);
      return "accepted";
    },
  };
}

function setup(server = fakeServer(), options: { online?: () => boolean } = {}) {
  let now = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  let ids = 0;
  const outbox = new ProgressOutbox({
    storage: localStorage,
    send: (entry) => server.send(entry),
    now: () => now,
    isOnline: options.online,
    newId: () => `client-event-${++ids}`,
    schedule: (run, ms) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => timers.splice(timers.indexOf(timer), 1);
    },
  });
  /** Moves the clock and runs the retry timer when it is due. */
  async function advance(ms: number) {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
    await vi.waitFor(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  const nextTimerIn = () => (timers.length === 0 ? null : Math.min(...timers.map((t) => t.at)) - now);
  return { outbox, server, advance, nextTimerIn };
}

const lesson = { event_type: "lesson_completed", event_data: { score: 80 } };

describe("progress outbox (spec §4: failed progress event posts are kept and retried)", () => {
  it("keeps the event in local storage before posting, and removes it once accepted", async () => {
    const { outbox, server } = setup();
    const entry = outbox.add("user-1", lesson);
    expect(localStorage.length).toBe(1);
    expect(outbox.pending("user-1")).toHaveLength(1);
    await outbox.flush("user-1");
    expect([...server.stored.keys()]).toEqual([entry.body.client_event_id]);
    expect(outbox.pending("user-1")).toEqual([]);
    expect(outbox.status("user-1", entry.body.client_event_id)).toBe("accepted");
  });

  it("retries a failed post after 1 s, 2 s, 4 s … until it is accepted, with the same client event id", async () => {
    const { outbox, server, advance, nextTimerIn } = setup();
    server.failTimes(3);
    const entry = outbox.add("user-1", lesson);
    await outbox.flush("user-1");
    expect(outbox.pending("user-1")[0]).toMatchObject({ attempts: 1 });
    expect(nextTimerIn()).toBe(1000);
    await advance(1000);
    expect(nextTimerIn()).toBe(2000);
    await advance(1999);
    expect(server.posts).toHaveLength(2);
    await advance(1);
    expect(nextTimerIn()).toBe(4000);
    await advance(4000);
    expect(server.posts).toEqual(Array(4).fill(entry.body.client_event_id));
    expect(server.stored.size).toBe(1);
    expect(outbox.pending("user-1")).toEqual([]);
    expect(nextTimerIn()).toBeNull();
  });

  it("caps the wait between tries at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(outboxRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("counts an event once when its answer was lost and it is sent again", async () => {
    const server = fakeServer();
    const lossy = {
      ...server,
      // The server stores the first post but the answer never arrives.
      send: async (entry: OutboxEntry) => {
        const lost = server.posts.length === 0;
        await server.send(entry);
        return lost ? ("retry" as const) : ("accepted" as const);
      },
    };
    const { outbox, advance } = setup(lossy);
    outbox.add("user-1", lesson);
    await outbox.flush("user-1");
    await advance(1000);
    expect(server.posts).toHaveLength(2);
    expect(server.stored.size).toBe(1);
    expect(outbox.pending("user-1")).toEqual([]);
  });

  it("sends nothing while offline and everything, in order, once back online", async () => {
    let online = false;
    const { outbox, server } = setup(fakeServer(), { online: () => online });
    const first = outbox.add("user-1", { ...lesson, timestamp: 1 });
    const second = outbox.add("user-1", { ...lesson, timestamp: 2 });
    await outbox.flush("user-1");
    expect(server.posts).toEqual([]);
    online = true;
    await outbox.flush("user-1");
    expect(server.posts).toEqual([first.body.client_event_id, second.body.client_event_id]);
  });

  it("survives a reload: a new outbox on the same storage sends what the old one kept", async () => {
    const server = fakeServer();
    server.failTimes(1);
    const before = setup(server);
    const entry = before.outbox.add("user-1", lesson);
    await before.outbox.flush("user-1");
    before.outbox.stop();
    const after = setup(server);
    await after.advance(60_000);
    await after.outbox.flush("user-1");
    expect([...server.stored.keys()]).toEqual([entry.body.client_event_id]);
  });

  it("never sends one user's events with another user's session", async () => {
    const { outbox, server } = setup();
    outbox.add("user-1", lesson);
    await outbox.flush("user-2");
    expect(server.posts).toEqual([]);
    expect(outbox.pending("user-1")).toHaveLength(1);
  });

  it("runs one flush at a time, so two calls at once post each event once", async () => {
    const { outbox, server } = setup();
    outbox.add("user-1", lesson);
    outbox.add("user-1", lesson);
    await Promise.all([outbox.flush("user-1"), outbox.flush("user-1"), outbox.flush("user-1")]);
    expect(server.posts).toHaveLength(2);
    expect(new Set(server.posts).size).toBe(2);
  });

  it("drops an event the server refuses as invalid instead of retrying it for ever", async () => {
    const { outbox, nextTimerIn } = setup({ ...fakeServer(), send: async () => "rejected" as const });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const entry = outbox.add("user-1", lesson);
    await outbox.flush("user-1");
    expect(outbox.pending("user-1")).toEqual([]);
    expect(outbox.status("user-1", entry.body.client_event_id)).toBe("rejected");
    expect(nextTimerIn()).toBeNull();
  });

  it("reads the server's answer: 2xx accepted, 4xx refused, but 401/408/409/429 and 5xx retried", () => {
    expect([200, 201, 400, 403, 401, 408, 409, 429, 500, 503].map(outcomeOfStatus)).toEqual([
      "accepted",
      "accepted",
      "rejected",
      "rejected",
      "retry",
      "retry",
      "retry",
      "retry",
      "retry",
      "retry",
    ]);
  });
});
