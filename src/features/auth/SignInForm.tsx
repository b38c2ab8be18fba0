import { Link } from "react-router";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useAuth } from "../../lib/auth/AuthProvider";
import { setRememberSession } from "../../lib/auth/storage";
import { CheckboxField, Notice, TextField } from "../../components/ui/form-fields";
import { authPageUrl } from "./redirect";
import { useAuthTranslation } from "./translations";
import { useAuthForm } from "./use-auth-form";
import { validateSignIn } from "./validation";

/** Email and password sign-in. Once signed in, the auth screen moves on (it follows the auth state). */
export function SignInForm({ redirect }: { redirect: string }) {
  const { t } = useAuthTranslation();
  const { getClient } = useAuth();
  const form = useAuthForm({ email: "", password: "", remember: true }, validateSignIn, "signIn");
  const { values, set } = form;

  const submit = form.onSubmit(async ({ email, password, remember }) => {
    const client = await getClient();
    setRememberSession(remember);
    const { error } = await client.signInWithPassword({ email: email.trim(), password });
    return error;
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {form.failure && <Notice>{t(form.failure)}</Notice>}
      <TextField label={t("fields.email")} type="email" autoComplete="email" {...form.text("email")} />
      <TextField label={t("fields.password")} type="password" autoComplete="current-password" {...form.text("password")} />
      <div className="flex items-center justify-between gap-4">
        <CheckboxField
          label={t("fields.rememberMe")}
          checked={values.remember}
          onChange={(event) => set("remember", event.target.checked)}
        />
        <Link
          to={authPageUrl({ redirect, mode: "forgot" })}
          className={classNames("rounded text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400", focusRing)}
        >
          {t("signIn.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" disabled={form.pending}>
        {t("signIn.submit")}
      </Button>
    </form>
  );
}
