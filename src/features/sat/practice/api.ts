/** The SAT practice API (worker/routes/sat-practice.ts) as calls and a TanStack query. */
import { useQuery } from "@tanstack/react-query";
import type { SatSection } from "../../../../worker/contract/sat";
import type { SatPracticeAnswerRequest, SatPracticeSetRequest } from "../../../../worker/contract/sat-practice";
import { api, call } from "../../../lib/api-client";
import { useSatUserId } from "../api";
import { satKeys } from "../query-keys";

export const satPracticeKeys = {
  skills: (userId: string, section: SatSection) => [...satKeys.all(userId), "practice", "skills", section] as const,
  set: (userId: string, setId: string) => [...satKeys.all(userId), "practice", "set", setId] as const,
};

export const fetchPracticeSkills = (section: SatSection) => call(api.sat.practice.skills.$get({ query: { section } }));
export const startPracticeSet = (json: SatPracticeSetRequest) => call(api.sat.practice.sets.$post({ json }));
export const fetchPracticeSet = (setId: string) => call(api.sat.practice.sets[":id"].$get({ param: { id: encodeURIComponent(setId) } }));
export const answerPracticeQuestion = (setId: string, json: SatPracticeAnswerRequest) =>
  call(api.sat.practice.sets[":id"].answers.$post({ param: { id: encodeURIComponent(setId) }, json }));

/** A set as the server has it, fetched afresh whenever it is opened: the screen then keeps its own state. */
export function usePracticeSet(setId: string | null) {
  const userId = useSatUserId();
  return useQuery({
    queryKey: satPracticeKeys.set(userId, setId ?? ""),
    queryFn: () => fetchPracticeSet(setId!),
    enabled: userId !== "" && setId !== null,
    gcTime: 0,
    retry: false,
  });
}

export function usePracticeSkills(section: SatSection) {
  const userId = useSatUserId();
  return useQuery({
    queryKey: satPracticeKeys.skills(userId, section),
    queryFn: () => fetchPracticeSkills(section),
    enabled: userId !== "",
  });
}
