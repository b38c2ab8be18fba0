import { useTranslation } from "react-i18next";
import { Select, type SelectOption } from "../../components/ui/Select";
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

/** Changes the interface language; i18next caches it and updates `<html lang>`. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t("language.label")}
      hideLabel
      value={asLanguage(i18n.resolvedLanguage)}
      options={LANGUAGE_OPTIONS}
      onChange={(language) => void i18n.changeLanguage(language)}
    />
  );
}
