import type { GoTrueClient, Session } from "@supabase/auth-js";
import { SESSION_RETRY_DELAYS_MS } from "./config";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the saved session (refreshing it if it expired), retried 3 times with waits of 1 s then 2 s
 * (spec §8). A session that still cannot be read counts as signed out; it stays in storage, so the
 * next visit tries again.
 */
export async function getSessionWithRetry(client: Pick<GoTrueClient, "getSession">): Promise<Session | null> {
  for (let attempt = 0; ; attempt += 1) {
    let failure: unknown;
    try {
      const { data, error } = await client.getSession();
      if (!error) return data.session;
      failure = error;
    } catch (thrown) {
      failure = thrown;
    }
    const delay = SESSION_RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      console.warn("The session could not be read; continuing signed out.", failure);
      return null;
    }
    await wait(delay);
  }
}
