import { useTranslation } from "react-i18next";
import { Select, type SelectOption } from "../../components/ui/Select";
import { useAuth } from "../../lib/auth/AuthProvider";
import { loadQueryClient, useLoadedQueryClient } from "../../lib/deferred-query-client";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "../../lib/constants";

// Each language is named in itself, the same in every interface language.
const LANGUAGE_OPTIONS: ReadonlyArray<SelectOption<Language>> = [
  { value: "en", label: "English" },
  { value: "ru", label: "Русский" },
  { value: "kk", label: "Қазақша" },
];

function asLanguage(code: string | undefined): Language {
  return SUPPORTED_LANGUAGES.find((language) => language === code) ?? FALLBACK_LANGUAGE;
}

/**
 * Changes the interface language; i18next caches it and updates `<html lang>`. A signed-in person's
 * choice is also saved to their profile, and a failed save is shown (spec §8).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const queryClient = useLoadedQueryClient();

  const choose = (language: Language) => {
    void i18n.changeLanguage(language);
    if (!user) return;
    void Promise.all([import("../../features/profile/api"), queryClient ?? loadQueryClient()]).then(([{ savePreferredLanguage }, client]) =>
      savePreferredLanguage(client, user.id, language, () => i18n.t("account.languageSaveFailed")),
    );
  };

  return (
    <Select label={t("language.label")} hideLabel value={asLanguage(i18n.resolvedLanguage)} options={LANGUAGE_OPTIONS} onChange={choose} />
  );
}
