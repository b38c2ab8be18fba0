/**
 * The UserHub socket protocol: every frame is a JSON envelope `{ v: 1, type, ... }`, validated by the
 * zod schemas below on both ends. Shared by the Worker, the Durable Object and the SPA (types and
 * schemas only). Golden frames in tests/worker/fixtures/realtime-frames.json freeze the wire format.
 *
 * Connecting. The SPA trades its access token for a single-use ticket (POST /api/realtime/ticket),
 * opens GET /api/realtime?ticket=…, and the hub greets it with `hello { connId, lastSeq }`.
 * `{"type":"ping"}` is answered with `{"type":"pong"}` by the runtime (outside the envelope).
 * A frame that does not parse gets an `error` frame and the socket is closed with 1008.
 *
 * Sessions. Each socket belongs to the session whose ticket opened it. When that session ends the
 * hub sends the socket `error { code: "session_ended" }` at once and nothing more; the client closes
 * it with 4002 "session ended" (and signs out), and the hub closes a socket still open
 * SESSION_END_GRACE_MS later with 4002 itself. (Issue 34: a close the hub starts outside the socket's
 * own events — from the Worker's call, or an alarm — sends its Close frame at once, but workerd keeps
 * the connection until the Durable Object's request context is torn down, about 10 s later, so the
 * client's close event waited that long; a close the client starts ends the connection at once.)
 * A frame that writes (chat.send, chat.cancel) is first checked against the session and, if it has
 * ended, answered with `error { code: "session_ended" }` and the 4002 close, with nothing stored.
 * Deleting the account closes every socket of the user with 4001 "account deleted".
 *
 * Events (at least once; the client dedupes by `seq`). progress_update, achievement_unlocked,
 * streak_updated, reward_available and class_activity carry a per-user `seq`. A client that saw events before sends
 * `resume { lastSeq }` after `hello`; the hub replays every logged event with a larger seq
 * (`replay: true`) and ends with `replay_done { fromSeq, toSeq }`. A first connection adopts
 * `hello.lastSeq` instead of asking for history.
 *
 * Chat turn (exactly once per socket).
 *   client  chat.send { requestId, chatId, content }            requestId: chosen by the client
 *   hub  →  chat.accepted { requestId, chatId, userMessage }    to every socket of the user
 *   hub  →  chat.chunk { requestId, chatId, index, text }       index 0, 1, 2… in order, to every socket
 *   hub  →  chat.done { requestId, chatId, message }            the saved assistant message
 *        or chat.error { requestId, chatId, code, message, reply }
 *           reply: the saved partial/error assistant message, or null when nothing arrived.
 *           code: model_error (provider failed mid-stream; reply status "error"), cancelled
 *           (chat.cancel; reply status "partial"), interrupted (the hub restarted mid-stream;
 *           reply status "partial"), and the refusals token_limit_exceeded, chat_not_found, busy
 *           (a reply is already streaming in that chat) and duplicate_request, which go to the
 *           sending socket only, come without chat.accepted and save nothing.
 *   client  chat.cancel { requestId }                           stops the model call
 *
 * Resume handshake (no gap, no duplicate). The hub stores every chunk in its SQLite as it sends it.
 *   1. A socket that connects while a reply streams gets `chat.resuming { requestId, chatId }` right
 *      after `hello`. From then on it is held out of that reply's live chunks.
 *   2. The client answers `chat.resume_ack { requestId, fromIndex }` (fromIndex = how many chunks
 *      of that reply it already has; 0 after a reload).
 *   3. The hub sends the stored chunks from `fromIndex` with `replay: true`, then
 *      `chat.replay_complete { requestId, nextIndex }`, and the socket rejoins the live broadcast at
 *      chunk `nextIndex`. Storing, broadcasting and replaying never interleave, so nothing is lost
 *      or repeated. If the reply ended meanwhile, its `chat.done` / `chat.error` follows.
 *   A client that lost its socket mid-reply and got no `chat.resuming` after reconnecting (the reply
 *   ended while it was away) sends the same `chat.resume_ack`: it gets the missing chunks, then
 *   `chat.replay_complete` and the final frame, or `chat.resume_none` when the hub no longer keeps
 *   that reply (then it reloads the chat's messages over REST). Finished replies are kept 10 minutes.
 *   If the hub itself restarts mid-reply (eviction, deploy), the part that was stored is saved as
 *   the assistant message with status "partial" and every socket gets `chat.error` code interrupted.
 *
 * Without a socket, POST /api/chats/:id/messages runs the same turn and streams the same chat frames
 * as SSE `data:` lines (refusals answer 404 / 409 / 429 instead); POST /api/chats/:id/cancel
 * { requestId } is its chat.cancel. Browser side: src/lib/realtime/
 * (connection.ts: partysocket, tickets, status, seq dedupe; chat.ts: replies and the resume ACK).
 */
