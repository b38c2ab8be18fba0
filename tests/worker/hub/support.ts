/** Shared by the hub and AI tests: a signed-in caller of /api/*, chat frames, a chat in a user's hub. */
import { env } from "cloudflare:workers";
import type { ChatFrame, ServerFrame } from "../../../worker/contract/realtime";
import { confirmedUser, workerFetch, BASE } from "../auth/helpers";
import type { TestSocket } from "../helpers";

export const hub = (userId: string) => env.USER_HUB.getByName(userId);

export async function newChat(userId: string, title = "Подготовка к IELTS") {
  return (await hub(userId).createChat(title)).chat;
}

/** A confirmed account with its access token, and `call` for /api/* requests as that user. */
export async function signedInUser() {
  const { session, user } = await confirmedUser();
  const token = session.access_token;
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("Authorization", `Bearer ${token}`);
    if (json !== undefined) headers.set("Content-Type", "application/json");
    return workerFetch()(`${BASE}${path}`, { ...rest, headers, body: json === undefined ? rest.body : JSON.stringify(json) });
  };
  return { userId: user.id, token, call };
}

export const isChatFrame = (f: ServerFrame): f is ChatFrame => f.type.startsWith("chat.");

/** The frames of one reply a socket received, in order. */
export const replyFrames = (socket: TestSocket, requestId: string) =>
  socket.frames.filter((f): f is ChatFrame => isChatFrame(f) && f.requestId === requestId);

export const chunkIndexes = (socket: TestSocket, requestId: string) =>
  replyFrames(socket, requestId).flatMap((f) => (f.type === "chat.chunk" ? [f.index] : []));

export const chunkText = (socket: TestSocket, requestId: string) =>
  replyFrames(socket, requestId)
    .flatMap((f) => (f.type === "chat.chunk" ? [f.text] : []))
    .join("");

export const send = (socket: TestSocket, requestId: string, chatId: string, content: string) =>
  socket.send({ v: 1, type: "chat.send", requestId, chatId, content });

/** Resolves once the socket got the frame that ends reply `requestId` (chat.done or chat.error). */
export const replyEnd = (socket: TestSocket, requestId: string, timeoutMs = 5000) =>
  socket.next((f) => (f.type === "chat.done" || f.type === "chat.error") && f.requestId === requestId, 0, timeoutMs);

/** Parses an SSE body of chat frames (`data: <json>` blocks). */
export async function sseFrames(res: Response): Promise<ChatFrame[]> {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("data: "))
    .map((block) => JSON.parse(block.slice("data: ".length)) as ChatFrame);
}
