import { lazy, Suspense } from "react";
import { useAuth } from "../../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../../lib/deferred-query-client";

// Each feature's overlays load in their own chunks.
const ChatOverlays = lazy(() => import("../../features/chat/ChatOverlays"));
const LiveNotifications = lazy(() => import("../../features/progress/LiveNotifications"));
const ShellOverlays = lazy(() => import("../../features/shell/ShellOverlays"));
const BackgroundSync = lazy(() => import("../BackgroundSync"));

/**
 * What floats above every page (spec §2 "Global overlays"): the translator and AI chat toggles and
 * sidebars, live progress notifications, and the shell's tutorial, update banner and invitation.
 * Loaded by the root layout once the first screen is on view.
 */
export default function GlobalOverlays() {
  const { user } = useAuth();
  return (
    <Suspense fallback={null}>
      <NeedsQueryClient>
        <ChatOverlays />
        {/* Live notifications come over the signed-in user's socket; a visitor never loads them. */}
        {user && <LiveNotifications />}
        {user && <BackgroundSync key={user.id} userId={user.id} />}
        <ShellOverlays />
      </NeedsQueryClient>
    </Suspense>
  );
}
