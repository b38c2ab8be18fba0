import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { SUPPORTED_LANGUAGES, type Language } from "../../lib/constants";
import { useAuth } from "../../lib/auth/AuthProvider";
import { useTheme } from "../../lib/theme";
import { useAuthTranslation } from "../auth";
import {
  FALLBACK_PROFILE_LANGUAGE,
  fetchPreferences,
  fetchProfile,
  isMissingProfile,
  isNewProfile,
  profileQueryKey,
  savePreferredLanguage,
  saveTheme,
} from "./api";

const asLanguage = (code: string | undefined): Language | undefined => SUPPORTED_LANGUAGES.find((language) => language === code);

/**
 * Brings the interface in step with the signed-in account, once per sign-in: the profile's language
 * and the saved theme are applied; a profile this sign-in created is greeted ('Profile created
 * successfully!') and takes the language and theme the person was already using. A profile that
 * cannot be loaded means Russian (spec §8); a profile name the account does not carry yet is copied to it,
 * so the header shows the name the profile has. Renders nothing; mounted only while someone is signed in.
 */
export default function AccountSync({ userId }: { userId: string }) {
  const { t, i18n } = useAuthTranslation();
  const { theme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  const { user, getClient } = useAuth();
  const profile = useQuery({ queryKey: profileQueryKey(userId), queryFn: fetchProfile });
  const applied = useRef(false);

  useEffect(() => {
    if (profile.isPending || applied.current) return;
    applied.current = true;
    if (profile.isError) {
      if (isMissingProfile(profile.error)) toast.error(t("errors.profileCreation"));
      void i18n.changeLanguage(FALLBACK_PROFILE_LANGUAGE);
      return;
    }
    if (isNewProfile(profile.data)) {
      toast.success(t("messages.profileCreated"));
      const language = asLanguage(i18n.resolvedLanguage);
      if (language) void savePreferredLanguage(queryClient, userId, language, () => i18n.t("account.languageSaveFailed"));
      saveTheme(theme);
      return;
    }
    void i18n.changeLanguage(profile.data.preferredLanguage);
    // The header greets by the account's name: a name changed elsewhere (another device, the app) catches up here.
    const named = (user?.user_metadata as Record<string, unknown> | undefined)?.full_name ?? null;
    if (profile.data.fullName && profile.data.fullName !== named)
      void getClient()
        .then((client) => client.updateUser({ data: { full_name: profile.data.fullName } }))
        .catch((error: unknown) => console.warn("The account's name could not be brought up to date", error));
    fetchPreferences()
      .then((preferences) => setTheme(preferences.theme))
      .catch((error: unknown) => console.warn("The saved theme could not be loaded", error));
  }, [profile.isPending, profile.isError, profile.error, profile.data, t, i18n, theme, setTheme, queryClient, userId, user, getClient]);

  return null;
}
