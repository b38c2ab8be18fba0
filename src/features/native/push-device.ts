/**
 * This install's registration for push (POST/DELETE /api/push/devices): made when the platform hands
 * over its token after a grant, removed on sign-out while the session still stands. The token is kept
 * so sign-out knows which device to remove.
 */
import type { PushPlatform } from "../../../worker/contract/push";
import { api, call } from "../../lib/api-client";

const DEVICE_TOKEN_KEY = "lexora-push-device";

export async function registerThisDevice(token: string, platform: PushPlatform): Promise<void> {
  await call(api.push.devices.$post({ json: { token, platform } }));
  localStorage.setItem(DEVICE_TOKEN_KEY, token);
}

/**
 * Best effort: signing out never waits on it failing. `accessToken` is the session being ended, since
 * the auth client is about to forget it.
 */
export async function forgetThisDevice(accessToken: string): Promise<void> {
  const token = localStorage.getItem(DEVICE_TOKEN_KEY);
  if (!token) return;
  localStorage.removeItem(DEVICE_TOKEN_KEY);
  try {
    await call(
      api.push.devices[":token"].$delete(
        { param: { token: encodeURIComponent(token) } },
        { headers: { Authorization: `Bearer ${accessToken}` } },
      ),
    );
  } catch (error) {
    console.warn("The device could not be removed from push", error);
  }
}
