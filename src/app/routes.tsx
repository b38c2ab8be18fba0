import { Suspense, useEffect, type ComponentType, type ReactNode } from "react";
import { matchRoutes, useLocation, useRoutes, type RouteObject } from "react-router";
import { ScreenShown, useAfterLoad } from "../lib/after-load";
import { useAuth } from "../lib/auth/AuthProvider";
import { hasStoredSession } from "../lib/auth/storage";
import { NeedsQueryClient } from "../lib/deferred-query-client";
import { IS_NATIVE } from "../lib/config";
import { lazyWhenOnline, sharedLoad } from "../lib/load-when-online";
import { readDeviceVariant, useDeviceVariant } from "../lib/device";
import { AppErrorBoundary } from "./error-boundary";
import { RootLayout } from "./layout/RootLayout";
import { PageLoading } from "./PageLoading";
import { routeTable, type RouteEntry, type RouteTitleKey } from "./route-table";
import { LANDING_SCREENS } from "./landing-screens";
import type { Screen, ScreenMap, ScreenProps } from "./screen";

const NotFoundPage = lazyWhenOnline(() => import("../pages/NotFoundPage"));
const SignInPrompt = lazyWhenOnline(() => import("../features/auth/SignInPrompt"));
const DevMailboxPage = lazyWhenOnline(() => import("../pages/auth/DevMailboxPage"));

/** The screens of every other route (src/app/screen-map.ts), loading on the first call (again on the next, if that failed). */
export const loadScreens: () => Promise<ScreenMap> = sharedLoad(() => import("./screen-map").then(({ SCREENS }) => SCREENS));

/** One variant of a route's screen: a landing screen at once, any other from the screen map (the placeholder page where none exists yet). */
async function loadScreen(pattern: string, variant: keyof Screen): Promise<{ default: ComponentType<ScreenProps> }> {
  const screen = LANDING_SCREENS[pattern] ?? (await loadScreens())[pattern];
  const load = screen?.[variant] ?? screen?.desktop;
  return load ? load() : import("../pages/PlaceholderPage");
}

/** Both variants of a route's screen. */
const routeScreen = (entry: RouteEntry): Required<Record<keyof Screen, ComponentType<ScreenProps>>> => ({
  desktop: lazyWhenOnline(() => loadScreen(entry.pattern, "desktop")),
  mobile: lazyWhenOnline(() => loadScreen(entry.pattern, "mobile")),
});

/**
 * The screen of the page being opened starts loading with the app, beside the query client, instead of
 * once the query client has loaded and the route has rendered: on a slow network that is a round trip
 * less before the page's first content. An account page opened without a session shows the sign-in
 * prompt, so its screen is not fetched.
 */
function preloadOpeningScreen(): void {
  const [match] = matchRoutes(ROUTE_PATTERNS, window.location.pathname) ?? [];
  const entry = APP_ROUTES.find((candidate) => candidate.pattern === match?.route.path);
  if (!entry || entry.pattern === "/" || (entry.requiresAccount && !hasStoredSession())) return;
  const variant = entry.hasMobileVariant && readDeviceVariant() === "mobile" ? "mobile" : "desktop";
  loadScreen(entry.pattern, variant).catch(() => {
    // The route's own lazy import meets the same failure and shows it.
  });
}

/** The web's routes, or the native app's (a few more, spec §2). */
const APP_ROUTES = routeTable(IS_NATIVE);
const ROUTE_PATTERNS = APP_ROUTES.map((entry) => ({ path: entry.pattern }));
preloadOpeningScreen();

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

const OWN_QUERY_CLIENT_WAIT = new Set(["/", "/dictionary"]);

function ScreenRoute({ entry, screen }: { entry: RouteEntry; screen: ReturnType<typeof routeScreen> }) {
  const variant = useDeviceVariant();
  const Page = entry.hasMobileVariant && variant === "mobile" ? screen.mobile : screen.desktop;
  // Every other screen reads or writes server data at once; these two show a visitor their first content
  // without it, and their signed-in parts wait for the query client on their own.
  const page = OWN_QUERY_CLIENT_WAIT.has(entry.pattern) ? (
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
const screenRoutes: RouteObject[] = APP_ROUTES.map((entry) => {
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
