import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onSessionEnded } from "../../src/lib/auth/session-ended";
import { RealtimeConnection, type RealtimeStatus } from "../../src/lib/realtime/connection";
import { realtimeTuning } from "../../src/lib/realtime/tuning";
import { CLOSE_SESSION_ENDED, PING_FRAME, SESSION_ENDED_MESSAGE, type EventFrame } from "../../worker/contract/realtime";

/** Stands in for the browser's WebSocket under partysocket; the test plays the server. */
class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  binaryType = "blob";
  sent: string[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = "") {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason }));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event("open"));
  }
  receive(frame: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data: typeof frame === "string" ? frame : JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event("close"), { code, reason: "" }));
  }
  frames() {
    return this.sent.filter((s) => s !== PING_FRAME).map((s) => JSON.parse(s) as Record<string, unknown>);
  }
}

const hello = (lastSeq: number) => ({ v: 1, type: "hello", connId: "c", lastSeq });
const event = (seq: number, replay?: true): EventFrame => ({
  v: 1,
  type: "progress_update",
  seq,
  ts: 0,
  data: { n: seq },
  ...(replay ? { replay } : {}),
});
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

let tickets = 0;
const ticketFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
  tickets += 1;
  return new Response(JSON.stringify({ ticket: `ticket-${tickets}`, expiresAt: 0 }), { status: 200 });
});

function open(options: { token?: string | null; storage?: Storage } = {}) {
  const connection = new RealtimeConnection({
    getAccessToken: async () => (options.token === undefined ? "access-token" : options.token),
    baseUrl: "https://lexora.test",
    fetch: ticketFetch as unknown as typeof fetch,
    storage: options.storage ?? localStorage,
    userAgent: CHROME,
    WebSocket: FakeSocket,
  });
  const statuses: RealtimeStatus[] = [connection.status];
  connection.onStatus((s) => statuses.push(s));
  const events: number[] = [];
  connection.onEvent((e) => events.push(e.seq));
  return { connection, statuses, events };
}

