import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "../../lib/auth/AuthProvider";
import { ERROR_PARAMS } from "../../lib/auth/callback-url";
import { authErrorMessageKey, type AuthErrorMessageKey } from "./error-messages";

/** The query without the callback's parameters (and our `via`), once the callback has been handled. */
function withoutCallbackParams(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of [...ERROR_PARAMS, "code", "sb", "via"]) query.delete(name);
  return query;
}

export type LandingOutcome =
  | { status: "processing" }
  | { status: "signedIn" }
  | { status: "failed"; messageKey: AuthErrorMessageKey }
  /** A PKCE code without its verifier: the link was opened in another browser than the one that asked for it. */
  | { status: "otherBrowser" };

/**
 * The landing of an email link or of Google sign-in on /auth. The auth client exchanges the code (or
 * reads the error) while it initialises; this waits for that, reports the outcome once and removes
 * the callback parameters from the address.
 */
export function useAuthCallbackLanding(): LandingOutcome | null {
  const { authCallback, dismissAuthCallback, getClient } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [outcome, setOutcome] = useState<LandingOutcome | null>(null);

  useEffect(() => {
    if (!authCallback) return;
    let active = true;
    const query = new URLSearchParams(search);
    const action = query.get("via") === "google" ? "signIn" : "verifyEmail";
    const settle = async (): Promise<LandingOutcome> => {
      try {
        const client = await getClient();
        const { error } = await client.initialize();
        if (error) return { status: "failed", messageKey: authErrorMessageKey(error, action) };
        // The client removes the code from the address once it has exchanged it.
        if (authCallback.kind === "code" && new URLSearchParams(window.location.search).has("code")) return { status: "otherBrowser" };
        return { status: "signedIn" };
      } catch (error) {
        return { status: "failed", messageKey: authErrorMessageKey(error, action) };
      }
    };
    void settle().then((settled) => {
      if (!active) return;
      setOutcome(settled);
      dismissAuthCallback();
      const rest = withoutCallbackParams(search);
      void navigate({ search: rest.size > 0 ? `?${rest}` : "" }, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [authCallback, dismissAuthCallback, getClient, navigate, search]);

  return authCallback ? { status: "processing" } : outcome;
}
