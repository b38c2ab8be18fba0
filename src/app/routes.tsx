import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { useLocation, useRoutes, type RouteObject } from "react-router";
import { ScreenShown, useAfterLoad } from "../lib/after-load";
import { useAuth } from "../lib/auth/AuthProvider";
import { NeedsQueryClient } from "../lib/deferred-query-client";
import { IS_NATIVE } from "../lib/config";
import { useDeviceVariant } from "../lib/device";
import { AppErrorBoundary } from "./error-boundary";
import { RootLayout } from "./layout/RootLayout";
import { PageLoading } from "./PageLoading";
import { routeTable, type RouteEntry, type RouteTitleKey } from "./route-table";
import { HOME_SCREEN } from "./home-screen";
import type { Screen, ScreenMap, ScreenProps } from "./screen";

const PlaceholderPage = lazy(() => import("../pages/PlaceholderPage"));
const NotFoundPage = lazy(() => import("../pages/NotFoundPage"));
const SignInPrompt = lazy(() => import("../features/auth/SignInPrompt"));
const DevMailboxPage = lazy(() => import("../pages/auth/DevMailboxPage"));

let screensLoading: Promise<ScreenMap> | undefined;

/** The screens of every other route (src/app/screen-map.ts), loading on the first call. */
export function loadScreens(): Promise<ScreenMap> {
  screensLoading ??= import("./screen-map").then(({ SCREENS }) => SCREENS);
  return screensLoading;
}

/** A lazy component for one variant of a route's screen, taken from the screen map once it has loaded. */
function lazyScreen(pattern: string, variant: keyof Screen): ComponentType<ScreenProps> {
  return lazy(async () => {
    const screen = (await loadScreens())[pattern];
    const Page = screen?.[variant] ?? screen?.desktop ?? PlaceholderPage;
    // A lazy component cannot resolve to another lazy one; it renders it instead.
    return { default: (props: ScreenProps) => <Page {...props} /> };
  });
}

/** Both variants of a route's screen; the home page's are known without the screen map. */
const routeScreen = (entry: RouteEntry): Required<Screen> =>
  entry.pattern === "/"
    ? { desktop: HOME_SCREEN.desktop, mobile: HOME_SCREEN.mobile ?? HOME_SCREEN.desktop }
    : { desktop: lazyScreen(entry.pattern, "desktop"), mobile: lazyScreen(entry.pattern, "mobile") };

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

function ScreenRoute({ entry, screen }: { entry: RouteEntry; screen: Required<Screen> }) {
  const variant = useDeviceVariant();
  const Page = entry.hasMobileVariant && variant === "mobile" ? screen.mobile : screen.desktop;
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

// The native build adds the native-only routes (src/app/route-table.ts); the web's table is ROUTES.
const screenRoutes: RouteObject[] = routeTable(IS_NATIVE).map((entry) => {
  // Keyed per route so a page that is still downloading shows 'Loading...' instead of the previous page.
  const element = <ScreenRoute key={entry.pattern} entry={entry} screen={routeScreen(entry)} />;
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
 * The app's routes, rendered inside `<AppRouter>`, a `BrowserRouter` (declarative routing: the data router's
 * loaders and actions, unused here, would cost the first route about 19 KB gzip). A screen that
 * fails to render shows the error page until the learner goes elsewhere.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // Any other screen opens without waiting for the screen map once the first one is on view.
  const afterFirstScreen = useAfterLoad();
  useEffect(() => {
    if (afterFirstScreen) void loadScreens();
  }, [afterFirstScreen]);
  return <AppErrorBoundary resetKey={pathname}>{element}</AppErrorBoundary>;
}
