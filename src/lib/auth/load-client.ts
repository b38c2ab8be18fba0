import type { GoTrueClient } from "@supabase/auth-js";

let loading: Promise<GoTrueClient> | undefined;

/**
 * The auth client, downloaded and created on first use. A visitor with no saved session never needs
 * it on the home page, which keeps it out of the first route's JavaScript.
 */
export function loadAuthClient(): Promise<GoTrueClient> {
  loading ??= import("./client")
    .then(({ createAuthClient }) => createAuthClient())
    .catch((error: unknown) => {
      // A failed download (offline) may succeed on the next try.
      loading = undefined;
      throw error;
    });
  return loading;
}
