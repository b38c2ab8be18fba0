/**
 * One socket to the signed-in user's UserHub per tab, shared by every feature that needs it (chat,
 * live notifications): created the first time a component asks for it, closed when the user signs
 * out or another user signs in. Import it only from lazily loaded modules (it brings partysocket).
 */
import { useEffect, useSyncExternalStore } from "react";
import { currentAccessToken } from "../auth/access-token";
import { useAuth } from "../auth/AuthProvider";
import { RealtimeConnection, type RealtimeStatus } from "./connection";

let shared: { userId: string; connection: RealtimeConnection } | null = null;

function connectionFor(userId: string): RealtimeConnection {
  if (shared?.userId !== userId) {
    shared?.connection.close();
    shared = { userId, connection: new RealtimeConnection({ getAccessToken: currentAccessToken }) };
  }
  return shared.connection;
}

/** Closes the tab's socket (sign-out). */
export function closeRealtime(): void {
  shared?.connection.close();
  shared = null;
}

const noStatus = () => () => {};

/** The signed-in user's connection and its status; null connection while nobody is signed in. */
export function useRealtime(): { connection: RealtimeConnection | null; status: RealtimeStatus } {
  const { user, status: authStatus } = useAuth();
  const connection = user ? connectionFor(user.id) : null;
  useEffect(() => {
    if (authStatus === "signedOut") closeRealtime();
  }, [authStatus]);
  const status = useSyncExternalStore(
    connection ? (onChange) => connection.onStatus(onChange) : noStatus,
    () => connection?.status ?? "disconnected",
  );
  return { connection, status };
}
