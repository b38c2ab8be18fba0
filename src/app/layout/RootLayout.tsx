import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate } from "react-router";
import { classNames } from "../../components/ui/class-names";
import { FramePart } from "../error-boundary";
import { ACCOUNT_QUERY_ROOT } from "../../lib/auth/account-queries";
import { useAfterLoad } from "../../lib/after-load";
import { useAuth } from "../../lib/auth/AuthProvider";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { NeedsQueryClient, useLoadedQueryClient } from "../../lib/deferred-query-client";
import { configurationIncomplete } from "../../lib/config";
import { useDeviceVariant } from "../../lib/device";
import { ConfigurationBanner } from "./ConfigurationBanner";
import { DesktopHeader } from "./DesktopHeader";
import { MobileHeader } from "./MobileHeader";
import { MobileTabBar } from "./MobileTabBar";
import { useScrollToTopOnNavigation } from "./use-scroll-to-top";

const AccountSync = lazyWhenOnline(() => import("../../features/profile/AccountSync"));
// What floats above every page is never part of the first paint.
const GlobalOverlays = lazyWhenOnline(() => import("./GlobalOverlays"));

/** The frame of every page: header, main content and, on mobile, the bottom tab bar. */
export function RootLayout() {
  const { t } = useTranslation();
  const variant = useDeviceVariant();
  const isMobile = variant === "mobile";
  const { status, user, sessionEnded, acknowledgeSessionEnded } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useLoadedQueryClient();
  const afterFirstScreen = useAfterLoad();
  useScrollToTopOnNavigation();

  // Nothing cached for an account outlives its sign-out (in this tab or another).
  useEffect(() => {
    if (status === "signedOut") queryClient?.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
  }, [status, queryClient]);

  // The session ended elsewhere: the sign-in screen says so, and brings the person back here.
  useEffect(() => {
    if (!sessionEnded) return;
    acknowledgeSessionEnded();
    const back = `${location.pathname}${location.search}`;
    void navigate(`/auth?ended=1&redirect=${encodeURIComponent(back)}`, { replace: true });
  }, [sessionEnded, acknowledgeSessionEnded, navigate, location.pathname, location.search]);
  return (
    <div data-variant={variant} className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      {configurationIncomplete && <ConfigurationBanner />}
      {isMobile ? <MobileHeader /> : <DesktopHeader />}
      <main
        id="main-content"
        tabIndex={-1}
        className={classNames("flex-1 pr-(--overlay-gutter) focus:outline-none", isMobile && "pb-[calc(5rem+env(safe-area-inset-bottom))]")}
      >
        <Outlet />
      </main>
      {isMobile && <MobileTabBar />}
      {afterFirstScreen && (
        <FramePart>
          <GlobalOverlays />
        </FramePart>
      )}
      {user && (
        <FramePart>
          <NeedsQueryClient>
            <AccountSync key={user.id} userId={user.id} />
          </NeedsQueryClient>
        </FramePart>
      )}
    </div>
  );
}
