import { Trans } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/Button";
import { classNames, focusRing } from "../../components/ui/class-names";
import { useAuth } from "../../lib/auth/AuthProvider";
import { setRememberSession } from "../../lib/auth/storage";
import { CheckboxField, FieldError, Notice, TextField } from "../../components/ui/form-fields";
import { authPageUrl } from "./redirect";
import { useAuthTranslation } from "./translations";
import { useAuthForm } from "./use-auth-form";
import { validateSignUp } from "./validation";

const INITIAL = {
  fullName: "",
  email: "",
  password: "",
  confirmPassword: "",
  remember: true,
  teacher: false,
  acceptTerms: false,
  acceptPrivacy: false,
};

const linkClasses = classNames("rounded font-medium text-indigo-600 underline dark:text-indigo-400", focusRing);

/**
 * Sign-up (spec §2 Auth): the account is created unconfirmed and a confirmation email goes out
 * (spec §4 sign-up flow), so this ends at the check-your-email step.
 */
export function SignUpForm({ redirect, onRegistered }: { redirect: string; onRegistered: (email: string) => void }) {
  const { t } = useAuthTranslation();
  const { getClient } = useAuth();
  const form = useAuthForm(INITIAL, validateSignUp, "signUp");
  const { values, set, errors } = form;
  const acceptanceErrorId = "sign-up-acceptance-error";

  const submit = form.onSubmit(async ({ fullName, email, password, remember, teacher }) => {
    const client = await getClient();
    setRememberSession(remember);
    const { data, error } = await client.signUp({
      email: email.trim(),
      password,
      options: {
        data: { full_name: fullName.trim(), role: teacher ? "teacher" : "learner" },
        emailRedirectTo: authPageUrl({ redirect }, window.location.origin),
      },
    });
    // A confirmed address gets the same answer as a new one (its owner is told by mail), so both go on to "check your email".
    if (error) return error;
    toast.success(t("messages.registrationSuccessful"));
    // With email confirmation off the answer is already a session, and the auth screen moves on.
    if (!data.session) onRegistered(email.trim());
    return null;
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {form.failure && <Notice>{t(form.failure)}</Notice>}
      <TextField label={t("fields.fullName")} autoComplete="name" {...form.text("fullName")} />
      <TextField label={t("fields.email")} type="email" autoComplete="email" {...form.text("email")} />
      <TextField label={t("fields.password")} type="password" autoComplete="new-password" {...form.text("password")} />
      <TextField label={t("fields.confirmPassword")} type="password" autoComplete="new-password" {...form.text("confirmPassword")} />
      <div className="flex flex-col gap-2">
        <CheckboxField
          label={t("fields.rememberMe")}
          checked={values.remember}
          onChange={(event) => set("remember", event.target.checked)}
        />
        <CheckboxField label={t("fields.teacher")} checked={values.teacher} onChange={(event) => set("teacher", event.target.checked)} />
        <CheckboxField
          name="acceptance"
          label={
            <Trans t={t} i18nKey="fields.acceptTerms" components={{ doc: <Link to="/terms" target="_blank" className={linkClasses} /> }} />
          }
          checked={values.acceptTerms}
          onChange={(event) => set("acceptTerms", event.target.checked)}
          aria-invalid={errors.acceptance && !values.acceptTerms ? true : undefined}
          describedBy={errors.acceptance ? acceptanceErrorId : undefined}
        />
        <CheckboxField
          name="acceptance"
          label={
            <Trans
              t={t}
              i18nKey="fields.acceptPrivacy"
              components={{ doc: <Link to="/privacy" target="_blank" className={linkClasses} /> }}
            />
          }
          checked={values.acceptPrivacy}
          onChange={(event) => set("acceptPrivacy", event.target.checked)}
          aria-invalid={errors.acceptance && !values.acceptPrivacy ? true : undefined}
          describedBy={errors.acceptance ? acceptanceErrorId : undefined}
        />
        {errors.acceptance && <FieldError id={acceptanceErrorId}>{t(errors.acceptance)}</FieldError>}
      </div>
      <Button type="submit" disabled={form.pending}>
        {t("signUp.submit")}
      </Button>
    </form>
  );
}
