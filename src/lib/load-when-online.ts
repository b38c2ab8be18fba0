/**
 * Code that loads in a chunk of its own, for a person whose connection comes and goes: a download that
 * fails while the browser is offline is tried again once it is back online, so what needs it waits
 * (suspended, or behind a pending promise) instead of failing until the page is loaded again. A
 * failed module is fetched again on the next import. A failure while online is passed on.
 */
// eslint-disable-next-line no-restricted-imports -- the one place React.lazy is wrapped.
import { lazy, type ComponentType } from "react";

const backOnline = () => new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (navigator.onLine) throw error;
    await backOnline();
    return loadWhenOnline(load);
  });
}

/**
 * `load` started on the first call and its promise shared by every call after; a failure (once
 * loadWhenOnline has given up) is forgotten, so the next call tries again.
 */
export function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= loadWhenOnline(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** `React.lazy` whose download waits for the connection to come back (loadWhenOnline). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: any props.
export const lazyWhenOnline = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) => lazy(() => loadWhenOnline(load));
