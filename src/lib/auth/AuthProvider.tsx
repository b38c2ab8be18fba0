/**
 * Who is signed in, for the whole app (spec §4 auth states). The auth client is loaded only when it is
 * needed: a saved session or an auth callback in the address at start, another tab signing in, or a
 * screen that asks for it (sign-in, sign-out). Until then a visitor is simply signed out. A session
 * that still owes its two-factor code is not signed in (`awaitingCode`) until the code raises it. A
 * session that ends elsewhere (session-ended.ts) signs the tab out, and `sessionEnded` says so until
 * the frame has shown the sign-in screen.
 */
import type { GoTrueClient, SignOutScope } from "@supabase/auth-js";
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { setAccessTokenSource } from "./access-token";
import { afterSessionRead, LOADING, nextAuthState, SIGNED_OUT, type AuthState } from "./auth-state";
import { readAuthCallback, type AuthCallback } from "./callback-url";
import { AUTH_STORAGE_KEY } from "./config";
import { loadAuthClient } from "./load-client";
import { owesSecondFactor } from "./second-factor";
import { getSessionWithRetry } from "./session-retry";
import { onSessionEnded } from "./session-ended";
import { clearStoredSessionKeys, hasStoredSession } from "./storage";

export type AuthContextValue = AuthState & {
  /** The auth client, loaded on first call. */
  getClient: () => Promise<GoTrueClient>;
  /** Sign-out as spec §4 describes it; resolves with a server error other than 401/403/404. */
  signOut: (scope?: SignOutScope) => Promise<{ error: Error | null }>;
  /** The email-link or Google callback the app was opened with, until a screen has handled it. */
  authCallback: AuthCallback | null;
  dismissAuthCallback: () => void;
  /** This tab was signed out because its session ended elsewhere, until `acknowledgeSessionEnded`. */
  sessionEnded: boolean;
  acknowledgeSessionEnded: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type AuthProviderProps = { children: ReactNode; loadClient?: () => Promise<GoTrueClient> };

export function AuthProvider({ children, loadClient = loadAuthClient }: AuthProviderProps) {
  // Read before the client exists: it removes the callback parameters from the address once handled.
  const [startup] = useState(() => {
    const callback = readAuthCallback(window.location);
    return { callback, needsClient: callback !== null || hasStoredSession() };
  });
  const [authCallback, setAuthCallback] = useState(startup.callback);
  const [state, setState] = useState<AuthState>(startup.needsClient ? LOADING : SIGNED_OUT);
  const [client, setClient] = useState<GoTrueClient | null>(null);
  const clientLoading = useRef<Promise<GoTrueClient> | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  /** This tab's own sign-out: the session it ends is no news to report. */
  const signingOut = useRef(false);
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = state.status === "signedIn";
  }, [state.status]);

  const getClient = useCallback(() => {
    clientLoading.current ??= loadClient().then(
      (loaded) => {
        setClient(loaded);
        return loaded;
      },
      (error: unknown) => {
        clientLoading.current = null;
        setState((current) => (current.status === "loading" ? SIGNED_OUT : current));
        throw error;
      },
    );
    return clientLoading.current;
  }, [loadClient]);

  useEffect(() => {
    if (startup.needsClient) getClient().catch((error: unknown) => console.error("The auth client could not be loaded", error));
    const onStorage = (event: StorageEvent) => {
      // Another tab signed in; from then on the client's own cross-tab messages keep us in step.
      if (event.key === AUTH_STORAGE_KEY && event.newValue !== null) void getClient().catch(() => undefined);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [getClient, startup.needsClient]);

  useEffect(() => {
    if (!client) return;
    let active = true;
    let latestEvent = 0;
    const { data } = client.onAuthStateChange((event, session) => {
      if (!active) return;
      const thisEvent = ++latestEvent;
      if (!session) {
        setState((current) => nextAuthState(current, event, session));
        return;
      }
      // Asked after the callback returns: auth-js notifies while holding the lock that the question needs.
      setTimeout(() => {
        void owesSecondFactor(client).then((owesCode) => {
          if (active && thisEvent === latestEvent) setState((current) => nextAuthState(current, event, session, owesCode));
        });
      }, 0);
    });
    void getSessionWithRetry(client).then(async (session) => {
      const owesCode = session !== null && (await owesSecondFactor(client));
      if (active) setState((current) => afterSessionRead(current, session, owesCode));
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [client]);

  useEffect(() => {
    setAccessTokenSource(async () => {
      if (!clientLoading.current) return null;
      const { data } = await (await clientLoading.current).getSession();
      return data.session?.access_token ?? null;
    });
    return () => setAccessTokenSource(null);
  }, []);

  const signOut = useCallback(
    async (scope: SignOutScope = "global") => {
      signingOut.current = scope !== "others";
      try {
        // Loaded with the first sign-out: the home page of a visitor never needs it.
        const [{ signOutAndClear }, loaded] = await Promise.all([import("./sign-out"), getClient()]);
        const result = await signOutAndClear(loaded, scope);
        if (scope !== "others") setState(SIGNED_OUT);
        return result;
      } finally {
        signingOut.current = false;
      }
    },
    [getClient],
  );

  // Ended elsewhere: the stored session goes, the client drops it without asking the server (storage is
  // empty, so signOut makes no request) and every tab of this browser hears SIGNED_OUT.
  useEffect(() => {
    if (!client) return;
    return onSessionEnded(() => {
      if (signingOut.current || !signedIn.current) return;
      signingOut.current = true;
      clearStoredSessionKeys();
      void client
        .signOut({ scope: "local" })
        .catch((error: unknown) => console.warn("signing out after the session ended failed", error))
        .finally(() => {
          signingOut.current = false;
          setState(SIGNED_OUT);
          setSessionEnded(true);
        });
    });
  }, [client]);

  const dismissAuthCallback = useCallback(() => setAuthCallback(null), []);
  const acknowledgeSessionEnded = useCallback(() => setSessionEnded(false), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, getClient, signOut, authCallback, dismissAuthCallback, sessionEnded, acknowledgeSessionEnded }),
    [state, getClient, signOut, authCallback, dismissAuthCallback, sessionEnded, acknowledgeSessionEnded],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The signed-in user and the auth actions; only inside AuthProvider (spec §5). */
export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
