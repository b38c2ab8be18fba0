/** The SAT section-test API (worker/routes/sat.ts) as calls and TanStack queries. */
import { useQuery } from "@tanstack/react-query";
import type { PendingSatSubmission, SatModule, SatSaveRequest, SatSection, SatSubmitRequest } from "../../../worker/contract/sat";
import { api, call } from "../../lib/api-client";
import { useAuth } from "../../lib/auth/AuthProvider";
import { satKeys } from "./query-keys";

const attemptParam = (id: string) => ({ id: encodeURIComponent(id) });

export const fetchSatTests = (section: SatSection) => call(api.sat.tests.$get({ query: { section } }));
export const startSatAttempt = (section: SatSection, testId: string) =>
  call(api.sat.attempts.$post({ json: { section, testId, mode: "full" } }));
export const fetchSatAttempt = (id: string) => call(api.sat.attempts[":id"].$get({ param: attemptParam(id) }));
export const saveSatAnswers = (id: string, json: SatSaveRequest) =>
  call(api.sat.attempts[":id"].answers.$put({ param: attemptParam(id), json }));
export const submitSatModule = (id: string, module: SatModule, json: SatSubmitRequest) =>
  call(api.sat.attempts[":id"].modules[":module"].submit.$post({ param: { ...attemptParam(id), module }, json }));
export const fetchSatResults = (id: string) => call(api.sat.attempts[":id"].results.$get({ param: attemptParam(id) }));

/** What the outbox sends for a module finished offline. */
export const postSatSubmission = ({ attemptId, module, clientId, answers }: PendingSatSubmission) =>
  submitSatModule(attemptId, module, { clientId, answers });

export function useSatUserId(): string {
  const { user } = useAuth();
  return user?.id ?? "";
}

export function useSatTests(section: SatSection) {
  const userId = useSatUserId();
  return useQuery({ queryKey: satKeys.tests(userId, section), queryFn: () => fetchSatTests(section), enabled: userId !== "" });
}

export function useSatAttempt(id: string) {
  const userId = useSatUserId();
  return useQuery({
    queryKey: satKeys.attempt(userId, id),
    queryFn: () => fetchSatAttempt(id),
    enabled: userId !== "",
    staleTime: Infinity,
  });
}

export function useSatResults(id: string) {
  const userId = useSatUserId();
  return useQuery({ queryKey: satKeys.results(userId, id), queryFn: () => fetchSatResults(id), enabled: userId !== "" });
}
