import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the browser tab title to "<page> · Lexora". */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const appName = t("appName");
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle, appName]);
}
