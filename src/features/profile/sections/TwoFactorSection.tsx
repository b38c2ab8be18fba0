/**
 * Two-factor authentication with an authenticator app (TOTP): enrol (QR code and the secret for
 * manual entry), confirm with a first code, remove. Removing a factor needs a code too (step-up).
 */
import type { Factor } from "@supabase/auth-js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Spinner";
import { accountQueryKey } from "../../../lib/auth/account-queries";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { TextField } from "../../../components/ui/form-fields";
import { useShellTranslation } from "../../shell";
import { accountErrorKey, type AccountErrorKey } from "../auth-messages";
import { isCodeShaped, normaliseCode, useStepUp } from "../step-up";

type Enrolment = { factorId: string; qrCode: string; secret: string };

const factorsQueryKey = (userId: string) => [...accountQueryKey(userId), "mfa-factors"] as const;

export function TwoFactorSection({ userId }: { userId: string }) {
  const { t, i18n } = useShellTranslation();
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [pending, setPending] = useState(false);

  const factors = useQuery({
    queryKey: factorsQueryKey(userId),
    queryFn: async (): Promise<Factor[]> => {
      const { data, error } = await (await getClient()).mfa.listFactors();
      if (error) throw error;
      return data.totp;
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQueryKey(userId) });

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      toast.error(t(accountErrorKey(error)));
    } finally {
      setPending(false);
    }
  };

  const enrol = () =>
    run(async () => {
      if (!(await stepUp())) return;
      const client = await getClient();
      const { data, error } = await client.mfa.enroll({ factorType: "totp", friendlyName: `authenticator-${Date.now()}` });
      if (error) throw error;
      setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    });

  const cancel = () =>
    run(async () => {
      if (!enrolment) return;
      setEnrolment(null);
      await (await getClient()).mfa.unenroll({ factorId: enrolment.factorId });
    });

  const remove = (factor: Factor) =>
    run(async () => {
      if (!(await stepUp())) return;
      const { error } = await (await getClient()).mfa.unenroll({ factorId: factor.id });
      if (error) throw error;
      await refresh();
      toast.success(t("twoFactor.removed"));
    });

  const verified = factors.data ?? [];
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: "medium" });

  return (
    <div className="flex flex-col gap-4">
      {factors.isPending && <Loading label={t("profile.loading")} />}
      {factors.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("profile.loadFailed")}
        </p>
      )}
      {factors.isSuccess && (
        <p className="text-sm font-medium text-slate-800 dark:text-slate-200" data-testid="two-factor-status">
          {verified.length > 0 ? t("twoFactor.on") : t("twoFactor.off")}
        </p>
      )}
      {verified.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {verified.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {t("twoFactor.factorLabel", { date: dateFormat.format(new Date(factor.created_at)) })}
              </span>
              <Button variant="secondary" size="sm" disabled={pending} onClick={() => void remove(factor)}>
                {t("twoFactor.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {enrolment ? (
        <EnrolmentForm
          enrolment={enrolment}
          onVerified={async () => {
            setEnrolment(null);
            await refresh();
            toast.success(t("twoFactor.enabled"));
          }}
          onCancel={() => void cancel()}
        />
      ) : (
        factors.isSuccess &&
        verified.length === 0 && (
          <div>
            <Button onClick={() => void enrol()} disabled={pending}>
              {t("twoFactor.enable")}
            </Button>
          </div>
        )
      )}
    </div>
  );
}

function EnrolmentForm({
  enrolment,
  onVerified,
  onCancel,
}: {
  enrolment: Enrolment;
  onVerified: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useShellTranslation();
  const { getClient } = useAuth();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<AccountErrorKey | null>(null);
  const [pending, setPending] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeShaped(code)) {
      setFailure("errors.wrongCode");
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const { error } = await (await getClient()).mfa.challengeAndVerify({ factorId: enrolment.factorId, code: normaliseCode(code) });
      if (error) setFailure(accountErrorKey(error));
      else await onVerified();
    } catch (error) {
      setFailure(accountErrorKey(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={verify} className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700" noValidate>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>{t("twoFactor.scan")}</li>
        <li>{t("twoFactor.enterCode")}</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        {/* The QR code is an SVG on a white tile: scanners need dark modules on a light background, also in dark mode. */}
        <img
          src={enrolment.qrCode}
          alt={t("twoFactor.qrAlt")}
          width={176}
          height={176}
          className="size-44 rounded-lg bg-white p-2"
          data-testid="totp-qr"
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-slate-700 dark:text-slate-300">{t("twoFactor.manual")}</p>
          <code
            className="mt-1 block rounded bg-slate-100 px-2 py-1 font-mono text-xs break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
            data-testid="totp-secret"
          >
            {enrolment.secret}
          </code>
        </div>
      </div>
      <TextField
        label={t("twoFactor.code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={failure ? t(failure) : undefined}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {t("twoFactor.verify")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("actions.cancel")}
        </Button>
      </div>
    </form>
  );
}
