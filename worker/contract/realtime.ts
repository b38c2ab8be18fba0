/**
 * The UserHub socket protocol: every frame is a JSON envelope `{ v: 1, type, ... }`.
 * Shared by the Worker, the Durable Object and the SPA (types and schemas only).
 */
import { z } from "zod";

export const PROTOCOL_VERSION = 1;

/** Events the server pushes to every socket of one user (spec §7 real-time). */
export const HUB_EVENT_TYPES = [
  "progress_update",
  "achievement_unlocked",
  "streak_updated",
  "reward_available",
] as const;
export type HubEventType = (typeof HUB_EVENT_TYPES)[number];

export const hubEventSchema = z.object({
  type: z.enum(HUB_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});
export type HubEvent = z.infer<typeof hubEventSchema>;

const envelope = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ v: z.literal(PROTOCOL_VERSION), type: z.literal(type), ...shape }).strict();

// ---- client → server --------------------------------------------------------
export const clientFrameSchema = z.discriminatedUnion("type", [
  /** First frame after (re)connecting: replays every event with seq > lastSeq. */
  envelope("resume", { lastSeq: z.number().int().min(0) }),
  /** Round trip to the sending socket only: lets a client check the hub is alive. */
  envelope("echo", { data: z.json() }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// ---- server → client --------------------------------------------------------
export const helloFrameSchema = envelope("hello", { connId: z.string(), lastSeq: z.number().int().min(0) });
export const eventFrameSchema = z
  .object({
    v: z.literal(PROTOCOL_VERSION),
    type: z.enum(HUB_EVENT_TYPES),
    seq: z.number().int().positive(),
    ts: z.number().int(),
    data: z.record(z.string(), z.unknown()),
    replay: z.literal(true).optional(),
  })
  .strict();
export const replayDoneFrameSchema = envelope("replay_done", {
  fromSeq: z.number().int().min(0),
  toSeq: z.number().int().min(0),
});
export const echoFrameSchema = envelope("echo", { data: z.json() });
export const errorFrameSchema = envelope("error", { code: z.string(), message: z.string() });

export const serverFrameSchema = z.union([
  helloFrameSchema,
  eventFrameSchema,
  replayDoneFrameSchema,
  echoFrameSchema,
  errorFrameSchema,
]);
export type HelloFrame = z.infer<typeof helloFrameSchema>;
export type EventFrame = z.infer<typeof eventFrameSchema>;
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Answered by the runtime without waking the hub (setWebSocketAutoResponse). */
export const PING_FRAME = '{"type":"ping"}';
export const PONG_FRAME = '{"type":"pong"}';

/** Close code for a frame that breaks the protocol (RFC 6455 "policy violation"). */
export const CLOSE_PROTOCOL_VIOLATION = 1008;

/** A realtime ticket is single-use and expires after this many seconds (DESIGN.md §7). */
export const REALTIME_TICKET_TTL_SECONDS = 30;
