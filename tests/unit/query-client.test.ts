import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../src/lib/api";
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from "../../src/lib/query-client";

describe("query retries (spec §8)", () => {
  it.each([401, 403, 404, 422, 429])("never retries a %i response", (status) => {
    expect(shouldRetryQuery(0, new ApiRequestError(status, "some_code", "Request failed"))).toBe(false);
  });

  it.each(["JWT expired", "invalid jwt signature", "Auth session missing", "user not authorized"])(
    "never retries an error mentioning JWT or auth: %s",
    (message) => {
      expect(shouldRetryQuery(0, new Error(message))).toBe(false);
    },
  );

  it("retries a server error up to 3 times", () => {
    const serverError = new ApiRequestError(500, "internal_error", "Something went wrong on our side.");
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, serverError))).toEqual([true, true, true, false]);
  });

  it("retries a network failure", () => {
    expect(shouldRetryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
  });

  it("waits 1 s, then doubles the wait up to a 30 s cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("data cache defaults (spec §9)", () => {
  it("keeps data fresh 5 min, cached 10 min, with no refetch on focus or reconnect", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 300_000,
      gcTime: 600_000,
      retry: shouldRetryQuery,
      retryDelay: queryRetryDelay,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    });
    expect(mutations).toMatchObject({ retry: 1, retryDelay: 1000 });
  });
});
