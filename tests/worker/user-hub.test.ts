import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { EventFrame, HubEvent, ServerFrame } from "../../worker/contract/realtime";
import { PING_FRAME, PONG_FRAME } from "../../worker/contract/realtime";
import { UserHub } from "../../worker/durable-objects/user-hub/user-hub";
import { publishToUser } from "../../worker/realtime/publish";
import { connect, settle } from "./helpers";

const hub = (userId: string) => env.USER_HUB.getByName(userId);
const progress = (n: number): HubEvent => ({ type: "progress_update", data: { n } });
const events = (frames: ServerFrame[]) => frames.filter((f): f is EventFrame => "seq" in f);

describe("UserHub", () => {
  it("delivers a published event to every socket of that user and to no other user", async () => {
    const [a1, a2, b] = await Promise.all([connect("alice"), connect("alice"), connect("bob")]);
    await Promise.all([a1, a2, b].map((s) => s.next((f) => f.type === "hello")));

    const result = await hub("alice").publish([{ type: "achievement_unlocked", data: { title: "Week warrior" } }]);
    expect(result).toEqual({ seqs: [1], delivered: 2 });

    for (const socket of [a1, a2]) {
      const frame = await socket.next((f) => f.type === "achievement_unlocked");
      expect(frame).toMatchObject({ v: 1, seq: 1, data: { title: "Week warrior" } });
      expect(frame).not.toHaveProperty("replay");
    }
    await settle();
    expect(events(b.frames)).toEqual([]);
    for (const s of [a1, a2, b]) s.ws.close();
  });

  it("echoes a frame back to the sending socket only", async () => {
    const [sender, other] = await Promise.all([connect("carol"), connect("carol")]);
    sender.send({ v: 1, type: "echo", data: { hello: "hub" } });
    expect(await sender.next((f) => f.type === "echo")).toEqual({ v: 1, type: "echo", data: { hello: "hub" } });
    await settle();
    expect(other.frames.some((f) => f.type === "echo")).toBe(false);
    sender.ws.close();
    other.ws.close();
  });

  it.each([
    ["not JSON", "{oops"],
    ["an unknown type", { v: 1, type: "steal", userId: "bob" }],
    ["a negative lastSeq", { v: 1, type: "resume", lastSeq: -1 }],
    ["a wrong protocol version", { v: 2, type: "resume", lastSeq: 0 }],
  ])("answers a frame that is %s with an error frame and closes with 1008", async (_, frame) => {
    const socket = await connect("dave");
    socket.send(frame);
    const error = await socket.next((f) => f.type === "error");
    expect(error).toMatchObject({ code: "invalid_frame" });
    const close = await socket.closed;
    expect(close.code).toBe(1008);
  });

  it("answers ping with pong without running the hub's code", async () => {
    const socket = await connect("erin");
    const pong = new Promise<string>((resolve) => socket.ws.addEventListener("message", (e) => e.data === PONG_FRAME && resolve(e.data)));
    socket.ws.send(PING_FRAME);
    expect(await pong).toBe(PONG_FRAME);
    socket.ws.close();
  });

  it("replays exactly the missed events to a client reconnecting with lastSeq after the hub was evicted", async () => {
    const first = await connect("frank");
    const stayer = await connect("frank");
    await hub("frank").publish([progress(1)]);
    await hub("frank").publish([progress(2)]);
    await first.next((f) => "seq" in f && f.seq === 2);
    const lastSeq = Math.max(...events(first.frames).map((f) => f.seq));
    first.ws.close();
    await settle();

    for (const n of [3, 4, 5]) await hub("frank").publish([progress(n)]);
    await stayer.next((f) => "seq" in f && f.seq === 5);

    // Evict the object while the remaining socket is hibernated: memory goes, storage and socket stay.
    await evictDurableObject(hub("frank"), { webSockets: "hibernate" });

    const back = await connect("frank");
    const hello = await back.next((f) => f.type === "hello");
    expect(hello).toMatchObject({ lastSeq: 5 });
    back.send({ v: 1, type: "resume", lastSeq });
    const done = await back.next((f) => f.type === "replay_done");
    expect(done).toEqual({ v: 1, type: "replay_done", fromSeq: 2, toSeq: 5 });
    const replayed = events(back.frames);
    expect(replayed.map((f) => f.seq)).toEqual([3, 4, 5]);
    expect(replayed.map((f) => f.data)).toEqual([{ n: 3 }, { n: 4 }, { n: 5 }]);
    expect(replayed.every((f) => f.replay === true)).toBe(true);

    // The hibernated socket woke the new instance and still receives live events.
    await hub("frank").publish([progress(6)]);
    expect(await stayer.next((f) => "seq" in f && f.seq === 6)).toMatchObject({ data: { n: 6 } });
    expect(await back.next((f) => "seq" in f && f.seq === 6)).toMatchObject({ data: { n: 6 } });
    back.ws.close();
    stayer.ws.close();
  });

  it("refuses to publish a malformed event and delivers nothing", async () => {
    const socket = await connect("gina");
    await expect(publishToUser(env, "gina", [{ type: "unknown" } as unknown as HubEvent])).rejects.toThrow();
    // One bad event in a batch refuses the whole batch: nothing is logged or sent.
    await expect(publishToUser(env, "gina", [progress(1), { type: "streak_updated" } as unknown as HubEvent])).rejects.toThrow();
    expect(await publishToUser(env, "gina", [{ type: "streak_updated", data: { days: 3 } }])).toEqual({ seqs: [1], delivered: 1 });
    expect(events(await settle().then(() => socket.frames)).map((f) => f.type)).toEqual(["streak_updated"]);
    socket.ws.close();
  });

  it("logs and delivers a batch of events from one call in order, each with its own seq", async () => {
    const [s1, s2] = await Promise.all([connect("ivy"), connect("ivy")]);
    await Promise.all([s1, s2].map((s) => s.next((f) => f.type === "hello")));
    const batch: HubEvent[] = [
      progress(1),
      { type: "achievement_unlocked", data: { title: "First steps" } },
      { type: "streak_updated", data: { current_streak: 2 } },
      { type: "reward_available", data: { name: "Streak freeze" } },
    ];
    expect(await publishToUser(env, "ivy", batch)).toEqual({ seqs: [1, 2, 3, 4], delivered: 2 });
    for (const socket of [s1, s2]) {
      await socket.next((f) => "seq" in f && f.seq === 4);
      expect(events(socket.frames).map((f) => [f.seq, f.type, f.data])).toEqual(batch.map((e, i) => [i + 1, e.type, e.data]));
    }
    // A reconnecting client replays the same batch from the log.
    const late = await connect("ivy");
    late.send({ v: 1, type: "resume", lastSeq: 0 });
    await late.next((f) => f.type === "replay_done");
    expect(events(late.frames).map((f) => f.type)).toEqual(batch.map((e) => e.type));
    for (const s of [s1, s2, late]) s.ws.close();
  });

  it("keeps its event log in the object's own SQLite", async () => {
    await hub("hank").publish([progress(1)]);
    const count = await runInDurableObject(hub("hank"), (instance: UserHub, state) => {
      expect(instance).toBeInstanceOf(UserHub);
      return state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM events").one().n;
    });
    expect(count).toBe(1);
  });
});
