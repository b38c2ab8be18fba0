/** Email change with confirmation: the new address gets a link, and the change happens when it is followed. */
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/Button";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { Notice, TextField } from "../../../components/ui/form-fields";
import { useAuthTranslation, validateEmailOnly } from "../../auth";
import { useShellTranslation } from "../../shell";
import { accountErrorKey } from "../auth-messages";
import { useStepUp } from "../step-up";

export function EmailSection() {
  const { t } = useShellTranslation();
  const { t: tAuth } = useAuthTranslation();
  const { user, getClient } = useAuth();
  const stepUp = useStepUp();
  const [email, setEmail] = useState("");
  const [validated, setValidated] = useState(false);
  const [pending, setPending] = useState(false);
  const error = validated ? validateEmailOnly(email).email : undefined;
  const sameAddress = email.trim().toLowerCase() === user?.email?.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setValidated(true);
    if (validateEmailOnly(email).email || sameAddress) return;
    setPending(true);
    try {
      if (!(await stepUp())) return;
      const client = await getClient();
      const { error: failure } = await client.updateUser({ email: email.trim() }, { emailRedirectTo: `${window.location.origin}/profile` });
      if (failure) {
        toast.error(t(accountErrorKey(failure)));
        return;
      }
      toast.success(t("profile.email.sent", { email: email.trim() }));
      setEmail("");
      setValidated(false);
    } catch (failure) {
      toast.error(t(accountErrorKey(failure)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("profile.email.current")}: <strong className="font-semibold text-slate-900 dark:text-white">{user?.email}</strong>
      </p>
      {user?.new_email && <Notice tone="info">{t("profile.email.pending", { email: user.new_email })}</Notice>}
      <TextField
        label={t("profile.email.newEmail")}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ? tAuth(error) : validated && sameAddress ? t("profile.email.same") : undefined}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {t("profile.email.change")}
        </Button>
      </div>
    </form>
  );
}
