/** TanStack Query configured as the specification's data cache (spec §8, §9). */
import { QueryClient } from "@tanstack/react-query";
import {
  MUTATION_RETRIES,
  MUTATION_RETRY_DELAY_MS,
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from "./constants";

function statusOf(error: unknown): number | undefined {
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
    return error.status;
  }
  return undefined;
}

/** Retrying cannot fix a client error or an expired or missing sign-in, so those fail at once. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  if (error instanceof Error && /jwt|auth/i.test(error.message)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s; `attempt` counts failures so far, starting at 0. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: {
        retry: MUTATION_RETRIES,
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
}
