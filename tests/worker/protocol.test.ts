import { describe, expect, it } from "vitest";
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
});