import { z } from "zod";
import { CHAT_ERROR_CODES, chatIdSchema, chatMessageSchema, chatMessageTextSchema, requestIdSchema } from "./chat";

export const PROTOCOL_VERSION = 1;

/**
 * Events the server pushes to every socket of one user (spec §7 real-time). `teacher_graded` tells a
 * learner a teacher graded one of their submissions (contract/grading.ts teacherGradedDataSchema);
 * `class_activity` goes to a teacher's hub when a student of one of their classes recorded progress;
 * `class_members` goes to a teacher's hub when a student joins or leaves one of their classes or is removed;
 * `class_announcement`, `assignment_reminder` and `submission_comment` tell a student (or, for a comment,
 * its teacher) what a teacher or student wrote them (contract/talk.ts);
 * `content_shared` tells a learner a teacher shared a lesson or course with them (contract/sharing.ts);
 * `forum_reply` tells a thread's author and participants of a new reply (contract/forum.ts).
 */
export const HUB_EVENT_TYPES = [
  "progress_update",
  "achievement_unlocked",
  "streak_updated",
  "reward_available",
  "teacher_graded",
  "class_activity",
  "class_members",
  "class_announcement",
  "assignment_reminder",
  "submission_comment",
  "content_shared",
  "forum_reply",
] as const;

/** The `data` of class_activity: which class's roster changed, for whom and by what (worker/teaching/class-events.ts). */
export const classActivityDataSchema = z.object({
  class_id: z.string(),
  student_id: z.string(),
  event_type: z.string(),
  occurred_at: z.string(),
});
export type ClassActivityData = z.infer<typeof classActivityDataSchema>;

/** The `data` of class_members: who joined, left or was removed from which class (worker/teaching/class-events.ts). */
export const classMembersDataSchema = z.object({
  class_id: z.string(),
  student_id: z.string(),
  change: z.enum(["joined", "left", "removed"]),
});
export type ClassMembersData = z.infer<typeof classMembersDataSchema>;

export const hubEventSchema = z.object({
  type: z.enum(HUB_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
});
export type HubEvent = z.infer<typeof hubEventSchema>;

const envelope = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ v: z.literal(PROTOCOL_VERSION), type: z.literal(type), ...shape }).strict();

const chunkIndexSchema = z.number().int().min(0);

