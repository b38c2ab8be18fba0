/**
 * A session that ended elsewhere: a sign-out on another device, a password change, a reused
 * refresh token. The hub's socket (`session_ended`, close 4002) or the API (403 `session_not_found`)
 * reports it here, and the auth provider signs this tab out. Kept tiny: the API client imports it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const listener of listeners) listener();
}
