import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/Button";
import { useAuth } from "../../lib/auth/AuthProvider";
import { authErrorMessageKey, type AuthErrorMessageKey } from "./error-messages";
import { Notice, TextField } from "../../components/ui/form-fields";
import { useAuthTranslation } from "./translations";

/** Six digits, as authenticator apps show them; spaces people type are ignored. */
const CODE_SHAPE = /^\d{6}$/;

/**
 * The second step of signing in to an account with two-factor authentication: the code from the
 * authenticator app raises the session to aal2 (the auth state then moves on by itself), or the
 * person gives up and this device signs out.
 */
export function SecondFactorStep() {
  const { t } = useAuthTranslation();
  const { getClient, signOut } = useAuth();
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<AuthErrorMessageKey | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const retry = (key: AuthErrorMessageKey) => {
    setFailure(key);
    setCode("");
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, "");
    setFailure(null);
    setInvalid(!CODE_SHAPE.test(digits));
    if (!CODE_SHAPE.test(digits)) {
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      const client = await getClient();
      const { data: factors, error: listError } = await client.mfa.listFactors();
      if (listError) return retry(authErrorMessageKey(listError, "other"));
      const factor = factors.totp[0];
      if (!factor) {
        // Two-factor was turned off meanwhile (on another device): a refreshed session owes no code.
        const { error } = await client.refreshSession();
        if (error) retry(authErrorMessageKey(error, "other"));
        return;
      }
      const { error } = await client.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
      if (error) retry(authErrorMessageKey(error, "other"));
    } catch (error) {
      console.error(error);
      retry("errors.unexpected");
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="second-factor-title" className="flex flex-col gap-4">
      <h2 id="second-factor-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("secondFactor.title")}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{t("secondFactor.text")}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {failure && <Notice>{t(failure)}</Notice>}
        <TextField
          ref={input}
          label={t("secondFactor.code")}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={invalid ? t("secondFactor.invalidCode") : undefined}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {t("secondFactor.submit")}
          </Button>
          <Button variant="ghost" onClick={() => void signOut("local")} disabled={pending}>
            {t("secondFactor.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
