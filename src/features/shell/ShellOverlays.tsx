/**
 * The shell's global overlays (spec §2 "Global overlays"): the first-visit tutorial for a signed-in
 * user. Each part loads in its own chunk, only when it can show.
 */
import { lazy, Suspense } from "react";
import { useAuth } from "../../lib/auth/AuthProvider";

const OnboardingTutorial = lazy(() => import("../onboarding/OnboardingTutorial"));

export default function ShellOverlays() {
  const { user } = useAuth();
  return <Suspense fallback={null}>{user && <OnboardingTutorial key={user.id} userId={user.id} />}</Suspense>;
}
