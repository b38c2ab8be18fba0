/** Query keys of the practice screens, under the account's root so sign-out clears them. */
import { accountQueryKey } from "../../lib/auth/account-queries";

export const reviewQueueKey = (userId: string) => [...accountQueryKey(userId), "srs", "queue"] as const;
