import { useTranslation } from "react-i18next";
import { Select, type SelectOption } from "../../components/ui/Select";
import { useAuth } from "../../lib/auth/AuthProvider";
import { THEMES, useTheme, type Theme } from "../../lib/theme";

/**
 * Light, dark or system theme, as a native select: no menu library on the first route. Saved to the
 * account only when someone is signed in (spec §4).
 */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const { user } = useAuth();
  const options: ReadonlyArray<SelectOption<Theme>> = THEMES.map((choice) => ({ value: choice, label: t(`theme.${choice}`) }));

  const choose = (next: Theme) => {
    setTheme(next);
    if (user) void import("../../features/profile/api").then(({ saveTheme }) => saveTheme(next));
  };

  return <Select label={t("theme.label")} hideLabel value={theme} options={options} onChange={choose} />;
}
