/** The SAT practice API (worker/routes/sat-practice.ts) as calls and a TanStack query. */
import { useQuery } from "@tanstack/react-query";
import type { SatSection } from "../../../../worker/contract/sat";
import type { SatPracticeAnswerRequest, SatPracticeSetRequest } from "../../../../worker/contract/sat-practice";
import { api, call } from "../../../lib/api-client";
import { useSatUserId } from "../api";
import { satKeys } from "../query-keys";

export const satPracticeKeys = {
  skills: (userId: string, section: SatSection) => [...satKeys.all(userId), "practice", "skills", section] as const,
};

export const fetchPracticeSkills = (section: SatSection) => call(api.sat.practice.skills.$get({ query: { section } }));
export const startPracticeSet = (json: SatPracticeSetRequest) => call(api.sat.practice.sets.$post({ json }));
export const answerPracticeQuestion = (setId: string, json: SatPracticeAnswerRequest) =>
  call(api.sat.practice.sets[":id"].answers.$post({ param: { id: encodeURIComponent(setId) }, json }));

export function usePracticeSkills(section: SatSection) {
  const userId = useSatUserId();
  return useQuery({
    queryKey: satPracticeKeys.skills(userId, section),
    queryFn: () => fetchPracticeSkills(section),
    enabled: userId !== "",
  });
}
