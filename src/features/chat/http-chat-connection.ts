/**
 * The chat without a socket (spec §4: sockets disabled by `disable-websocket` / `websocket-errors`,
 * or a socket that cannot connect): POST /api/chats/:id/messages streams the turn's chat frames as
 * server-sent events, and POST /api/chats/:id/cancel stops it. It looks like the socket to
 * ChatReplies, so replies assemble the same way. Refusals (404 / 409 / 429) and network failures
 * become the chat.error frames the socket would have sent.
 */
import { TOKEN_LIMIT_MESSAGE } from "../../../worker/contract/ai";
import { CHAT_ERROR_CODES, CHAT_REPLY_FAILED_MESSAGE, type ChatErrorCode } from "../../../worker/contract/chat";
import { PROTOCOL_VERSION, serverFrameSchema, type ClientFrame, type ServerFrame } from "../../../worker/contract/realtime";
import { currentAccessToken } from "../../lib/auth/access-token";
import type { RealtimeConnection } from "../../lib/realtime/connection";
import { chatPath } from "./api";

type ChatConnection = Pick<RealtimeConnection, "send" | "onFrame" | "onHello">;
type SendFrame = Extract<ClientFrame, { type: "chat.send" }>;

export type HttpChatOptions = { fetch?: typeof fetch; getAccessToken?: () => Promise<string | null> };

/** Splits an SSE body into the JSON of its `data:` lines, event by event. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    let end: number;
    while ((end = buffered.indexOf("\n\n")) >= 0) {
      const event = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const data = event
        .split("\n")
        .filter((line) => line.startsWith("data:"))
        .map((line) => line.slice(5).trimStart())
        .join("\n");
      if (data) yield data;
    }
    if (done) return;
  }
}

const knownCode = (code: unknown): code is ChatErrorCode => CHAT_ERROR_CODES.includes(code as ChatErrorCode);

export class HttpChatConnection implements ChatConnection {
  private readonly listeners = new Set<(frame: ServerFrame) => void>();
  /** Chat of each reply this connection is following, for cancel. */
  private readonly following = new Map<string, string>();
  private readonly fetchImpl: typeof fetch;
  private readonly getAccessToken: () => Promise<string | null>;

  constructor(options: HttpChatOptions = {}) {
    this.fetchImpl = options.fetch ?? ((...args) => fetch(...args));
    this.getAccessToken = options.getAccessToken ?? currentAccessToken;
  }

  send(frame: ClientFrame): boolean {
    if (frame.type === "chat.send") void this.follow(frame);
    else if (frame.type === "chat.cancel") void this.cancel(frame.requestId);
    return true;
  }

  onFrame(listener: (frame: ServerFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** There is no connection to resume: each reply is one request. */
  onHello(): () => void {
    return () => {};
  }

  private emit(frame: ServerFrame): void {
    for (const listener of this.listeners) listener(frame);
  }

  private async headers(): Promise<Headers> {
    const headers = new Headers({ "Content-Type": "application/json" });
    const token = await this.getAccessToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return headers;
  }

  private async follow({ requestId, chatId, content }: SendFrame): Promise<void> {
    const fail = (code: ChatErrorCode, message: string) =>
      this.emit({ v: PROTOCOL_VERSION, type: "chat.error", requestId, chatId, code, message, reply: null });
    this.following.set(requestId, chatId);
    try {
      const response = await this.fetchImpl(`${chatPath(chatId)}/messages`, {
        method: "POST",
        headers: await this.headers(),
        body: JSON.stringify({ content, requestId }),
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { message?: string; error?: { code?: string; message?: string } } | null;
        if (response.status === 429) return fail("token_limit_exceeded", body?.message ?? TOKEN_LIMIT_MESSAGE);
        const code = knownCode(body?.error?.code) ? body.error.code : "model_error";
        return fail(code, body?.error?.message ?? CHAT_REPLY_FAILED_MESSAGE);
      }
      let ended = false;
      for await (const data of sseData(response.body)) {
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          continue;
        }
        const frame = serverFrameSchema.safeParse(json);
        if (!frame.success) continue;
        if (frame.data.type === "chat.done" || frame.data.type === "chat.error") ended = true;
        this.emit(frame.data);
      }
      if (!ended) fail("model_error", CHAT_REPLY_FAILED_MESSAGE);
    } catch (error) {
      fail("model_error", error instanceof Error && error.message ? error.message : CHAT_REPLY_FAILED_MESSAGE);
    } finally {
      this.following.delete(requestId);
    }
  }

  private async cancel(requestId: string): Promise<void> {
    const chatId = this.following.get(requestId);
    if (!chatId) return;
    await this.fetchImpl(`${chatPath(chatId)}/cancel`, {
      method: "POST",
      headers: await this.headers(),
      body: JSON.stringify({ requestId }),
    }).catch(() => undefined);
  }
}
