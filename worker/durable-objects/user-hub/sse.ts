/** A turn followed over HTTP (POST /api/chats/:id/messages): the same chat frames as `data:` lines of an SSE body. */
import type { TurnListener } from "./chat-turns";

export function sseFrameStream(): { readable: ReadableStream<Uint8Array>; listener: TurnListener; close(): void } {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  // A client that went away makes writes fail; the turn goes on for the user's other tabs.
  const ignore = () => {};
  return {
    readable,
    listener: { send: (json) => void writer.write(encoder.encode(`data: ${json}\n\n`)).catch(ignore) },
    close: () => void writer.close().catch(ignore),
  };
}
