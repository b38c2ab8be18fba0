import { lazy, Suspense, type ReactNode } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ScreenShown } from "../lib/after-load";
import { useAuth } from "../lib/auth/AuthProvider";
import { useDeviceVariant } from "../lib/device";
import { RouteErrorPage } from "./error-boundary";
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
  const page = (
    <>
      <Page titleKey={entry.titleKey} />
      <ScreenShown />
    </>
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
    {element}
    <ScreenShown />
  </Suspense>
);

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...screenRoutes,
      // Not a screen of the specification: the development mail provider's inbox (not found in production).
      { path: "/dev/mailbox", element: lazyElement(<DevMailboxPage />) },
      { path: "*", element: lazyElement(<NotFoundPage />) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
