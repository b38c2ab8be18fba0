import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PendingSatEssay } from "../../../worker/contract/sat-essay";
import { ApiRequestError } from "../../../src/lib/api";

const postSatEssay = vi.fn();
vi.mock("../../../src/features/sat/essay/api", () => ({ postSatEssay: (...args: unknown[]) => postSatEssay(...args) }));
const { submitEssay } = await import("../../../src/features/sat/essay/submit-essay");

const entry: PendingSatEssay = {
  section: "sat_essay",
  clientId: "sat-essay-1234abcd",
  promptId: "sat-essay-night-sky",
  promptTitle: "Keep the Lights Off",
  text: "Okafor uses an anecdote.",
  user_id: "user-1",
};

describe("sending a SAT essay", () => {
  beforeEach(() => postSatEssay.mockReset());

  it("queues it without a request when the browser is offline", async () => {
    const queue = vi.fn();
    expect(await submitEssay(entry, { online: false, queue })).toEqual({ kind: "queued", entry });
    expect(queue).toHaveBeenCalledWith(entry);
    expect(postSatEssay).not.toHaveBeenCalled();
  });

  it("queues it when the server cannot be reached or fails, and sends only the request fields", async () => {
    const queue = vi.fn();
    postSatEssay.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect((await submitEssay(entry, { online: true, queue })).kind).toBe("queued");
    postSatEssay.mockRejectedValueOnce(new ApiRequestError(503, "unavailable", "down"));
    expect((await submitEssay(entry, { online: true, queue })).kind).toBe("queued");
    expect(queue).toHaveBeenCalledTimes(2);
    expect(postSatEssay).toHaveBeenCalledWith({ clientId: entry.clientId, promptId: entry.promptId, text: entry.text });
  });

  it("says why when the server refuses it, and refuses an empty essay before sending", async () => {
    const queue = vi.fn();
    postSatEssay.mockRejectedValueOnce(new ApiRequestError(413, "essay_too_long", "too long"));
    expect(await submitEssay(entry, { online: true, queue })).toEqual({ kind: "refused", code: "essay_too_long", message: "too long" });
    expect(await submitEssay({ ...entry, text: "  " }, { online: true, queue })).toMatchObject({ kind: "refused", code: "empty_essay" });
    expect(queue).not.toHaveBeenCalled();
  });

  it("returns the stored, scored essay", async () => {
    postSatEssay.mockResolvedValueOnce({ duplicate: false, essay: { id: "e1" } });
    expect(await submitEssay(entry, { online: true, queue: vi.fn() })).toEqual({ kind: "stored", essay: { id: "e1" } });
  });
});
