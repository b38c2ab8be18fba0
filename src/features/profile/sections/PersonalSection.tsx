/** Name, role and time zone (saved together), and the interface language and theme (applied at once). */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { FULL_NAME_MAX_LENGTH, USER_ROLES, type Profile, type ProfileLanguage, type UserRole } from "../../../../worker/contract/profile";
import { isSafeText } from "../../../../worker/contract/text";
import { Button } from "../../../components/ui/Button";
import { Loading } from "../../../components/ui/Spinner";
import { useAuth } from "../../../lib/auth/AuthProvider";
import { THEMES, useTheme, type Theme } from "../../../lib/theme";
import { TextField } from "../../../components/ui/form-fields";
import { useShellTranslation } from "../../shell";
import { fetchProfile, profileQueryKey, savePreferredLanguage, saveTheme, updateProfile } from "../api";
import { Section } from "../../../components/ui/Section";
import { Select } from "../../../components/ui/Select";

// Each language is named in itself, as in the header's language switcher.
const LANGUAGE_OPTIONS: ReadonlyArray<{ value: ProfileLanguage; label: string }> = [
  { value: "en", label: "English" },
  { value: "ru", label: "Русский" },
  { value: "kk", label: "Қазақша" },
];

/** Every IANA time zone the browser knows, plus the saved one in case the browser lacks it. */
function timeZones(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(saved) ? known : [saved, ...known];
}

export function PersonalSection({ userId }: { userId: string }) {
  const { t } = useShellTranslation();
  const profile = useQuery({ queryKey: profileQueryKey(userId), queryFn: fetchProfile });
  return (
    <Section title={t("profile.personal.title")} description={t("profile.personal.description")}>
      {profile.isPending && <Loading label={t("profile.loading")} />}
      {profile.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("profile.loadFailed")}
        </p>
      )}
      {profile.data && <PersonalForm key={profile.data.updatedAt} userId={userId} profile={profile.data} />}
      <InterfacePreferences userId={userId} />
    </Section>
  );
}

function PersonalForm({ userId, profile }: { userId: string; profile: Profile }) {
  const { t } = useShellTranslation();
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  const [fullName, setFullName] = useState(profile.fullName ?? "");
  const [role, setRole] = useState<UserRole>(profile.role);
  const [timezone, setTimezone] = useState(profile.timezone);
  const [pending, setPending] = useState(false);
  const zones = useMemo(
    () => timeZones(profile.timezone).map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") })),
    [profile.timezone],
  );
  const tooLong = fullName.trim().length > FULL_NAME_MAX_LENGTH;
  const unsafe = !isSafeText(fullName);
  const nameProblem = tooLong
    ? t("profile.personal.fullNameTooLong", { max: FULL_NAME_MAX_LENGTH })
    : unsafe
      ? t("profile.personal.fullNameUnsafe")
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameProblem) return;
    setPending(true);
    try {
      const saved = await updateProfile({ fullName: fullName.trim() || null, role, timezone });
      queryClient.setQueryData(profileQueryKey(userId), saved);
      const client = await getClient();
      // The header shows the name from the account; a new role reaches the access token on refresh.
      if (saved.fullName !== profile.fullName) await client.updateUser({ data: { full_name: saved.fullName } });
      if (role !== profile.role) await client.refreshSession();
      toast.success(t("profile.personal.saved"));
    } catch (error) {
      console.warn("The profile could not be saved", error);
      toast.error(t("profile.saveFailed"));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <div className="sm:col-span-2">
        <TextField
          label={t("profile.personal.fullName")}
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={nameProblem}
        />
      </div>
      <Select
        stacked
        label={t("profile.personal.role")}
        name="role"
        value={role}
        onChange={setRole}
        options={USER_ROLES.map((value) => ({ value, label: t(`profile.roles.${value}`) }))}
      />
      <Select stacked label={t("profile.personal.timezone")} name="timezone" value={timezone} onChange={setTimezone} options={zones} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending || nameProblem !== undefined}>
          {t("profile.personal.save")}
        </Button>
      </div>
    </form>
  );
}

function InterfacePreferences({ userId }: { userId: string }) {
  const { t, i18n } = useShellTranslation();
  const { theme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  const language = LANGUAGE_OPTIONS.find((option) => option.value === i18n.resolvedLanguage)?.value ?? "en";

  const chooseLanguage = (next: ProfileLanguage) => {
    void i18n.changeLanguage(next);
    void savePreferredLanguage(queryClient, userId, next, () => i18n.t("account.languageSaveFailed"));
  };
  const chooseTheme = (next: Theme) => {
    setTheme(next);
    saveTheme(next);
  };

  return (
    <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-700">
      <Select
        stacked
        label={t("profile.personal.language")}
        name="language"
        value={language}
        onChange={chooseLanguage}
        options={LANGUAGE_OPTIONS}
      />
      <Select
        stacked
        label={t("profile.personal.theme")}
        name="theme"
        value={theme}
        onChange={chooseTheme}
        options={THEMES.map((value) => ({ value, label: i18n.t(`theme.${value}`) }))}
      />
    </div>
  );
}
