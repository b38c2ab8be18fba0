import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { useAuth } from "../../lib/auth/AuthProvider";
import { Notice, TextField } from "../../components/ui/form-fields";
import { useAuthTranslation } from "./translations";
import { useAuthForm } from "./use-auth-form";
import { validateNewPassword } from "./validation";

/** After a password-reset link: the person is signed in by the link and chooses a new password. */
export function SetNewPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useAuthTranslation();
  const { getClient } = useAuth();
  const form = useAuthForm({ password: "", confirmPassword: "" }, validateNewPassword, "other");

  const submit = form.onSubmit(async ({ password }) => {
    const client = await getClient();
    const { error } = await client.updateUser({ password });
    if (error) return error;
    toast.success(t("messages.passwordUpdated"));
    onDone();
    return null;
  });

  return (
    <section aria-labelledby="reset-title" className="flex flex-col gap-4">
      <h2 id="reset-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("reset.title")}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {form.failure && <Notice>{t(form.failure)}</Notice>}
        <TextField label={t("fields.newPassword")} type="password" autoComplete="new-password" {...form.text("password")} />
        <TextField label={t("fields.confirmPassword")} type="password" autoComplete="new-password" {...form.text("confirmPassword")} />
        <Button type="submit" disabled={form.pending}>
          {t("reset.submit")}
        </Button>
      </form>
    </section>
  );
}
