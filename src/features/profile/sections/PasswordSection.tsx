/** A new password (twice); the server ends the account's other sessions when it changes. */
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { TextField } from "../../../components/ui/form-fields";
import { useAuthTranslation, validateNewPassword } from "../../auth";
import { useShellTranslation } from "../../shell";
import { accountErrorKey } from "../auth-messages";
import { useStepUp } from "../step-up";

export function PasswordSection() {
  const { t } = useShellTranslation();
  const { t: tAuth } = useAuthTranslation();
  const { user, getClient } = useAuth();
  const stepUp = useStepUp();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [validated, setValidated] = useState(false);
  const [pending, setPending] = useState(false);
  const errors = validated ? validateNewPassword(values) : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidated(true);
    const found = validateNewPassword(values);
    if (found.password || found.confirmPassword) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${found.password ? "password" : "confirmPassword"}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      if (!(await stepUp())) return;
      const client = await getClient();
      const { error } = await client.updateUser({ password: values.password });
      if (error) {
        toast.error(t(accountErrorKey(error)));
        return;
      }
      toast.success(t("profile.password.changed"));
      setValues({ password: "", confirmPassword: "" });
      setValidated(false);
    } catch (error) {
      toast.error(t(accountErrorKey(error)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {/* Tells password managers whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ""} readOnly hidden />
      <TextField
        label={t("profile.password.new")}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        error={errors.password && tAuth(errors.password)}
      />
      <TextField
        label={t("profile.password.confirm")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setValues((current) => ({ ...current, confirmPassword: event.target.value }))}
        error={errors.confirmPassword && tAuth(errors.confirmPassword)}
      />
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-400">{t("profile.password.othersSignedOut")}</p>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {t("profile.password.change")}
        </Button>
      </div>
    </form>
  );
}
