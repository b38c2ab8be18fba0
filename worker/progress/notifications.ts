/** Stored notifications (spec §3): newest first, unread count, mark one or all read. */
import { and, count, desc, eq, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Notification, NotificationsResponse } from "../contract/progress";
import { notifications, profiles } from "../db/schema";
import { ApiError } from "../lib/errors";
import { decodeCursor, encodeCursor } from "../lib/cursor";
import type { Db } from "../db/client";
import type { Lang } from "../i18n";
import { englishText, notificationText } from "./notification-text";

type Row = typeof notifications.$inferSelect;

const timeZoneOf = (db: Db, userId: string) => db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));

/** The texts in the reader's language, their dates in the learner's time zone. */
const toNotification = (row: Row, lang: Lang, timeZone = "UTC"): Notification => ({
  id: row.id,
  type: row.type,
  ...notificationText(lang, row, timeZone),
  data: row.data,
  timestamp: row.createdAt,
  read_at: row.readAt,
});

export async function listNotifications(
  db: Db,
  userId: string,
  query: { limit: number; cursor?: string; unread?: boolean },
  lang: Lang,
): Promise<NotificationsResponse> {
  const before = decodeCursor(query.cursor);
  const where: (SQL | undefined)[] = [eq(notifications.userId, userId)];
  if (query.unread) where.push(isNull(notifications.readAt));
  if (before)
    where.push(or(lt(notifications.createdAt, before.at), and(eq(notifications.createdAt, before.at), lt(notifications.id, before.id))));
  const [rows, unread, profile] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(and(...where))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    timeZoneOf(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map((row) => toNotification(row, lang, profile[0]?.timezone)),
    unread_count: unread[0]?.n ?? 0,
    next_cursor: rows.length > query.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/** Marks one of the caller's notifications read (again is fine); another user's id is a 404. */
export async function markNotificationRead(db: Db, userId: string, id: string, lang: Lang, now = Date.now()): Promise<Notification> {
  const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
  const [, rows, profile] = await db.batch([
    db
      .update(notifications)
      .set({ readAt: new Date(now).toISOString() })
      .where(and(mine, isNull(notifications.readAt))),
    db.select().from(notifications).where(mine),
    timeZoneOf(db, userId),
  ]);
  const row = rows[0];
  if (!row) throw new ApiError(404, "notification_not_found");
  return toNotification(row, lang, profile[0]?.timezone);
}

export async function markAllNotificationsRead(db: Db, userId: string, now = Date.now()): Promise<number> {
  const result = await db
    .update(notifications)
    .set({ readAt: new Date(now).toISOString() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return result.length;
}

/**
 * Stores one notification for the user (the page and the bell read it, in their language: notification-text.ts);
 * returns its id for the hub event.
 */
export async function createNotification(
  db: Db,
  userId: string,
  notification: Pick<Notification, "type" | "data">,
  now = Date.now(),
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insert(notifications)
    .values({ id, userId, ...notification, ...englishText(notification), createdAt: new Date(now).toISOString(), readAt: null });
  return id;
}
