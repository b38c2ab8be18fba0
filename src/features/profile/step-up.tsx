/**
 * Two-factor step-up: changing the email or password, removing a factor or deleting the account
 * needs an aal2 session once two-factor authentication is on (gotrue-wire.md §3.7). `useStepUp()`
 * resolves true at once when the session already qualifies, or after the person enters a code
 * from their authenticator app; false when they cancel.
 */
import { createContext, use, useCallback, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { Dialog } from "../../components/ui/Dialog";
import { useAuth } from "../../lib/auth/AuthProvider";
import { TextField } from "../../components/ui/form-fields";
import { useShellTranslation } from "../shell";
import { accountErrorKey, type AccountErrorKey } from "./auth-messages";

type Request = { factorId: string; resolve: (verified: boolean) => void };

const StepUpContext = createContext<(() => Promise<boolean>) | null>(null);

export function useStepUp(): () => Promise<boolean> {
  const ensure = use(StepUpContext);
  if (!ensure) throw new Error("useStepUp must be used inside StepUpProvider");
  return ensure;
}

/** Six digits, as TOTP apps show them (spaces people type are ignored). */
export const normaliseCode = (code: string) => code.replace(/\s+/g, "");
export const isCodeShaped = (code: string) => /^\d{6}$/.test(normaliseCode(code));

export function StepUpProvider({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  const { getClient } = useAuth();
  const [request, setRequest] = useState<Request | null>(null);
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<AccountErrorKey | null>(null);
  const [pending, setPending] = useState(false);

  const ensure = useCallback(async () => {
    const client = await getClient();
    const { data } = await client.mfa.getAuthenticatorAssuranceLevel();
    if (!data || data.currentLevel === "aal2" || data.nextLevel !== "aal2") return true;
    const { data: factors } = await client.mfa.listFactors();
    const factor = factors?.totp[0];
    if (!factor) return true;
    setCode("");
    setFailure(null);
    return new Promise<boolean>((resolve) => setRequest({ factorId: factor.id, resolve }));
  }, [getClient]);

  const finish = (verified: boolean) => {
    request?.resolve(verified);
    setRequest(null);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!isCodeShaped(code)) {
      setFailure("errors.wrongCode");
      return;
    }
    setPending(true);
    try {
      const client = await getClient();
      const { error } = await client.mfa.challengeAndVerify({ factorId: request.factorId, code: normaliseCode(code) });
      if (error) setFailure(accountErrorKey(error));
      else finish(true);
    } catch (error) {
      setFailure(accountErrorKey(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <StepUpContext value={ensure}>
      {children}
      <Dialog
        open={request !== null}
        onClose={() => finish(false)}
        title={t("twoFactor.stepUpTitle")}
        description={t("twoFactor.stepUpDescription")}
      >
        <form onSubmit={verify} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t("twoFactor.code")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={failure ? t(failure) : undefined}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => finish(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("twoFactor.verify")}
            </Button>
          </div>
        </form>
      </Dialog>
    </StepUpContext>
  );
}
