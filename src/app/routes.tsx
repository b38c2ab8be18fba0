import { lazy, Suspense, type ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { useDeviceVariant } from "../lib/device";
import { RouteErrorPage } from "./error-boundary";
import { RootLayout } from "./layout/RootLayout";
import { PageLoading } from "./PageLoading";
import { ROUTES, type RouteEntry, type RouteTitleKey } from "./route-table";

type ScreenProps = { titleKey: RouteTitleKey };
type Screen = { desktop: ComponentType<ScreenProps>; mobile?: ComponentType<ScreenProps> };

const PlaceholderPage = lazy(() => import("../pages/PlaceholderPage"));
const NotFoundPage = lazy(() => import("../pages/NotFoundPage"));

/** Screens that exist so far, by route pattern; every other route shows the placeholder page. */
const SCREENS: Partial<Record<string, Screen>> = {
  "/": {
    desktop: lazy(() => import("../pages/home/HomePage")),
    mobile: lazy(() => import("../pages/home/MobileHomePage")),
  },
};

function ScreenRoute({ entry }: { entry: RouteEntry }) {
  const variant = useDeviceVariant();
  const screen = SCREENS[entry.pattern];
  const mobile = entry.hasMobileVariant && variant === "mobile" ? screen?.mobile : undefined;
  const Page = mobile ?? screen?.desktop ?? PlaceholderPage;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page titleKey={entry.titleKey} />
    </Suspense>
  );
}

const screenRoutes: RouteObject[] = ROUTES.map((entry) => {
  // Keyed per route so a page that is still downloading shows 'Loading...' instead of the previous page.
  const element = <ScreenRoute key={entry.pattern} entry={entry} />;
  return entry.pattern === "/" ? { index: true, element } : { path: entry.pattern, element };
});

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...screenRoutes,
      {
        path: "*",
        element: (
          <Suspense fallback={<PageLoading />}>
            <NotFoundPage />
          </Suspense>
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
