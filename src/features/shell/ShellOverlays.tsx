/**
 * The shell's global overlays (spec §2 "Global overlays"): the service worker and its update
 * banner, and for a signed-in user the first-visit tutorial, then the community-chat invitation.
 * Each part loads in its own chunk, and one that fails leaves the others.
 */
import { useSyncExternalStore } from "react";
import { FramePart } from "../../app/error-boundary";
import { useAuth } from "../../lib/auth/AuthProvider";
import { IS_NATIVE } from "../../lib/config";
import { lazyWhenOnline } from "../../lib/load-when-online";

const ServiceWorkerUpdates = lazyWhenOnline(() => import("./ServiceWorkerUpdates"));
const OnboardingTutorial = lazyWhenOnline(() => import("../onboarding/OnboardingTutorial"));
const CommunityInvitation = lazyWhenOnline(() => import("./CommunityInvitation"));

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
    <>
      {hasServiceWorker && loaded && (
        <FramePart>
          <ServiceWorkerUpdates />
        </FramePart>
      )}
      {user && (
        <FramePart key={`tutorial-${user.id}`}>
          <OnboardingTutorial userId={user.id} />
        </FramePart>
      )}
      {user && (
        <FramePart key={`invitation-${user.id}`}>
          <CommunityInvitation userId={user.id} />
        </FramePart>
      )}
    </>
  );
}
