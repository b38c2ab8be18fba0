import { useState } from "react";
import { Button } from "../../components/ui/Button";
import { useAuth } from "../../lib/auth/AuthProvider";
import { fetchAuthSettings } from "../../lib/auth/settings";
import { authErrorMessageKey, type AuthErrorMessageKey } from "./error-messages";
import { Notice } from "../../components/ui/form-fields";
import { authPageUrl } from "./redirect";
import { useAuthTranslation } from "./translations";

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8Z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z" />
    </svg>
  );
}

/** Google sign-in: off to Google and back to /auth with a PKCE code. Says so when Google is not set up. */
export function GoogleSignInButton({ redirect }: { redirect: string }) {
  const { t } = useAuthTranslation();
  const { getClient } = useAuth();
  const [problem, setProblem] = useState<"unavailable" | AuthErrorMessageKey | null>(null);
  const [pending, setPending] = useState(false);

  async function signInWithGoogle() {
    setPending(true);
    setProblem(null);
    try {
      const [client, settings] = await Promise.all([getClient(), fetchAuthSettings()]);
      if (!settings.external.google) {
        setProblem("unavailable");
        setPending(false);
        return;
      }
      const { error } = await client.signInWithOAuth({
        provider: "google",
        options: { redirectTo: authPageUrl({ redirect, via: "google" }, window.location.origin) },
      });
      // On success the browser is already leaving for Google.
      if (error) {
        setProblem(authErrorMessageKey(error, "signIn"));
        setPending(false);
      }
    } catch (error) {
      setProblem(authErrorMessageKey(error, "signIn"));
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" onClick={() => void signInWithGoogle()} disabled={pending}>
        <GoogleMark />
        {t("google.button")}
      </Button>
      {problem && <Notice>{problem === "unavailable" ? t("google.unavailable") : t(problem)}</Notice>}
    </div>
  );
}
