/** The SAT query keys, under the account's root so a learner's attempts all go at sign-out. */
import type { SatSection } from "../../../worker/contract/sat";
import { accountQueryKey } from "../../lib/auth/account-queries";

const satKey = (userId: string) => [...accountQueryKey(userId), "sat"] as const;

export const satKeys = {
  all: satKey,
  tests: (userId: string, section: SatSection) => [...satKey(userId), "tests", section] as const,
  attempt: (userId: string, id: string) => [...satKey(userId), "attempt", id] as const,
  results: (userId: string, id: string) => [...satKey(userId), "results", id] as const,
};
