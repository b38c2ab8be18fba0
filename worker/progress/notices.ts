/**
 * The notifications one progress event writes (track-event.ts plans them with the event): each planner
 * adds its own and gets the stored id back for the hub event that carries it.
 */
import { NOTIFICATION_TITLES, type NotificationType } from "../contract/progress";
import type { notifications } from "../db/schema";

export type NotificationRow = typeof notifications.$inferInsert;

/** Adds one notification to the event's batch and answers its id. */
export type Notify = (type: NotificationType, message: string, payload: Record<string, unknown>) => string;

export function notifier(userId: string, nowIso: string): { notify: Notify; rows: NotificationRow[] } {
  const rows: NotificationRow[] = [];
  const notify: Notify = (type, message, payload) => {
    const id = crypto.randomUUID();
    rows.push({ id, userId, type, title: NOTIFICATION_TITLES[type], message, data: payload, createdAt: nowIso, readAt: null });
    return id;
  };
  return { notify, rows };
}
