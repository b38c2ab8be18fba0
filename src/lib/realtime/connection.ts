/**
 * The browser's socket to the user's UserHub (docs/architecture.md §7), on partysocket's reconnecting
 * WebSocket. Each (re)connection trades the access token for a fresh single-use ticket
 * (POST /api/realtime/ticket). Events are delivered once each: after a reconnect the client sends
 * the last seq it saw, holds live events back until the missed ones are replayed, and drops any seq
 * it already has. Protocol: worker/contract/realtime.ts.
 */
import ReconnectingWebSocket from "partysocket/ws";
import { API_BASE_URL } from "../config";
import { toApiRequestError } from "../api";
import { reportSessionEnded } from "../auth/session-ended";
import {
  CLOSE_ACCOUNT_DELETED,
  CLOSE_SESSION_ENDED,
  PING_FRAME,
  PONG_FRAME,
  PROTOCOL_VERSION,
  SESSION_ENDED_CODE,
  SESSION_ENDED_REASON,
  serverFrameSchema,
  type ClientFrame,
  type EventFrame,
  type HelloFrame,
  type ServerFrame,
} from "../../../worker/contract/realtime";
import { realtimeTuning, type RealtimeTuning } from "./tuning";

/** What the app shows (spec §4): connecting, connected, error, disconnected. */
export type RealtimeStatus = "connecting" | "connected" | "error" | "disconnected";

/** Local storage flags that turn the socket off (spec §4 "disabled"). */
export const REALTIME_DISABLE_FLAGS = ["disable-websocket", "websocket-errors"] as const;

export function realtimeDisabled(storage: Pick<Storage, "getItem">): boolean {
  return REALTIME_DISABLE_FLAGS.some((flag) => storage.getItem(flag) === "true");
}

export type RealtimeOptions = {
  /** The signed-in user's access token, from the auth client; null while nobody is signed in. */
  getAccessToken: () => Promise<string | null>;
  /** Origin of the API; the page's own by default (the native app's is set at build time). */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, "getItem">;
  userAgent?: string;
  /** A WebSocket class (tests pass a fake); the browser's by default. */
  WebSocket?: unknown;
};

type Listener<T> = (value: T) => void;

/** Close code (application range) for a socket given up after a silent heartbeat; reported as an error. */
const HEARTBEAT_TIMEOUT_CLOSE_CODE = 4000;

/** `resumed`: this hello starts a reconnection after an earlier connection of the same client. */
export type HelloInfo = { hello: HelloFrame; resumed: boolean };

export class RealtimeConnection {
  readonly disabled: boolean;
  private currentStatus: RealtimeStatus;
  private socket: ReconnectingWebSocket | null = null;
  private seq: number | null = null;
  private replaying = false;
  private heldEvents: EventFrame[] = [];
  private greetedBefore = false;
  private closedByUs = false;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private readonly tuning: RealtimeTuning;
  private readonly statusListeners = new Set<Listener<RealtimeStatus>>();
  private readonly eventListeners = new Set<Listener<EventFrame>>();
  private readonly frameListeners = new Set<Listener<ServerFrame>>();
  private readonly helloListeners = new Set<Listener<HelloInfo>>();

