/**
 * Mounted inside the router by src/main.tsx in the native build only: deep links for everyone, push
 * for whoever is signed in (native-app.ts).
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../lib/auth/AuthProvider";
import { listenForDeepLinks, loadNativePlugins, startPush } from "./native-app";

type Start = (navigate: (path: string) => void) => Promise<() => void>;

/** Runs `start` while mounted; a start that finishes after unmounting is stopped at once. */
function useNativeListener(start: Start) {
  const navigate = useNavigate();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let active = true;
    start((path) => void navigate(path)).then(
      (stopper) => {
        if (active) stop = stopper;
        else stopper();
      },
      (error: unknown) => console.warn("A native listener did not start", error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [start, navigate]);
}

const deepLinks: Start = async (navigate) => listenForDeepLinks(await loadNativePlugins(), navigate);
const push: Start = async (navigate) => startPush(await loadNativePlugins(), navigate);

/** Keyed on the person, so a sign-in as someone else registers the device for them. */
function PushRegistration() {
  useNativeListener(push);
  return null;
}

export default function NativeApp() {
  const { user } = useAuth();
  useNativeListener(deepLinks);
  return user ? <PushRegistration key={user.id} /> : null;
}
