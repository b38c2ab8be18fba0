import { Component, Suspense, type ReactNode } from "react";
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

type FramePartProps = {
  children: ReactNode;
  /** Shown while the part loads (nothing by default). */
  fallback?: ReactNode;
};

/**
 * A part of the page's frame that loads in a chunk of its own and that the page works without (an
 * overlay, a menu, a background task): while it loads its fallback shows, and if it fails (its chunk
 * could not be fetched, say) it is left out, instead of the whole app turning into the error page.
 */
export class FramePart extends Component<FramePartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("A part of the page failed and is left out:", error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
