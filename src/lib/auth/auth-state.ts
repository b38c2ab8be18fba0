import type { AuthChangeEvent, Session, User } from "@supabase/auth-js";

/** "loading" while a saved session is being read back; then signed in or out (spec §4 auth states). */
export type AuthStatus = "loading" | "signedIn" | "signedOut";

/**
 * `awaitingCode`: a sign-in of an account with two-factor authentication that has not entered its
 * code yet (an aal1 session that can reach aal2). The app treats it as signed out — the API refuses
 * its token — and the auth screens ask for the code.
 */
export type AuthState = { status: AuthStatus; session: Session | null; user: User | null; awaitingCode: boolean };

export const LOADING: AuthState = { status: "loading", session: null, user: null, awaitingCode: false };
export const SIGNED_OUT: AuthState = { status: "signedOut", session: null, user: null, awaitingCode: false };
export const AWAITING_CODE: AuthState = { status: "signedOut", session: null, user: null, awaitingCode: true };

export function signedIn(session: Session): AuthState {
  return { status: "signedIn", session, user: session.user, awaitingCode: false };
}

/** A session as the app sees it: signed in, or still owing its two-factor code. */
const withSession = (session: Session, owesCode: boolean): AuthState => (owesCode ? AWAITING_CODE : signedIn(session));

/**
 * Applies an auth event. The initial session only ever signs in: an empty one is left to the retried
 * session read (spec §8), which decides between signed out and a session that took longer to read.
 */
export function nextAuthState(state: AuthState, event: AuthChangeEvent, session: Session | null, owesCode = false): AuthState {
  if (event === "SIGNED_OUT") return SIGNED_OUT;
  // SIGNED_IN, TOKEN_REFRESHED, INITIAL_SESSION, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED.
  return session ? withSession(session, owesCode) : state;
}

/** The outcome of the retried session read, unless an auth event has decided meanwhile. */
export function afterSessionRead(state: AuthState, session: Session | null, owesCode = false): AuthState {
  if (session) return withSession(session, owesCode);
  return state.status === "loading" ? SIGNED_OUT : state;
}
