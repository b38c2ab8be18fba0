/**
 * The shell's global overlays (spec §2 "Global overlays"): the service worker and its update
 * banner, and for a signed-in user the first-visit tutorial, then the community-chat invitation.
 * Each part loads in its own chunk.
 */
import { lazy, Suspense, useSyncExternalStore } from "react";
import { useAuth } from "../../lib/auth/AuthProvider";
import { IS_NATIVE } from "../../lib/config";

const ServiceWorkerUpdates = lazy(() => import("./ServiceWorkerUpdates"));
const OnboardingTutorial = lazy(() => import("../onboarding/OnboardingTutorial"));
const CommunityInvitation = lazy(() => import("./CommunityInvitation"));

/**
 * Only a production web build has a service worker: the dev server would serve stale modules from it,
 * and the native app's files are on the device already.
 */
const hasServiceWorker = import.meta.env.PROD && !IS_NATIVE && "serviceWorker" in navigator;

/** True once the page has finished loading: the service worker's code never competes with the first paint. */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("load", onChange);
      return () => window.removeEventListener("load", onChange);
    },
    () => document.readyState === "complete",
  );
}

export default function ShellOverlays() {
  const { user } = useAuth();
  const loaded = usePageLoaded();
  return (
    <Suspense fallback={null}>
      {hasServiceWorker && loaded && <ServiceWorkerUpdates />}
      {user && <OnboardingTutorial key={`tutorial-${user.id}`} userId={user.id} />}
      {user && <CommunityInvitation key={`invitation-${user.id}`} userId={user.id} />}
    </Suspense>
  );
}
