import type { AuthChangeEvent, Session, User } from "@supabase/auth-js";

/** "loading" while a saved session is being read back; then signed in or out (spec §4 auth states). */
export type AuthStatus = "loading" | "signedIn" | "signedOut";

export type AuthState = { status: AuthStatus; session: Session | null; user: User | null };

export const LOADING: AuthState = { status: "loading", session: null, user: null };
export const SIGNED_OUT: AuthState = { status: "signedOut", session: null, user: null };

export function signedIn(session: Session): AuthState {
  return { status: "signedIn", session, user: session.user };
}

/**
 * Applies an auth event. The initial session only ever signs in: an empty one is left to the retried
 * session read (spec §8), which decides between signed out and a session that took longer to read.
 */
export function nextAuthState(state: AuthState, event: AuthChangeEvent, session: Session | null): AuthState {
  if (event === "SIGNED_OUT") return SIGNED_OUT;
  // SIGNED_IN, TOKEN_REFRESHED, INITIAL_SESSION, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED.
  return session ? signedIn(session) : state;
}

/** The outcome of the retried session read, unless an auth event has decided meanwhile. */
export function afterSessionRead(state: AuthState, session: Session | null): AuthState {
  if (session) return signedIn(session);
  return state.status === "loading" ? SIGNED_OUT : state;
}
