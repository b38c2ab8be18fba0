/**
 * The IELTS query keys, apart from the API calls so the live hub can refresh a result a teacher just
 * graded without loading the IELTS client. Every key lives under the account's root, so a learner's
 * tests and submissions all go at sign-out.
 */
import type { IeltsSection } from "../../../worker/contract/ielts";
import { accountQueryKey } from "../../lib/auth/account-queries";

const ieltsKey = (userId: string) => [...accountQueryKey(userId), "ielts"] as const;

export const ieltsKeys = {
  all: ieltsKey,
  capabilities: (userId: string) => [...ieltsKey(userId), "capabilities"] as const,
  tests: (userId: string, section?: IeltsSection) => [...ieltsKey(userId), "tests", ...(section ? [section] : [])] as const,
  test: (userId: string, id: string | null) => [...ieltsKey(userId), "test", id] as const,
  /** Without a section: every list of submissions, for invalidation. */
  submissions: (userId: string, list?: { section: IeltsSection; limit: number }) =>
    [...ieltsKey(userId), "submissions", ...(list ? [list.section, list.limit] : [])] as const,
  submission: (userId: string, id: string | null) => [...ieltsKey(userId), "submission", id] as const,
};