// ---- client → server --------------------------------------------------------
export const clientFrameSchema = z.discriminatedUnion("type", [
  /** First frame after (re)connecting: replays every event with seq > lastSeq. */
  envelope("resume", { lastSeq: z.number().int().min(0) }),
  /** Round trip to the sending socket only: lets a client check the hub is alive. */
  envelope("echo", { data: z.json() }),
  /** Sends a user message to one of the user's chats and streams the assistant's reply. */
  envelope("chat.send", { requestId: requestIdSchema, chatId: chatIdSchema, content: chatMessageTextSchema }),
  /** Stops the model call of a streaming reply; what arrived is kept as a partial message. */
  envelope("chat.cancel", { requestId: requestIdSchema }),
  /** Answer to chat.resuming, or a request to replay a reply this client was following. */
  envelope("chat.resume_ack", { requestId: requestIdSchema, fromIndex: chunkIndexSchema }),
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

export const chatAcceptedFrameSchema = envelope("chat.accepted", {
  requestId: requestIdSchema,
  chatId: chatIdSchema,
  userMessage: chatMessageSchema,
});
export const chatChunkFrameSchema = envelope("chat.chunk", {
  requestId: requestIdSchema,
  chatId: chatIdSchema,
  index: chunkIndexSchema,
  text: z.string(),
  replay: z.literal(true).optional(),
});
export const chatDoneFrameSchema = envelope("chat.done", {
  requestId: requestIdSchema,
  chatId: chatIdSchema,
  message: chatMessageSchema,
});
export const chatErrorFrameSchema = envelope("chat.error", {
  requestId: requestIdSchema,
  chatId: chatIdSchema,
  code: z.enum(CHAT_ERROR_CODES),
  message: z.string(),
  reply: chatMessageSchema.nullable(),
});
export const chatResumingFrameSchema = envelope("chat.resuming", { requestId: requestIdSchema, chatId: chatIdSchema });
export const chatReplayCompleteFrameSchema = envelope("chat.replay_complete", {
  requestId: requestIdSchema,
  nextIndex: chunkIndexSchema,
});
export const chatResumeNoneFrameSchema = envelope("chat.resume_none", { requestId: requestIdSchema });

export const serverFrameSchema = z.union([
  helloFrameSchema,
  eventFrameSchema,
  replayDoneFrameSchema,
  echoFrameSchema,
  errorFrameSchema,
  chatAcceptedFrameSchema,
  chatChunkFrameSchema,
  chatDoneFrameSchema,
  chatErrorFrameSchema,
  chatResumingFrameSchema,
  chatReplayCompleteFrameSchema,
  chatResumeNoneFrameSchema,
]);
export type HelloFrame = z.infer<typeof helloFrameSchema>;
export type EventFrame = z.infer<typeof eventFrameSchema>;
export type ChatAcceptedFrame = z.infer<typeof chatAcceptedFrameSchema>;
export type ChatChunkFrame = z.infer<typeof chatChunkFrameSchema>;
export type ChatDoneFrame = z.infer<typeof chatDoneFrameSchema>;
export type ChatErrorFrame = z.infer<typeof chatErrorFrameSchema>;
/** Frames of one chat reply, in the order a socket receives them. */
export type ChatFrame =
  | ChatAcceptedFrame
  | ChatChunkFrame
  | ChatDoneFrame
  | ChatErrorFrame
  | z.infer<typeof chatResumingFrameSchema>
  | z.infer<typeof chatReplayCompleteFrameSchema>
  | z.infer<typeof chatResumeNoneFrameSchema>;
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Answered by the runtime without waking the hub (setWebSocketAutoResponse). */
export const PING_FRAME = '{"type":"ping"}';
export const PONG_FRAME = '{"type":"pong"}';

/** Close code for a frame that breaks the protocol (RFC 6455 "policy violation"). */
export const CLOSE_PROTOCOL_VIOLATION = 1008;

/** Close code (private range 4000–4999) for the sockets of a deleted account; the client does not reconnect. */
export const CLOSE_ACCOUNT_DELETED = 4001;

/**
 * Close code for a socket whose session ended (sign-out of this, every or every other session, a
 * password change): the client's answer to the `session_ended` error frame, the hub's own after the
 * grace below, and the hub's to a write frame that finds its session gone. The client does not
 * reconnect with that session: it signs out.
 */
export const CLOSE_SESSION_ENDED = 4002;
/** The error frame's code for a socket whose session has ended. */
export const SESSION_ENDED_CODE = "session_ended";
/** How long the socket of an ended session has to close itself before the hub closes it. */
export const SESSION_END_GRACE_MS = 1_000;
export const SESSION_ENDED_REASON = "session ended";
export const SESSION_ENDED_MESSAGE = "This session has ended. Please sign in again.";

/** A realtime ticket is single-use and expires after this many seconds (docs/architecture.md §7). */
export const REALTIME_TICKET_TTL_SECONDS = 30;

/** Finished replies stay replayable this long for clients that reconnect late (A1 keeps 10 minutes). */
export const FINISHED_STREAM_RETENTION_MS = 10 * 60 * 1000;
