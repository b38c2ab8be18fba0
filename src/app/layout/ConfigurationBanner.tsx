import { useTranslation } from "react-i18next";

/** Red banner for a build whose configuration is incomplete (spec §1). */
export function ConfigurationBanner() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="bg-red-600 px-4 py-2 text-center text-sm font-medium text-white">
      {t("configurationIncomplete")}
    </div>
  );
}
