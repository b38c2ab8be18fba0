/**
 * The shell's global overlays (spec §2 "Global overlays"): the service worker and its update
 * banner, and for a signed-in user the first-visit tutorial, then the community-chat invitation.
 * Each part loads in its own chunk.
 */
import { lazy, Suspense } from "react";
import { useAuth } from "../../lib/auth/AuthProvider";

const ServiceWorkerUpdates = lazy(() => import("./ServiceWorkerUpdates"));
const OnboardingTutorial = lazy(() => import("../onboarding/OnboardingTutorial"));
const CommunityInvitation = lazy(() => import("./CommunityInvitation"));

/** Only a production build has a service worker; the dev server would serve stale modules from it. */
const hasServiceWorker = import.meta.env.PROD && "serviceWorker" in navigator;

export default function ShellOverlays() {
  const { user } = useAuth();
  return (
    <Suspense fallback={null}>
      {hasServiceWorker && <ServiceWorkerUpdates />}
      {user && <OnboardingTutorial key={`tutorial-${user.id}`} userId={user.id} />}
      {user && <CommunityInvitation key={`invitation-${user.id}`} userId={user.id} />}
    </Suspense>
  );
}
