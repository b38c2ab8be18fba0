/**
 * Property test of the socket boundary: whatever a client sends, a frame that breaks the protocol
 * gets an error frame and close code 1008, a valid one is served, and the hub keeps serving the
 * user's other sockets and chats throughout.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { CLOSE_PROTOCOL_VIOLATION, clientFrameSchema } from "../../../worker/contract/realtime";
import { scriptedModel, useModel } from "../ai/mock-model";
import { connect } from "../helpers";
import { chunkText, newChat, replyEnd, send } from "./support";

const RUNS = 120;
const FUZZ_TIMEOUT_MS = 60_000;

const anything = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const plausible = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: arb }, { weight: 1, arbitrary: anything });

/** Envelopes that look like the protocol's (often valid), any JSON, or not JSON at all. */
const frameText = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record(
        {
          v: plausible(fc.constant(1)),
          type: plausible(
            fc.constantFrom("chat.send", "chat.cancel", "chat.resume_ack", "resume", "echo", "chat.chunk", "hello", "publish"),
          ),
          requestId: plausible(fc.stringMatching(/^[\w-]{1,70}$/)),
          chatId: plausible(fc.string({ maxLength: 70 })),
          content: plausible(fc.string({ maxLength: 50 })),
          fromIndex: plausible(fc.integer({ min: -2, max: 5 })),
          lastSeq: plausible(fc.integer({ min: -2, max: 5 })),
          data: anything,
        },
        { requiredKeys: [] },
      )
      .map((frame) => JSON.stringify(frame)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

function isValidFrame(text: string): boolean {
  try {
    return clientFrameSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

afterEach(() => useModel(null));

describe("fuzzed frames on the hub socket", () => {
  it(
    `closes every invalid frame with an error frame and 1008 and keeps serving (${RUNS} frames)`,
    async () => {
      useModel(scriptedModel({ deltas: ["Still ", "here."] }));
      const observer = await connect("fuzzed");
      let invalid = 0;
      await fc.assert(
        fc.asyncProperty(frameText, async (text) => {
          const socket = await connect("fuzzed");
          await socket.next((f) => f.type === "hello");
          socket.send(text);
          if (isValidFrame(text)) {
            socket.send({ v: 1, type: "echo", data: "alive" });
            await socket.next((f) => f.type === "echo" && f.data === "alive");
          } else {
            invalid++;
            expect(await socket.next((f) => f.type === "error")).toMatchObject({ code: "invalid_frame" });
            expect((await socket.closed).code).toBe(CLOSE_PROTOCOL_VIOLATION);
          }
          socket.ws.close();
        }),
        { numRuns: RUNS },
      );
      expect(invalid).toBeGreaterThan(RUNS / 2);

      const binary = await connect("fuzzed");
      binary.ws.send(new Uint8Array([1, 2, 3]));
      expect(await binary.next((f) => f.type === "error")).toMatchObject({ message: "Frames must be JSON text" });
      expect((await binary.closed).code).toBe(CLOSE_PROTOCOL_VIOLATION);

      // The socket that stayed open all along still chats.
      const chat = await newChat("fuzzed");
      send(observer, "after-fuzz", chat.id, "Are you still there?");
      expect(await replyEnd(observer, "after-fuzz")).toMatchObject({ type: "chat.done" });
      expect(chunkText(observer, "after-fuzz")).toBe("Still here.");
      observer.ws.close();
    },
    FUZZ_TIMEOUT_MS,
  );
});
