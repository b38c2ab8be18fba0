import { lazy, Suspense, type ReactNode } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router";
import { ScreenShown } from "../lib/after-load";
import { useAuth } from "../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../lib/deferred-query-client";
import { useDeviceVariant } from "../lib/device";
import { AppErrorBoundary } from "./error-boundary";
import { RootLayout } from "./layout/RootLayout";
import { PageLoading } from "./PageLoading";
import { chatScreens } from "../features/chat/screens";
import { dictionaryScreens } from "../features/dictionary/screens";
import { ieltsScreens } from "../features/ielts/screens";
import { progressScreens } from "../features/progress/screens";
import { shellScreens } from "../features/shell/screens";
import { practiceScreens } from "../features/practice/screens";
import { ROUTES, type RouteEntry, type RouteTitleKey } from "./route-table";
import type { ScreenMap } from "./screen";

const PlaceholderPage = lazy(() => import("../pages/PlaceholderPage"));
const NotFoundPage = lazy(() => import("../pages/NotFoundPage"));
const SignInPrompt = lazy(() => import("../features/auth/SignInPrompt"));
const DevMailboxPage = lazy(() => import("../pages/auth/DevMailboxPage"));

/** Screens that exist so far, by route pattern; every other route shows the placeholder page. */
export const SCREENS: ScreenMap = {
  ...dictionaryScreens,
  ...practiceScreens,
  ...chatScreens,
  ...ieltsScreens,
  ...progressScreens,
  ...shellScreens,
  "/": {
    desktop: lazy(() => import("../pages/home/HomePage")),
    mobile: lazy(() => import("../pages/home/MobileHomePage")),
  },
  "/auth": {
    desktop: lazy(() => import("../pages/auth/AuthPage")),
    mobile: lazy(() => import("../pages/auth/MobileAuthPage")),
  },
};

/** A screen of someone's own data: a signed-out visitor gets the sign-in prompt instead (spec §6). */
function AccountGate({ titleKey, children }: { titleKey: RouteTitleKey; children: ReactNode }) {
  const { status } = useAuth();
  if (status === "loading") return <PageLoading />;
  if (status === "signedOut")
    return (
      <>
        <SignInPrompt titleKey={titleKey} />
        <ScreenShown />
      </>
    );
  return children;
}

function ScreenRoute({ entry }: { entry: RouteEntry }) {
  const variant = useDeviceVariant();
  const screen = SCREENS[entry.pattern];
  const mobile = entry.hasMobileVariant && variant === "mobile" ? screen?.mobile : undefined;
  const Page = mobile ?? screen?.desktop ?? PlaceholderPage;
  // Every screen but the home page reads or writes server data (the home page's signed-in dashboard waits on its own).
  const page =
    entry.pattern === "/" ? (
      <>
        <Page titleKey={entry.titleKey} />
        <ScreenShown />
      </>
    ) : (
      <NeedsQueryClient>
        <Page titleKey={entry.titleKey} />
        <ScreenShown />
      </NeedsQueryClient>
    );
  return (
    <Suspense fallback={<PageLoading />}>
      {entry.requiresAccount ? <AccountGate titleKey={entry.titleKey}>{page}</AccountGate> : page}
    </Suspense>
  );
}

const screenRoutes: RouteObject[] = ROUTES.map((entry) => {
  // Keyed per route so a page that is still downloading shows 'Loading...' instead of the previous page.
  const element = <ScreenRoute key={entry.pattern} entry={entry} />;
  return entry.pattern === "/" ? { index: true, element } : { path: entry.pattern, element };
});

const lazyElement = (element: ReactNode) => (
  <Suspense fallback={<PageLoading />}>
    <NeedsQueryClient>
      {element}
      <ScreenShown />
    </NeedsQueryClient>
  </Suspense>
);

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    children: [
      ...screenRoutes,
      // Not a screen of the specification: the development mail provider's inbox (not found in production).
      { path: "/dev/mailbox", element: lazyElement(<DevMailboxPage />) },
      { path: "*", element: lazyElement(<NotFoundPage />) },
    ],
  },
];

/**
 * The app's routes, rendered inside a `<BrowserRouter>` (declarative routing: the data router's
 * loaders and actions, unused here, would cost the first route about 19 KB gzip). A screen that
 * fails to render shows the error page until the learner goes elsewhere.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <AppErrorBoundary resetKey={pathname}>{element}</AppErrorBoundary>;
}
