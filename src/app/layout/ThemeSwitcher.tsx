import { useTranslation } from "react-i18next";
import { Select, type SelectOption } from "../../components/ui/Select";
import { THEMES, useTheme, type Theme } from "../../lib/theme";

/** Light, dark or system theme, as a native select: no menu library on the first route. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  const options: ReadonlyArray<SelectOption<Theme>> = THEMES.map((choice) => ({ value: choice, label: t(`theme.${choice}`) }));
  return <Select label={t("theme.label")} hideLabel value={theme} options={options} onChange={setTheme} />;
}
