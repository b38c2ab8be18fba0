import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../lib/document-title";
import { HomeHero } from "./HomeHero";
import { PlatformFeatures } from "./PlatformFeatures";

export default function MobileHomePage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(t("home.tagline"));
  return (
    <>
      <HomeHero compact />
      <PlatformFeatures compact />
    </>
  );
}
