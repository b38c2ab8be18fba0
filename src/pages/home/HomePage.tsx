import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { useDocumentTitle } from "../../lib/document-title";
import { HomeHero } from "./HomeHero";
import { HomeSignUpCall } from "./HomeSignUpCall";
import { PlatformFeatures } from "./PlatformFeatures";
import { lazyWhenOnline } from "../../lib/load-when-online";

// The signed-in sections load after the static hero, keeping the first route within its budget.
const HomeDashboard = lazyWhenOnline(() => import("./HomeDashboard"));

export default function HomePage() {
  const { t } = useTranslation("pages");
  const { status } = useAuth();
  useDocumentTitle(t("home.tagline"));
  return (
    <>
      <HomeHero />
      {status === "signedIn" && (
        <Suspense fallback={null}>
          <NeedsQueryClient>
            <HomeDashboard />
          </NeedsQueryClient>
        </Suspense>
      )}
      <PlatformFeatures />
      {status === "signedOut" && <HomeSignUpCall />}
    </>
  );
}
