/**
 * The native app's devices registered for push. A token names one app install, so it is
 * unique, and signing out removes it. A token another account registered moves to the caller only once
 * the session that registered it has ended: that device was signed out, so whoever signs in
 * on it next may take it; while that session lives, the token proves nothing and is refused (409), so
 * knowing someone's token does not take their pushes.
 */
import { and, eq, isNull, or } from "drizzle-orm";
import { PUSH_ERROR_CODES, type PushDevice, type PushDeviceRegistration } from "../contract/push";
import type { Db } from "../db/client";
import { pushDevices } from "../db/schema";
import { ApiError } from "../lib/errors";

type DeviceRow = typeof pushDevices.$inferSelect;

const toDevice = (row: DeviceRow): PushDevice => ({
  token: row.token,
  platform: row.platform,
  created_at: row.createdAt,
  last_seen_at: row.lastSeenAt,
});

/**
 * Registers (or refreshes) the caller's device under the caller's session; a token of another user's
 * becomes the caller's only when the session that registered it has ended (else 409).
 */
export async function registerDevice(
  db: Db,
  caller: { userId: string; sessionId: string },
  device: PushDeviceRegistration,
  now = Date.now(),
): Promise<PushDevice> {
  const at = new Date(now).toISOString();
  const { userId, sessionId } = caller;
  const [row] = await db
    .insert(pushDevices)
    .values({ token: device.token, userId, sessionId, platform: device.platform, createdAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: { userId, sessionId, platform: device.platform, lastSeenAt: at },
      setWhere: or(eq(pushDevices.userId, userId), isNull(pushDevices.sessionId)),
    })
    .returning();
  if (!row) throw new ApiError(409, PUSH_ERROR_CODES.registeredElsewhere);
  return toDevice(row);
}

/** Removes one of the caller's devices; a token that is not theirs is a 404, as if it did not exist. */
export async function unregisterDevice(db: Db, userId: string, token: string): Promise<void> {
  const removed = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.token, token), eq(pushDevices.userId, userId)))
    .returning({ token: pushDevices.token });
  if (removed.length === 0) throw new ApiError(404, "device_not_found");
}

export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db.select().from(pushDevices).where(eq(pushDevices.userId, userId)).orderBy(pushDevices.createdAt);
  return rows.map(toDevice);
}

/** The provider said the token is gone (app uninstalled, token rotated): forget it, whoever owns it. */
export async function forgetDevice(db: Db, token: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.token, token));
}
