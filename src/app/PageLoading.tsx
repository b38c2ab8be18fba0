import { useTranslation } from "react-i18next";
import { Loading } from "../components/ui/Spinner";

/** Shown while a lazily loaded page arrives (spec §2 'Loading...'). */
export function PageLoading() {
  const { t } = useTranslation();
  return <Loading label={t("loading")} className="min-h-64" />;
}
