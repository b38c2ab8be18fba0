/**
 * Pushing stored notifications to the user's native-app devices. Called after the D1
 * write that stored them, best effort: the notification is already on the bell and the
 * notifications page, so a failure is logged and never reaches whoever caused it. A web-only user
 * has no devices and costs one indexed read. Run it in `waitUntil` to answer first.
 */
import { waitUntil } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import type { NotificationType } from "../contract/progress";
import { profiles, pushDevices } from "../db/schema";
import { asLang, type Lang } from "../i18n";
import { notificationText } from "../progress/notification-text";
import { forgetDevice } from "./devices";
import { pushProvider, type PushEnv } from "./provider";
import type { PushMessage, PushTarget } from "./provider-interface";

/**
 * A stored notification as its writer has it (worker/progress/notifications.ts, track-event.ts): its texts are
 * rendered from its type and data in the reader's language (worker/progress/notification-text.ts).
 */
export type PushNotice = {
  id?: string | undefined;
  type: NotificationType;
  title?: string;
  message?: string;
  data: Record<string, unknown>;
};

/** The notification types a learner is pushed from a progress event: not their own activity's "progress" echo. */
export const PUSHED_PROGRESS_TYPES: ReadonlySet<string> = new Set(["achievement", "streak", "reward"]);

/** Where a tap on the push opens the app; the notifications page when nothing more fitting exists. */
function screenOf(notice: PushNotice): string {
  const kind = typeof notice.data?.kind === "string" ? notice.data.kind : undefined;
  if (notice.type === "achievement") return "/achievements";
  if (notice.type === "streak" || notice.type === "reward") return "/progress";
  if (kind === "assignment_set") return "/assignments";
  if (kind === "teacher_grade") return "/test-history";
  if (kind === "content_shared") return "/student-shared-content";
  if (kind === "forum_reply" && typeof notice.data?.post_id === "string") return `/forum/${encodeURIComponent(notice.data.post_id)}`;
  return "/notifications";
}

/** The push of `notice` in the reader's language and time zone. */
export function toPushMessage(notice: PushNotice, reader: { lang: Lang; timeZone: string }): PushMessage {
  const data: Record<string, string> = { type: notice.type, path: screenOf(notice) };
  if (notice.id) data.notification_id = notice.id;
  const text = notificationText(reader.lang, { title: "", message: "", ...notice }, reader.timeZone);
  return { title: text.title, body: text.message, data };
}

export async function pushToUser(env: PushEnv, db: Db, userId: string, notices: PushNotice[]): Promise<void> {
  if (notices.length === 0) return;
  try {
    const provider = pushProvider(env, db);
    if (!provider) return;
    const devices: PushTarget[] = await db
      .select({ userId: pushDevices.userId, token: pushDevices.token, platform: pushDevices.platform })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId));
    if (devices.length === 0) return;
    // Written outside a request, so in the account's language.
    const [profile] = await db
      .select({ language: profiles.preferredLanguage, timeZone: profiles.timezone })
      .from(profiles)
      .where(eq(profiles.id, userId));
    const reader = { lang: asLang(profile?.language), timeZone: profile?.timeZone ?? "UTC" };
    const messages = notices.map((notice) => toPushMessage(notice, reader));
    await Promise.all(
      devices.map(async (device) => {
        // In order per device, so a phone shows them as they happened.
        for (const message of messages) {
          try {
            if ((await provider.send(device, message)) === "unregistered") {
              await forgetDevice(db, device.token);
              return;
            }
          } catch (err) {
            console.error(`push: "${message.title}" not sent to a ${device.platform} device of ${userId}`, err);
          }
        }
      }),
    );
  } catch (err) {
    console.error(`push: notifications of ${userId} not pushed`, err);
  }
}

/** `pushToUser` after the answer: the request that stored the notifications does not wait for the provider. */
export function pushLater(env: PushEnv, db: Db, userId: string, notices: PushNotice[]): void {
  if (notices.length > 0) waitUntil(pushToUser(env, db, userId, notices));
}
