import { Suspense } from "react";
import { useAuth } from "../../lib/auth/AuthProvider";
import { lazyWhenOnline } from "../../lib/load-when-online";

// The hub, the outbox and the progress texts load only for a signed-in learner: a visitor's first route stays small.
const LiveHub = lazyWhenOnline(() => import("./live/LiveHub"));

/** Global overlay: live progress notifications (spec §2 "notification toast stack", §4, §9). */
export default function LiveNotifications() {
  const { status } = useAuth();
  if (status !== "signedIn") return null;
  return (
    <Suspense fallback={null}>
      <LiveHub />
    </Suspense>
  );
}
