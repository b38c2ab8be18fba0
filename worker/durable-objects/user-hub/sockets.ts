/** Per-socket state kept in the WebSocket attachment, so it survives hibernation. */
import type { ServerFrame } from "../../contract/realtime";

/**
 * `sessionId`: the session whose ticket opened the socket (absent on sockets opened before sockets knew
 * it); `ended`: that session has ended and the socket was told, so it gets nothing more before it closes.
 */
export type SocketAttachment = { connId: string; sessionId?: string; ended?: boolean };

export function attachmentOf(ws: WebSocket): SocketAttachment | null {
  return (ws.deserializeAttachment() as SocketAttachment | null) ?? null;
}

export function send(ws: WebSocket, frame: ServerFrame): void {
  try {
    ws.send(JSON.stringify(frame));
  } catch {
    // The socket closed between listing and sending; its close handler cleans up.
  }
}

export function broadcast(sockets: WebSocket[], frame: ServerFrame): number {
  const text = JSON.stringify(frame);
  let delivered = 0;
  for (const ws of sockets) {
    if (attachmentOf(ws)?.ended) continue;
    try {
      ws.send(text);
      delivered++;
    } catch {
      // Same as above: a closing socket is not an error for the others.
    }
  }
  return delivered;
}
