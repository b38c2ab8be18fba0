/**
 * Whether the page has loaded and the browser has had an idle moment since: what the first paint
 * does not need (toast stack, floating overlays, service worker) waits for it, so a phone on a poor
 * network spends its first bytes on the page itself.
 */
import { useEffect, useState } from "react";

/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

function whenIdleAfterLoad(run: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 0);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") {
    schedule();
  } else {
    window.addEventListener("load", schedule, { once: true });
    cancel = () => window.removeEventListener("load", schedule);
  }
  return () => cancel();
}

export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true)), []);
  return ready;
}
