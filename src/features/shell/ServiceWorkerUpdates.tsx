/**
 * Registers the service worker (/sw.js, scope /) and offers each new version through the update
 * banner. Loaded lazily with the shell's overlays, and workbox-window after that, so neither is part
 * of the first route.
 * A waiting version is looked for every hour and whenever the tab comes back into view.
 */
import { Suspense, useState } from "react";
import { useRegisterSW } from "virtual:pwa-register/react";
import { lazyWhenOnline } from "../../lib/load-when-online";

// Its translations load only when there is an update to offer.
const UpdateBanner = lazyWhenOnline(() => import("./UpdateBanner"));

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => {
    if (navigator.onLine) registration.update().catch((error: unknown) => console.warn("The update check failed", error));
  };
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

export default function ServiceWorkerUpdates() {
  const [dismissed, setDismissed] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // After the page has loaded, so the worker's precaching never competes with the first paint.
    immediate: false,
    onRegisteredSW: (_url, registration) => {
      if (registration) watchForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.warn("The service worker could not be registered", error),
  });
  if (!needRefresh || dismissed) return null;
  // The new worker takes over on 'Update', and the page reloads into it once it controls the page.
  return (
    <Suspense fallback={null}>
      <UpdateBanner onUpdate={() => void updateServiceWorker(true)} onLater={() => setDismissed(true)} />
    </Suspense>
  );
}
