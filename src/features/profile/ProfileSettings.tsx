/**
 * Profile settings (/profile): who you are, your study goals, and your account's security — email,
 * password, two-factor authentication, linked Google account, other devices — and its deletion.
 * The desktop and mobile screens share these sections and differ in layout only.
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ScreenProps } from "../../app/screen";
import { classNames } from "../../components/ui/class-names";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useDocumentTitle } from "../../lib/document-title";
import { useAuthCallbackLanding } from "../auth";
import { PermissionsGate, useShellTranslation } from "../shell";
import { ClassesSection } from "../teaching";
import { LearningSettingsSection } from "../learning";
import { Section } from "../../components/ui/Section";
import { DeleteAccountSection } from "./sections/DeleteAccountSection";
import { EmailSection } from "./sections/EmailSection";
import { GoalsSection } from "./sections/GoalsSection";
import { LinkedAccountsSection } from "./sections/LinkedAccountsSection";
import { PasswordSection } from "./sections/PasswordSection";
import { PersonalSection } from "./sections/PersonalSection";
import { SessionsSection } from "./sections/SessionsSection";
import { TwoFactorSection } from "./sections/TwoFactorSection";
import { StepUpProvider } from "./step-up";

/** An email-change link or the Google linking flow brings the person back here: say how it went. */
function useReturnFromAuthLink() {
  const { t } = useShellTranslation();
  const outcome = useAuthCallbackLanding();
  useEffect(() => {
    if (!outcome || outcome.status === "processing") return;
    if (outcome.status === "signedIn") toast.success(t("profile.linkDone"));
    else toast.error(t("profile.linkFailed"));
  }, [outcome, t]);
}

export function ProfileSettings({ titleKey, variant }: ScreenProps & { variant: "desktop" | "mobile" }) {
  const { t } = useShellTranslation();
  const { t: tPages } = useTranslation("pages");
  const { user } = useAuth();
  const title = tPages(`routes.${titleKey}`);
  useDocumentTitle(title);
  useReturnFromAuthLink();
  if (!user) return null;

  return (
    <StepUpProvider>
      <div className={classNames("mx-auto flex max-w-3xl flex-col", variant === "mobile" ? "gap-4 px-3 py-5" : "gap-6 px-4 py-10")}>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("profile.intro")}</p>
        </div>
        <PersonalSection userId={user.id} />
        <GoalsSection userId={user.id} />
        <LearningSettingsSection userId={user.id} />
        <ClassesSection userId={user.id} />
        <Section title={t("profile.email.title")} description={t("profile.email.description")}>
          <EmailSection />
        </Section>
        <Section title={t("profile.password.title")}>
          <PasswordSection />
        </Section>
        <PermissionsGate>
          <Section title={t("voice.title")}>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="voice-ready">
              {t("voice.ready")}
            </p>
          </Section>
        </PermissionsGate>
        <Section title={t("twoFactor.title")} description={t("twoFactor.description")}>
          <TwoFactorSection userId={user.id} />
        </Section>
        <Section title={t("linked.title")} description={t("linked.description")}>
          <LinkedAccountsSection userId={user.id} />
        </Section>
        <Section title={t("sessions.title")} description={t("sessions.description")}>
          <SessionsSection />
        </Section>
        <Section title={t("deletion.sectionTitle")} description={t("deletion.sectionDescription")}>
          <DeleteAccountSection />
        </Section>
      </div>
    </StepUpProvider>
  );
}
