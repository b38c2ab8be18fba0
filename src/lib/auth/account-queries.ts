/** Everything cached for one account lives under this key, so it can all go at sign-out. */
export const ACCOUNT_QUERY_ROOT = "account";

export const accountQueryKey = (userId: string) => [ACCOUNT_QUERY_ROOT, userId] as const;
