/**
 * Push notifications of the native app. Shared by the Worker's /api/push routes and the
 * SPA's native branch (src/features/native/). Push goes only to the app's devices: the web keeps its
 * in-app notifications (spec §4: push only off the web).
 */
import { z } from "zod";

export const PUSH_PLATFORMS = ["android", "ios"] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** FCM registration tokens are about 160 characters; APNs tokens 64 hex digits. Room for both, no more. */
export const PUSH_TOKEN_MAX_LENGTH = 4096;

export const PUSH_ERROR_CODES = {
  /** The token is another account's, registered by a session still live. */
  registeredElsewhere: "device_registered_elsewhere",
} as const;

const pushToken = z
  .string()
  .min(1, "The device token is required")
  .max(PUSH_TOKEN_MAX_LENGTH, `The device token must be at most ${PUSH_TOKEN_MAX_LENGTH} characters`)
  .regex(/^[\w:.-]+$/, "The device token may hold only letters, digits and _ : . -");

/** POST /api/push/devices: the token the platform's push service gave this install. */
export const pushDeviceSchema = z.strictObject({
  token: pushToken,
  platform: z.enum(PUSH_PLATFORMS, "The platform must be android or ios"),
});
export type PushDeviceRegistration = z.infer<typeof pushDeviceSchema>;

export const pushTokenParamSchema = z.object({ token: pushToken });

export type PushDevice = { token: string; platform: PushPlatform; created_at: string; last_seen_at: string };

/** One development outbox entry: what would have been pushed (GET /api/push/dev/outbox). */
export type PushOutboxEntry = { id: number; token: string; title: string; body: string; data: Record<string, string>; created_at: string };
