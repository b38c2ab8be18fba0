/** What every push provider (fcm.ts, dev-outbox.ts) does; provider.ts picks one. */
import type { PushPlatform } from "../contract/push";

/** One device of one user, as the provider needs it. */
export type PushTarget = { userId: string; token: string; platform: PushPlatform };

/** What the device shows; `data` travels to the app with the tap (FCM allows string values only). */
export type PushMessage = { title: string; body: string; data: Record<string, string> };

/** `unregistered`: the provider no longer knows the token, so the device is to be forgotten. */
export type PushResult = "sent" | "unregistered";

export interface PushProvider {
  send(device: PushTarget, message: PushMessage): Promise<PushResult>;
}
