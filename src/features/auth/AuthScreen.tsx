import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Loading } from "../../components/ui/Spinner";
import { Tabs } from "../../components/ui/Tabs";
import { useAuth } from "../../lib/auth/AuthProvider";
import { CheckEmailStep } from "./CheckEmailStep";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { Notice } from "../../components/ui/form-fields";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { safeRedirectPath } from "./redirect";
import { SecondFactorStep } from "./SecondFactorStep";
import { SetNewPasswordForm } from "./SetNewPasswordForm";
import { SignInForm } from "./SignInForm";
import { SignUpForm } from "./SignUpForm";
import { useAuthTranslation } from "./translations";
import { useAuthCallbackLanding } from "./use-auth-callback-landing";

const SIGN_UP_TAB = 1;

/**
 * Everything /auth shows, chosen from the address and the auth state: the Sign In / Sign Up tabs,
 * the two-factor code of a sign-in that owes one, the check-your-email step, forgot-password, set-new-password (`?mode=reset`, reached from the
 * reset email) and the landing of email links and Google sign-in. Signed in, it moves on to
 * `?redirect=` (a path of this site) or home.
 */
export function AuthScreen() {
  const { t } = useAuthTranslation();
  const { t: tCommon } = useTranslation();
  const { status, awaitingCode } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const landing = useAuthCallbackLanding();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const redirect = safeRedirectPath(params.get("redirect"));
  const mode = params.get("mode");

  if (landing?.status === "processing") return <Loading label={t("landing.processing")} />;
  if (status === "loading") return <Loading label={tCommon("loading")} />;
  if (awaitingCode) return <SecondFactorStep />;

  const landingMessage =
    landing?.status === "failed" ? (
      <Notice>{t(landing.messageKey)}</Notice>
    ) : landing?.status === "otherBrowser" ? (
      <Notice tone="info">{t("landing.otherBrowser")}</Notice>
    ) : params.get("ended") === "1" ? (
      <Notice tone="info">{t("sessionEnded")}</Notice>
    ) : null;

  const chooseTab = (index: number) =>
    setParams(
      (current) => {
        if (index === SIGN_UP_TAB) current.set("tab", "signup");
        else current.delete("tab");
        current.delete("mode");
        return current;
      },
      { replace: true },
    );

  if (mode === "reset") {
    if (status === "signedIn") return <SetNewPasswordForm onDone={() => void navigate(redirect, { replace: true })} />;
    return <ForgotPasswordForm redirect={redirect}>{landingMessage}</ForgotPasswordForm>;
  }
  if (status === "signedIn") return <Navigate to={redirect} replace />;
  if (mode === "forgot") return <ForgotPasswordForm redirect={redirect} />;
  if (registeredEmail) {
    return (
      <CheckEmailStep
        email={registeredEmail}
        redirect={redirect}
        onBack={() => {
          setRegisteredEmail(null);
          chooseTab(0);
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {landingMessage}
      <Tabs
        label={t("tabs.label")}
        selectedIndex={params.get("tab") === "signup" ? SIGN_UP_TAB : 0}
        onChange={chooseTab}
        items={[
          { id: "sign-in", label: t("tabs.signIn"), panel: <SignInForm redirect={redirect} /> },
          { id: "sign-up", label: t("tabs.signUp"), panel: <SignUpForm redirect={redirect} onRegistered={setRegisteredEmail} /> },
        ]}
      />
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t("or")}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <GoogleSignInButton redirect={redirect} />
    </div>
  );
}
