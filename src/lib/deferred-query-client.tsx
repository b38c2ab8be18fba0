/**
 * The query cache (TanStack Query, src/lib/query-client.ts) is not part of the first route: a visitor's
 * home screen shows no server data, so its code loads once the first screen is on view, or as soon
 * as something that needs it renders (whichever comes first). Whatever reads or writes queries renders
 * under <NeedsQueryClient>, which waits for it.
 */
import type { QueryClient } from "@tanstack/react-query";
import { QueryClientContext } from "@tanstack/react-query";
import { use, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAfterLoad } from "./after-load";
import { sharedLoad } from "./load-when-online";

let loaded: QueryClient | undefined;
const loadedListeners = new Set<(client: QueryClient) => void>();

/** The app's one query client, loading its code on the first call (again on the next, if that failed). */
export const loadQueryClient: () => Promise<QueryClient> = sharedLoad(() =>
  import("./query-client").then(({ createQueryClient }) => {
    const client = createQueryClient();
    loaded = client;
    for (const listener of loadedListeners) listener(client);
    return client;
  }),
);

/** The query client above this component, if it has loaded yet (nothing can be cached before that). */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useContext(QueryClientContext);
}

/** Provides the query client to the app once it has loaded, and starts loading it after the first screen. */
export function DeferredQueryClientProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(loaded);
  const afterFirstScreen = useAfterLoad();
  useEffect(() => {
    if (client) return;
    loadedListeners.add(setClient);
    if (afterFirstScreen) void loadQueryClient();
    return () => {
      loadedListeners.delete(setClient);
    };
  }, [client, afterFirstScreen]);
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  // What the Worker wrote (notifications, feedback, messages) is in the language asked for then: ask again.
  // i18next reports a change to the language it already has too (signing in applies the profile's): that
  // refetched every screen, and a new signed audio URL restarted a recording that had begun playing.
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!client) return;
    let language = i18n.language;
    const refetch = (next: string) => {
      if (next === language) return;
      language = next;
      void client.invalidateQueries();
    };
    i18n.on("languageChanged", refetch);
    return () => i18n.off("languageChanged", refetch);
  }, [client, i18n]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/**
 * Suspends its children (within the nearest Suspense) until the query client has loaded, and gives
 * it to them directly, whether or not the provider above has picked it up yet.
 */
export function NeedsQueryClient({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientContext.Provider value={use(loadQueryClient())}>{children}</QueryClientContext.Provider>;
}
