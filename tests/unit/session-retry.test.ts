import type { Session } from "@supabase/auth-js";
import { AuthRetryableFetchError } from "@supabase/auth-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getSessionWithRetry } from "../../src/lib/auth/session-retry";
import { testSession } from "./support/auth-server";

type SessionResult = Awaited<ReturnType<Parameters<typeof getSessionWithRetry>[0]["getSession"]>>;

const failure = (): SessionResult => ({ data: { session: null }, error: new AuthRetryableFetchError("Failed to fetch", 0) });
const success = (session: Session): SessionResult => ({ data: { session }, error: null });

describe("session retrieval (spec §8: retried 3 times, waiting 1 s then 2 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tries 3 times, 1 s and then 2 s apart, and ends signed out when every try fails", async () => {
    const attemptsAt: number[] = [];
    const start = Date.now();
    const getSession = vi.fn(async () => {
      attemptsAt.push(Date.now() - start);
      return failure();
    });

    const read = getSessionWithRetry({ getSession });
    await vi.advanceTimersByTimeAsync(999);
    expect(attemptsAt).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attemptsAt).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attemptsAt).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attemptsAt).toEqual([0, 1000, 3000]);

    await expect(read).resolves.toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getSession).toHaveBeenCalledTimes(3);
  });

  it("returns the session of the first try that succeeds", async () => {
    const session = testSession();
    const getSession = vi.fn<() => Promise<SessionResult>>().mockResolvedValueOnce(failure()).mockResolvedValueOnce(success(session));

    const read = getSessionWithRetry({ getSession });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.toBe(session);
    expect(getSession).toHaveBeenCalledTimes(2);
  });

  it("retries a read that throws as well as one that reports an error", async () => {
    const getSession = vi
      .fn<() => Promise<SessionResult>>()
      .mockRejectedValueOnce(new Error("storage blocked"))
      .mockResolvedValueOnce(success(testSession()));
    const read = getSessionWithRetry({ getSession });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(read).resolves.not.toBeNull();
  });

  it("does not wait when there simply is no session", async () => {
    const getSession = vi.fn(async (): Promise<SessionResult> => ({ data: { session: null }, error: null }));
    await expect(getSessionWithRetry({ getSession })).resolves.toBeNull();
    expect(getSession).toHaveBeenCalledTimes(1);
  });
});
