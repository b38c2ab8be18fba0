import type { GoTrueClient, SignOutScope } from "@supabase/auth-js";
import { clearStoredSessionKeys } from "./storage";

/** The server no longer knows the token or the session: the person is signed out already (spec §8). */
const ALREADY_SIGNED_OUT_STATUSES = [401, 403, 404];

export type SignOutClient = Pick<GoTrueClient, "getSession" | "signOut"> & { admin: Pick<GoTrueClient["admin"], "signOut"> };

/**
 * Signs out as spec §4 orders it: every stored session key of the auth backend is removed from
 * localStorage and sessionStorage, the server ends the session(s) of `scope`, then the client drops
 * the user and session (SIGNED_OUT, also in other tabs); in the native app this device's push
 * registration is removed first. `others` keeps this device signed in, so
 * only the server call is made. Resolves with the server's error, if it was not one of 401/403/404.
 */
export async function signOutAndClear(client: SignOutClient, scope: SignOutScope = "global"): Promise<{ error: Error | null }> {
  if (scope === "others") return client.signOut({ scope });

  const { data } = await client.getSession();
  const accessToken = data.session?.access_token;
  // The native app's device stops getting this person's pushes while the session can still say so
  // (the flag as Vite replaces it, so the web build has no such chunk).
  if (import.meta.env.VITE_NATIVE === "true" && accessToken)
    await (await import("../../features/native/push-device")).forgetThisDevice(accessToken);
  clearStoredSessionKeys();

  let serverError: Error | null = null;
  if (accessToken) {
    const { error } = await client.admin.signOut(accessToken, scope);
    if (error && !ALREADY_SIGNED_OUT_STATUSES.includes(error.status ?? 0) && error.name !== "AuthSessionMissingError") {
      serverError = error;
    }
  }
  // Storage is empty now, so this makes no request: it only resets the client and emits SIGNED_OUT.
  await client.signOut({ scope: "local" });
  return { error: serverError };
}
