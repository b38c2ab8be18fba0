/** The full-test API (worker/routes/sat-full.ts) as calls and TanStack queries, under the SAT keys so the outbox refreshes them. */
import { useQuery } from "@tanstack/react-query";
import type { SatFullTestStartRequest } from "../../../../worker/contract/sat-full";
import { api, call } from "../../../lib/api-client";
import { useSatUserId } from "../api";
import { satKeys } from "../query-keys";

const fullTests = api.sat["full-tests"];

export const satFullKeys = {
  list: (userId: string) => [...satKeys.all(userId), "full-tests"] as const,
  one: (userId: string, id: string) => [...satKeys.all(userId), "full-test", id] as const,
};

export const startSatFullTest = (json: SatFullTestStartRequest) => call(fullTests.$post({ json }));
export const continueSatFullTest = (id: string) => call(fullTests[":id"].continue.$post({ param: { id: encodeURIComponent(id) } }));

export function useSatFullTests() {
  const userId = useSatUserId();
  return useQuery({ queryKey: satFullKeys.list(userId), queryFn: () => call(fullTests.$get()), enabled: userId !== "" });
}

export function useSatFullTest(id: string) {
  const userId = useSatUserId();
  return useQuery({
    queryKey: satFullKeys.one(userId, id),
    queryFn: () => call(fullTests[":id"].$get({ param: { id: encodeURIComponent(id) } })),
    enabled: userId !== "",
  });
}
