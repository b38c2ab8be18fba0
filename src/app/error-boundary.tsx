import { Component, type ReactNode } from "react";
import { describeError, ErrorPage } from "../pages/ErrorPage";

type BoundaryProps = {
  children: ReactNode;
  /** A new value (the route's path) clears a caught error, so leaving a broken screen shows the next one. */
  resetKey?: string;
};
type BoundaryState = { caught: false } | { caught: true; error: unknown };

/**
 * Catches render errors: around the whole app (including the providers around the router) and around
 * the routes (src/app/routes.tsx).
 */
export class AppErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ caught: false });
  }

  override render() {
    if (this.state.caught) return <ErrorPage {...describeError(this.state.error)} />;
    return this.props.children;
  }
}
