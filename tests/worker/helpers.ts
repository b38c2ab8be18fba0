import { env, exports } from "cloudflare:workers";
import { PONG_FRAME, serverFrameSchema, type ServerFrame } from "../../worker/contract/realtime";
import { createDb } from "../../worker/db/client";
import { sessions, users } from "../../worker/db/schema";
import { issueRealtimeTicket } from "../../worker/realtime/tickets";

export const BASE = "https://lexora.test";

export function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

/** A client socket of one user, with every frame it received parsed against the protocol. */
export type TestSocket = {
  ws: WebSocket;
  frames: ServerFrame[];
  closed: Promise<CloseEvent>;
  send(frame: unknown): void;
  /** Resolves with the first frame (after `from`) that matches, or rejects after `timeoutMs`. */
  next(match: (f: ServerFrame) => boolean, from?: number, timeoutMs?: number): Promise<ServerFrame>;
};

/** A new session of `userId` (the user row made up when there is none), since a socket belongs to a session. */
export async function testSession(userId: string): Promise<string> {
  const db = createDb(env.DB);
  const now = Date.now();
  const email = `${userId}@hub.test`;
  await db
    .insert(users)
    .values({ id: userId, email, signupProvider: "email", userMetadata: {}, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const sessionId = crypto.randomUUID();
  await db.insert(sessions).values({ id: sessionId, userId, aal: "aal1", amr: [], createdAt: now, updatedAt: now });
  return sessionId;
}

/** A socket of `userId` opened through GET /api/realtime, in a session of its own unless `sessionId` is given. */
export async function connect(userId: string, sessionId?: string): Promise<TestSocket> {
  const holder = { userId, sessionId: sessionId ?? (await testSession(userId)) };
  const { ticket } = await issueRealtimeTicket(createDb(env.DB), holder);
  return openSocket(ticket);
}

/** Opens the socket a realtime ticket grants. */
export async function openSocket(ticket: string): Promise<TestSocket> {
  const res = await api(`/api/realtime?ticket=${encodeURIComponent(ticket)}`, { headers: { Upgrade: "websocket" } });
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`upgrade failed: ${res.status} ${await res.text()}`);
  ws.accept();
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.addEventListener("message", (event) => {
    if (event.data === PONG_FRAME) return; // the runtime's auto-response, outside the envelope protocol
    frames.push(serverFrameSchema.parse(JSON.parse(event.data as string)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<CloseEvent>((resolve) => ws.addEventListener("close", resolve));
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    next(match, from = 0, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.slice(from).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

/** Lets in-flight socket messages arrive before asserting that something did NOT arrive. */
export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
