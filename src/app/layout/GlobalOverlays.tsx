import { useAuth } from "../../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../../lib/deferred-query-client";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { FramePart } from "../error-boundary";

// Each feature's overlays load in their own chunks, and one that fails leaves the others.
const ChatOverlays = lazyWhenOnline(() => import("../../features/chat/ChatOverlays"));
const LiveNotifications = lazyWhenOnline(() => import("../../features/progress/LiveNotifications"));
const ShellOverlays = lazyWhenOnline(() => import("../../features/shell/ShellOverlays"));
const BackgroundSync = lazyWhenOnline(() => import("../BackgroundSync"));

/**
 * What floats above every page (spec §2 "Global overlays"): the translator and AI chat toggles and
 * sidebars, live progress notifications, and the shell's tutorial, update banner and invitation.
 * Loaded by the root layout once the first screen is on view.
 */
export default function GlobalOverlays() {
  const { user } = useAuth();
  // Mounted inside a FramePart (RootLayout), whose Suspense waits for the query client.
  return (
    <NeedsQueryClient>
      <FramePart>
        <ChatOverlays />
      </FramePart>
      {/* Live notifications come over the signed-in user's socket; a visitor never loads them. */}
      {user && (
        <FramePart>
          <LiveNotifications />
        </FramePart>
      )}
      {user && (
        <FramePart key={user.id}>
          <BackgroundSync userId={user.id} />
        </FramePart>
      )}
      <FramePart>
        <ShellOverlays />
      </FramePart>
    </NeedsQueryClient>
  );
}
