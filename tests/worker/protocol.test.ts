import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../worker/contract/chat";
import { clientFrameSchema, serverFrameSchema } from "../../worker/contract/realtime";
import frames from "./fixtures/realtime-frames.json";

// Golden frames freeze the wire format: changing the protocol means changing these on purpose.
describe("the UserHub socket protocol", () => {
  it.each(frames.client.valid)("accepts the client frame %j", (frame) => {
    expect(clientFrameSchema.parse(frame)).toEqual(frame);
  });

  it.each(frames.client.invalid)("rejects the client frame %j", (frame) => {
    expect(clientFrameSchema.safeParse(frame).success).toBe(false);
  });

  it.each(frames.server.valid)("accepts the server frame %j", (frame) => {
    expect(serverFrameSchema.parse(frame)).toEqual(frame);
  });

  it(`limits a chat message to ${CHAT_MESSAGE_MAX_LENGTH} characters`, () => {
    const send = (content: string) => ({ v: 1, type: "chat.send", requestId: "r-1", chatId: "c-1", content });
    expect(clientFrameSchema.safeParse(send("x".repeat(CHAT_MESSAGE_MAX_LENGTH))).success).toBe(true);
    expect(clientFrameSchema.safeParse(send("x".repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).success).toBe(false);
  });
});
