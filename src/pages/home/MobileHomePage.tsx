import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { useDocumentTitle } from "../../lib/document-title";
import { HomeHero } from "./HomeHero";
import { HomeSignUpCall } from "./HomeSignUpCall";
import { PlatformFeatures } from "./PlatformFeatures";
import { lazyWhenOnline } from "../../lib/load-when-online";

const HomeDashboard = lazyWhenOnline(() => import("./HomeDashboard"));

export default function MobileHomePage() {
  const { t } = useTranslation("pages");
  const { status } = useAuth();
  useDocumentTitle(t("home.tagline"));
  return (
    <>
      <HomeHero compact />
      {status === "signedIn" && (
        <Suspense fallback={null}>
          <NeedsQueryClient>
            <HomeDashboard compact />
          </NeedsQueryClient>
        </Suspense>
      )}
      <PlatformFeatures compact />
      {status === "signedOut" && <HomeSignUpCall compact />}
    </>
  );
}
