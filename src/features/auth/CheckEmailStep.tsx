import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/Button";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useIsDevelopment } from "../../lib/app-config";
import { authErrorMessageKey, type AuthErrorMessageKey } from "./error-messages";
import { Notice } from "../../components/ui/form-fields";
import { authPageUrl } from "./redirect";
import { useAuthTranslation } from "./translations";

/** After sign-up: the confirmation link is on its way (spec §2 Auth, check-your-email step). */
export function CheckEmailStep({ email, redirect, onBack }: { email: string; redirect: string; onBack: () => void }) {
  const { t } = useAuthTranslation();
  const { getClient } = useAuth();
  const isDevelopment = useIsDevelopment();
  const [notice, setNotice] = useState<{ tone: "error"; key: AuthErrorMessageKey } | { tone: "info" } | null>(null);
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      const client = await getClient();
      const { error } = await client.resend({
        type: "signup",
        email,
        options: { emailRedirectTo: authPageUrl({ redirect }, window.location.origin) },
      });
      setNotice(error ? { tone: "error", key: authErrorMessageKey(error, "other") } : { tone: "info" });
    } catch (error) {
      setNotice({ tone: "error", key: authErrorMessageKey(error, "other") });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="check-email-title" className="flex flex-col gap-4">
      <h2 id="check-email-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t("checkEmail.title")}
      </h2>
      <p className="text-slate-600 dark:text-slate-300">{t("checkEmail.text", { email })}</p>
      {notice && <Notice tone={notice.tone}>{notice.tone === "error" ? t(notice.key) : t("checkEmail.resent")}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void resend()} disabled={pending}>
          {t("checkEmail.resend")}
        </Button>
        {isDevelopment && (
          <Link to={`/dev/mailbox?${new URLSearchParams({ email })}`} className={buttonClasses({ variant: "secondary" })}>
            {t("checkEmail.devMailbox")}
          </Link>
        )}
        <Button variant="ghost" onClick={onBack}>
          {t("checkEmail.back")}
        </Button>
      </div>
    </section>
  );
}
