/** The development mailbox: messages are stored in D1 instead of being sent. */
import { desc, eq } from "drizzle-orm";
import { devMailbox as mailbox } from "../../db/auth-schema";
import type { Db } from "../../db/client";
import { iso } from "../users";
import type { Mailer } from "./messages";

/** Enough history for a person clicking through sign-up flows by hand. */
const LISTED_MESSAGES = 50;

export function devMailbox(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(mailbox).values({
        toEmail: message.to,
        subject: message.subject,
        text: message.text,
        link: message.link,
        tokenHash: message.tokenHash,
        token: message.token,
        createdAt: Date.now(),
      });
    },
  };
}

/** Newest first. */
export async function listDevMailbox(db: Db, email: string) {
  const rows = await db.select().from(mailbox).where(eq(mailbox.toEmail, email)).orderBy(desc(mailbox.id)).limit(LISTED_MESSAGES);
  return rows.map((row) => ({
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    text: row.text,
    link: row.link,
    token_hash: row.tokenHash,
    token: row.token,
    created_at: iso(row.createdAt),
  }));
}
