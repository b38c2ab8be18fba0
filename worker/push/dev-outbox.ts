/** The development outbox: pushes are stored in D1 instead of being sent (like the dev mailbox). */
import { desc, eq } from "drizzle-orm";
import type { PushOutboxEntry } from "../contract/push";
import type { Db } from "../db/client";
import { pushOutbox } from "../db/schema";
import type { PushProvider } from "./provider-interface";

/** Enough history for a person trying the app by hand. */
const LISTED_PUSHES = 50;

export function devOutbox(db: Db): PushProvider {
  return {
    async send(device, message) {
      await db.insert(pushOutbox).values({
        userId: device.userId,
        token: device.token,
        title: message.title,
        body: message.body,
        data: message.data,
        createdAt: new Date().toISOString(),
      });
      return "sent";
    },
  };
}

/** Newest first. */
export async function listDevOutbox(db: Db, userId: string): Promise<PushOutboxEntry[]> {
  const rows = await db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId)).orderBy(desc(pushOutbox.id)).limit(LISTED_PUSHES);
  return rows.map((row) => ({ id: row.id, token: row.token, title: row.title, body: row.body, data: row.data, created_at: row.createdAt }));
}