  constructor(private readonly options: RealtimeOptions) {
    this.tuning = realtimeTuning(options.userAgent ?? globalThis.navigator?.userAgent ?? "");
    this.disabled = realtimeDisabled(options.storage ?? globalThis.localStorage);
    this.currentStatus = this.disabled ? "disconnected" : "connecting";
    if (this.disabled) return;
    this.socket = new ReconnectingWebSocket(() => this.nextUrl(), undefined, {
      WebSocket: options.WebSocket,
      minReconnectionDelay: this.tuning.minReconnectDelayMs,
      maxReconnectionDelay: this.tuning.maxReconnectDelayMs,
      reconnectionDelayGrowFactor: this.tuning.reconnectGrowFactor,
      connectionTimeout: this.tuning.timeoutMs,
      maxEnqueuedMessages: 100,
    });
    this.socket.addEventListener("open", () => this.startHeartbeat());
    this.socket.addEventListener("message", (event) => this.receive(event.data));
    this.socket.addEventListener("error", () => this.setStatus("error"));
    this.socket.addEventListener("close", (event) => {
      this.stopHeartbeat();
      // The session (or the account) is gone: no reconnecting with it, the tab signs out.
      if (!this.closedByUs && (event.code === CLOSE_SESSION_ENDED || event.code === CLOSE_ACCOUNT_DELETED)) this.endSession();
      if (this.closedByUs) this.setStatus("disconnected");
      else if (event.code !== 1000 && event.code !== 1001) this.setStatus("error");
      else this.setStatus("connecting");
    });
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  /** The last event seq this client has seen (null before the first hello). */
  get lastSeq(): number | null {
    return this.seq;
  }

  onStatus(listener: Listener<RealtimeStatus>): () => void {
    return subscribe(this.statusListeners, listener);
  }

  /** progress_update, achievement_unlocked, streak_updated, reward_available: once each, in seq order. */
  onEvent(listener: Listener<EventFrame>): () => void {
    return subscribe(this.eventListeners, listener);
  }

  /** Every other valid frame (chat frames, echo, errors) as it arrives. */
  onFrame(listener: Listener<ServerFrame>): () => void {
    return subscribe(this.frameListeners, listener);
  }

  onHello(listener: Listener<HelloInfo>): () => void {
    return subscribe(this.helloListeners, listener);
  }

  /** Sends a frame now, or once the socket (re)opens. False when the socket is off. */
  send(frame: ClientFrame): boolean {
    if (!this.socket) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  close(code = 1000, reason = "closed by the app"): void {
    this.closedByUs = true;
    this.stopHeartbeat();
    this.socket?.close(code, reason);
    this.setStatus("disconnected");
  }

  /**
   * The hub says this socket's session ended: the socket closes from this end, which ends the
   * connection at once (one the hub starts would linger; worker/contract/realtime.ts), and the tab
   * signs out.
   */
  private endSession(): void {
    if (!this.closedByUs) this.close(CLOSE_SESSION_ENDED, SESSION_ENDED_REASON);
    reportSessionEnded();
  }

  private async nextUrl(): Promise<string> {
    if (this.currentStatus !== "error") this.setStatus("connecting");
    const token = await this.options.getAccessToken();
    if (!token) throw new Error("Sign in to connect to the realtime hub");
    const base = this.options.baseUrl ?? (API_BASE_URL || globalThis.location.origin);
    const response = await (this.options.fetch ?? fetch)(`${base}/api/realtime/ticket`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    // A refusal in the API's shape: 403 session_not_found also reports the session's end.
    if (!response.ok) throw await toApiRequestError(response);
    const { ticket } = (await response.json()) as { ticket: string };
    return `${base.replace(/^http/, "ws")}/api/realtime?ticket=${encodeURIComponent(ticket)}`;
  }

  private receive(data: unknown): void {
    this.lastHeard = Date.now();
    if (typeof data !== "string" || data === PONG_FRAME) return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = serverFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    if ("seq" in frame) return this.receiveEvent(frame);
    switch (frame.type) {
      case "hello":
        return this.greet(frame);
      case "error":
        if (frame.code === SESSION_ENDED_CODE) return this.endSession();
        for (const listener of this.frameListeners) listener(frame);
        return;
      case "replay_done":
        this.replaying = false;
        for (const event of this.heldEvents.sort((a, b) => a.seq - b.seq)) this.deliverEvent(event);
        this.heldEvents = [];
        return;
      default:
        for (const listener of this.frameListeners) listener(frame);
    }
  }

  private greet(hello: HelloFrame): void {
    const resumed = this.greetedBefore;
    this.greetedBefore = true;
    if (this.seq === null) {
      this.seq = hello.lastSeq;
    } else if (hello.lastSeq > this.seq) {
      this.replaying = true;
      this.heldEvents = [];
      this.send({ v: PROTOCOL_VERSION, type: "resume", lastSeq: this.seq });
    }
    this.setStatus("connected");
    for (const listener of this.helloListeners) listener({ hello, resumed });
  }

  private receiveEvent(event: EventFrame): void {
    if (this.replaying && !event.replay) this.heldEvents.push(event);
    else this.deliverEvent(event);
  }

  private deliverEvent(event: EventFrame): void {
    if (this.seq !== null && event.seq <= this.seq) return;
    this.seq = event.seq;
    for (const listener of this.eventListeners) listener(event);
  }

  /** Pings on the spec's period; a socket that stays silent past the timeout is replaced. */
  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.lastHeard = Date.now();
    this.heartbeat = setInterval(() => {
      if (Date.now() - this.lastHeard > this.tuning.heartbeatMs + this.tuning.timeoutMs) {
        this.socket?.reconnect(HEARTBEAT_TIMEOUT_CLOSE_CODE, "heartbeat timeout");
        return;
      }
      this.socket?.send(PING_FRAME);
    }, this.tuning.heartbeatMs);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

function subscribe<T>(listeners: Set<Listener<T>>, listener: Listener<T>): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
