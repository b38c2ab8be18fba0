import { Component, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { describeError, ErrorPage } from "../pages/ErrorPage";

type BoundaryState = { caught: false } | { caught: true; error: unknown };

/** Catches render errors anywhere in the app, including the providers around the router. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { caught: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: true, error };
  }

  override render() {
    if (this.state.caught) return <ErrorPage {...describeError(this.state.error)} />;
    return this.props.children;
  }
}

/** The router's error element: errors thrown while rendering or loading a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage message={`${error.status} ${error.statusText}`.trim()} />;
  }
  return <ErrorPage {...describeError(error)} />;
}
