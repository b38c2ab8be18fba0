/**
 * The native app's start, loaded only in the native build: Capacitor's plugins are
 * imported here, dynamically, so none of them is in the web's bundle.
 *
 * - Deep links (`appUrlOpen`) open their screen (deep-links.ts).
 * - Push, for a signed-in person: the permission is read at start (spec §4: on native platforms only);
 *   a grant given before registers the device again, since its token may have changed. The prompt
 *   itself comes from the permissions gate (src/features/shell/permissions.ts), which finds the plugin
 *   through `window.Capacitor` and calls `register()` after a grant. Either way the platform's token
 *   arrives as a `registration` event and is registered with the server; a tap on a push opens the
 *   screen its `path` names (worker/push/send.ts).
 */
import type { PushPlatform } from "../../../worker/contract/push";
import { deepLinkPath } from "./deep-links";
import { registerThisDevice } from "./push-device";

type Navigate = (path: string) => void;
type Stop = () => void;

/** What the start needs of Capacitor; tests pass fakes of the same shape. */
export type NativePlugins = {
  platform: PushPlatform;
  app: Pick<import("@capacitor/app").AppPlugin, "addListener">;
  push: Pick<import("@capacitor/push-notifications").PushNotificationsPlugin, "addListener" | "checkPermissions" | "register">;
};

export async function loadNativePlugins(): Promise<NativePlugins> {
  const [{ Capacitor }, { App }, { PushNotifications }] = await Promise.all([
    import("@capacitor/core"),
    import("@capacitor/app"),
    import("@capacitor/push-notifications"),
  ]);
  return { platform: Capacitor.getPlatform() === "ios" ? "ios" : "android", app: App, push: PushNotifications };
}

const stopAll =
  (handles: { remove(): Promise<void> }[]): Stop =>
  () => {
    for (const handle of handles) void handle.remove();
  };

export async function listenForDeepLinks(plugins: NativePlugins, navigate: Navigate): Promise<Stop> {
  const handle = await plugins.app.addListener("appUrlOpen", ({ url }) => navigate(deepLinkPath(url)));
  return stopAll([handle]);
}

/** Only the app's own screens: a path from a push is never another origin ("//host"). */
const isAppPath = (path: unknown): path is string => typeof path === "string" && path.startsWith("/") && !path.startsWith("//");

export async function startPush(plugins: NativePlugins, navigate: Navigate, register = registerThisDevice): Promise<Stop> {
  const { push, platform } = plugins;
  const handles = await Promise.all([
    push.addListener("registration", ({ value }) => {
      register(value, platform).catch((error: unknown) => console.warn("The device could not be registered for push", error));
    }),
    push.addListener("registrationError", ({ error }) => console.warn("Push registration failed", error)),
    push.addListener("pushNotificationActionPerformed", ({ notification }) => {
      const path: unknown = (notification.data as Record<string, unknown> | undefined)?.path;
      if (isAppPath(path)) navigate(path);
    }),
  ]);
  const { receive } = await push.checkPermissions();
  if (receive === "granted") await push.register();
  return stopAll(handles);
}
