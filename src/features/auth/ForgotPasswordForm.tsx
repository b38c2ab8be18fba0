import { Link } from "react-router";
import { useState, type ReactNode } from "react";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useAuth } from "../../lib/auth/AuthProvider";
import { Notice, TextField } from "../../components/ui/form-fields";
import { authPageUrl } from "./redirect";
import { useAuthTranslation } from "./translations";
import { useAuthForm } from "./use-auth-form";
import { validateEmailOnly } from "./validation";

/**
 * Asks for a password-reset link. The server answers the same whether or not the account exists,
 * and so does this screen.
 */
export function ForgotPasswordForm({ redirect, children }: { redirect: string; children?: ReactNode }) {
  const { t } = useAuthTranslation();
  const { getClient } = useAuth();
  const form = useAuthForm({ email: "" }, ({ email }) => validateEmailOnly(email), "other");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    const client = await getClient();
    const address = email.trim();
    const { error } = await client.resetPasswordForEmail(address, {
      redirectTo: authPageUrl({ redirect, mode: "reset" }, window.location.origin),
    });
    if (!error) setSentTo(address);
    return error;
  });

  return (
    <section aria-labelledby="forgot-title" className="flex flex-col gap-4">
      <h2 id="forgot-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("forgot.title")}
      </h2>
      {children}
      {sentTo ? (
        <Notice tone="info">{t("forgot.sent", { email: sentTo })}</Notice>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">{t("forgot.text")}</p>
          {form.failure && <Notice>{t(form.failure)}</Notice>}
          <TextField label={t("fields.email")} type="email" autoComplete="email" {...form.text("email")} />
          <Button type="submit" disabled={form.pending}>
            {t("forgot.submit")}
          </Button>
        </form>
      )}
      <Link
        to={authPageUrl({ redirect })}
        className={classNames("self-start rounded text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400", focusRing)}
      >
        {t("forgot.back")}
      </Link>
    </section>
  );
}