/** Lets partysocket's timers and the ticket promise run until a socket number `n` exists. */
async function socketNumber(n: number): Promise<FakeSocket> {
  for (let i = 0; i < 100 && FakeSocket.instances.length < n; i++) await vi.advanceTimersByTimeAsync(250);
  const socket = FakeSocket.instances[n - 1];
  if (!socket) throw new Error(`socket ${n} was never opened`);
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
  tickets = 0;
  ticketFetch.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the realtime connection", () => {
  it.each(["disable-websocket", "websocket-errors"])("stays off when local storage has %s=true", async (flag) => {
    localStorage.setItem(flag, "true");
    const { connection } = open();
    await vi.advanceTimersByTimeAsync(5000);
    expect(connection.disabled).toBe(true);
    expect(connection.status).toBe("disconnected");
    expect(FakeSocket.instances).toHaveLength(0);
    expect(ticketFetch).not.toHaveBeenCalled();
  });

  it("opens every connection with a fresh ticket and reports connecting → connected → error → connected", async () => {
    const { connection, statuses } = open();
    const first = await socketNumber(1);
    expect(first.url).toBe("wss://lexora.test/api/realtime?ticket=ticket-1");
    const [url, init] = ticketFetch.mock.calls[0]!;
    expect(url).toBe("https://lexora.test/api/realtime/ticket");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer access-token");
    first.open();
    first.receive(hello(0));
    expect(connection.status).toBe("connected");

    first.drop(1006);
    expect(connection.status).toBe("error");
    const second = await socketNumber(2);
    expect(second.url).toBe("wss://lexora.test/api/realtime?ticket=ticket-2");
    second.open();
    second.receive(hello(0));
    expect(statuses).toEqual(["connecting", "connected", "error", "connected"]);
    connection.close();
    expect(connection.status).toBe("disconnected");
  });

  it("closes the socket itself and reports the session ended when the hub says so, and never reconnects", async () => {
    const reports = vi.fn();
    const stop = onSessionEnded(reports);
    const { connection } = open();
    const socket = await socketNumber(1);
    socket.open();
    socket.receive(hello(0));
    const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener("close", (e) => resolve(e as CloseEvent)));
    socket.receive({ v: 1, type: "error", code: "session_ended", message: SESSION_ENDED_MESSAGE });
    expect((await closed).code).toBe(CLOSE_SESSION_ENDED);
    expect(reports).toHaveBeenCalledTimes(1);
    expect(connection.status).toBe("disconnected");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    stop();
  });

  it("treats the hub's own 4002 close as the session's end", async () => {
    const reports = vi.fn();
    const stop = onSessionEnded(reports);
    const { connection } = open();
    const socket = await socketNumber(1);
    socket.open();
    socket.receive(hello(0));
    socket.drop(CLOSE_SESSION_ENDED);
    expect(reports).toHaveBeenCalledTimes(1);
    expect(connection.status).toBe("disconnected");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    stop();
  });

  it("reports the session's end when the ticket is refused because the session ended", async () => {
    const reports = vi.fn();
    const stop = onSessionEnded(reports);
    ticketFetch.mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ error: { code: "session_not_found", message: "This session has ended. Please sign in again." } }), {
          status: 403,
        }),
    );
    const { connection } = open();
    await vi.waitFor(() => expect(reports).toHaveBeenCalledTimes(1));
    expect(FakeSocket.instances).toHaveLength(0);
    connection.close();
    stop();
  });

  it("does not connect while nobody is signed in", async () => {
    const { connection } = open({ token: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.instances).toHaveLength(0);
    expect(ticketFetch).not.toHaveBeenCalled();
    expect(connection.status).toBe("error");
    connection.close();
  });

  it("sends its last seq after a reconnect and delivers every event once, in order", async () => {
    const { connection, events } = open();
    const first = await socketNumber(1);
    first.open();
    first.receive(hello(3));
    expect(first.frames()).toEqual([]);
    first.receive(event(4));
    first.receive(event(5));
    first.receive(event(5));
    expect(events).toEqual([4, 5]);
    expect(connection.lastSeq).toBe(5);

    first.drop();
    const second = await socketNumber(2);
    second.open();
    second.receive(hello(9));
    expect(second.frames()).toEqual([{ v: 1, type: "resume", lastSeq: 5 }]);
    // A live event that overtakes the replay waits for it.
    second.receive(event(10));
    for (const seq of [5, 6, 7, 8, 9]) second.receive(event(seq, true));
    expect(events).toEqual([4, 5, 6, 7, 8, 9]);
    second.receive({ v: 1, type: "replay_done", fromSeq: 5, toSeq: 9 });
    second.receive(event(10));
    expect(events).toEqual([4, 5, 6, 7, 8, 9, 10]);
    connection.close();
  });

  it("ignores frames that are not part of the protocol", async () => {
    const { connection, events } = open();
    const frames: unknown[] = [];
    connection.onFrame((f) => frames.push(f));
    const socket = await socketNumber(1);
    socket.open();
    socket.receive(hello(0));
    socket.receive("{not json");
    socket.receive({ v: 1, type: "progress_update", seq: "one" });
    socket.receive({ v: 1, type: "echo", data: 1 });
    expect(events).toEqual([]);
    expect(frames).toEqual([{ v: 1, type: "echo", data: 1 }]);
    connection.close();
  });

  it("pings every heartbeat and replaces a socket that stays silent", async () => {
    const { connection } = open();
    const socket = await socketNumber(1);
    socket.open();
    socket.receive(hello(0));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket.sent).toContain(PING_FRAME);
    socket.receive('{"type":"pong"}');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(connection.status).toBe("error");
    const replacement = await socketNumber(2);
    expect(replacement.url).toContain("ticket-2");
    connection.close();
  });
});

describe("connection numbers (spec §9)", () => {
  it("uses 30 s heartbeats and 15 s timeouts, 45 s on Safari and 60 s / 20 s on Firefox", () => {
    expect(realtimeTuning(CHROME)).toMatchObject({ heartbeatMs: 30_000, timeoutMs: 15_000, maxReconnectDelayMs: 15_000 });
    const safari = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";
    expect(realtimeTuning(safari)).toMatchObject({ heartbeatMs: 45_000, minReconnectDelayMs: 2_500, maxReconnectDelayMs: 20_000 });
    expect(realtimeTuning("Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0")).toMatchObject({
      heartbeatMs: 60_000,
      timeoutMs: 20_000,
      maxReconnectDelayMs: 30_000,
    });
  });
});
