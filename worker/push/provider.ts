/**
 * Where pushes go: FCM HTTP v1 when the `FCM_SERVICE_ACCOUNT` secret is set (Firebase
 * delivers to Android and, through APNs, to iOS), else in development and tests the dev outbox, which
 * stores what would have been sent. A deployment without the secret sends nothing.
 */
import type { Db } from "../db/client";
import { devOutbox } from "./dev-outbox";
import { fcmProvider, parseServiceAccount } from "./fcm";
import type { PushProvider } from "./provider-interface";

/** Where the dev outbox stands in for a provider; like the dev mailbox, never in production. */
export const OUTBOX_ENVIRONMENTS: ReadonlySet<string> = new Set(["development", "test"]);

export type PushEnv = Pick<Env, "ENVIRONMENT" | "FCM_SERVICE_ACCOUNT">;

export function pushProvider(env: PushEnv, db: Db): PushProvider | null {
  if (env.FCM_SERVICE_ACCOUNT) return fcmProvider(parseServiceAccount(env.FCM_SERVICE_ACCOUNT));
  return OUTBOX_ENVIRONMENTS.has(env.ENVIRONMENT) ? devOutbox(db) : null;
}
