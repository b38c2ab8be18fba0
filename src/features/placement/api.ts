/**
 * The placement test (worker/routes/placement.ts) and the learning plan (worker/routes/learning-plan.ts)
 * as TanStack Query keys and calls, under the account's root so all of it goes at sign-out.
 */
import type { PlacementAnswer } from "../../../worker/contract/placement";
import { api, call } from "../../lib/api-client";
import { accountQueryKey } from "../../lib/auth/account-queries";

export const placementKeys = {
  overview: (userId: string) => [...accountQueryKey(userId), "placement"] as const,
  plan: (userId: string) => [...accountQueryKey(userId), "learning-plan"] as const,
};

export const fetchPlacement = () => call(api.placement.$get());
export const startPlacement = () => call(api.placement.sessions.$post());
export const answerPlacement = (id: string, json: PlacementAnswer) =>
  call(api.placement.sessions[":id"].answers.$post({ param: { id }, json }));
export const fetchLearningPlan = () => call(api["learning-plan"].$get());
