import { startTransition, useLayoutEffect, useState, type ReactNode } from "react";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";

/**
 * The router of the app, in the browser's address bar: what React Router's `BrowserRouter` does, built
 * from its `Router` and the same browser history (exported, as UNSAFE_, for routers like this one).
 * `BrowserRouter` shares its module with `Link`, `Form` and their helpers, which would otherwise all
 * be part of the first route's JavaScript (src/components/ui/Link.tsx).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
