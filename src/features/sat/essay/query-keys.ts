/** The SAT Essay query keys, under the account's root so a learner's essays all go at sign-out. */
import { accountQueryKey } from "../../../lib/auth/account-queries";

const satEssayKey = (userId: string) => [...accountQueryKey(userId), "sat-essay"] as const;

export const satEssayKeys = {
  all: satEssayKey,
  prompts: (userId: string) => [...satEssayKey(userId), "prompts"] as const,
  prompt: (userId: string, id: string | null) => [...satEssayKey(userId), "prompt", id] as const,
  essays: (userId: string) => [...satEssayKey(userId), "essays"] as const,
};
