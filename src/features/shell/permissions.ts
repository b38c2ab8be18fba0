/**
 * The permissions state machine of spec §4: notifications ("push") and the microphone, each
 * 'prompt', 'granted' or 'denied'. The microphone is requested by opening an audio stream and
 * stopping it at once. Push is requested from the native wrapper's push plugin, and after a grant
 * the device registers for push; on the web, notifications mean the browser's Notification
 * permission (what the IELTS timer's end-of-section notice needs). The existing states are read at
 * start where the platform tells them without prompting, so a person who granted both is not asked
 * again on every visit.
 */
export type PermissionState = "prompt" | "granted" | "denied";
export type GatedPermission = "push" | "microphone";
export type PermissionsState = Record<GatedPermission, PermissionState>;

/** The native wrapper's push plugin (Capacitor's PushNotifications API). */
export type NativePush = {
  checkPermissions(): Promise<{ receive: string }>;
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
};

/** What the machine may touch: the browser's APIs, and the native plugin when in the wrapper. */
export type PermissionsPlatform = {
  mediaDevices?: Pick<MediaDevices, "getUserMedia">;
  permissions?: Pick<Permissions, "query">;
  notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  nativePush?: NativePush;
};

type CapacitorGlobal = { isNativePlatform?: () => boolean; Plugins?: { PushNotifications?: NativePush } };

/** The real platform of this page. */
export function browserPlatform(): PermissionsPlatform {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  const nativePush = capacitor?.isNativePlatform?.() ? capacitor.Plugins?.PushNotifications : undefined;
  return {
    mediaDevices: navigator.mediaDevices,
    permissions: navigator.permissions,
    notification: typeof Notification === "undefined" ? undefined : Notification,
    nativePush,
  };
}

/** Notifications can be asked for at all here (iOS Safari outside a home-screen app cannot). */
export const notificationsSupported = (platform: PermissionsPlatform) => Boolean(platform.nativePush ?? platform.notification);

/** Both granted, or the microphone granted where notifications do not exist. */
export function allGranted(state: PermissionsState, platform: PermissionsPlatform): boolean {
  return state.microphone === "granted" && (state.push === "granted" || !notificationsSupported(platform));
}

/** Capacitor's 'prompt-with-rationale' is still a question to ask. */
function fromNative(receive: string): PermissionState {
  return receive === "granted" || receive === "denied" ? receive : "prompt";
}

function fromNotification(permission: NotificationPermission): PermissionState {
  return permission === "default" ? "prompt" : permission;
}

async function readMicrophone(platform: PermissionsPlatform): Promise<PermissionState> {
  try {
    const status = await platform.permissions?.query({ name: "microphone" as PermissionName });
    return status?.state ?? "prompt";
  } catch {
    // Browsers that do not know the "microphone" permission name (Firefox) only tell by asking.
    return "prompt";
  }
}

async function readPush(platform: PermissionsPlatform): Promise<PermissionState> {
  if (platform.nativePush) return fromNative((await platform.nativePush.checkPermissions()).receive);
  return platform.notification ? fromNotification(platform.notification.permission) : "prompt";
}

export async function readPermissions(platform: PermissionsPlatform): Promise<PermissionsState> {
  const [push, microphone] = await Promise.all([readPush(platform).catch(() => "prompt" as const), readMicrophone(platform)]);
  return { push, microphone };
}

/** Opens an audio stream and stops it at once: the grant is what counts, not the recording. */
async function requestMicrophone(platform: PermissionsPlatform): Promise<PermissionState> {
  if (!platform.mediaDevices) return "denied";
  try {
    const stream = await platform.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return "granted";
  } catch {
    // Refused by the person or the browser, or no microphone at all: either way it cannot be used.
    return "denied";
  }
}

/** Natively: the push plugin's prompt, then registration for push after a grant. On the web: the Notification prompt. */
async function requestPush(platform: PermissionsPlatform): Promise<PermissionState> {
  try {
    if (platform.nativePush) {
      const state = fromNative((await platform.nativePush.requestPermissions()).receive);
      if (state === "granted") await platform.nativePush.register();
      return state;
    }
    if (!platform.notification) return "denied";
    return fromNotification(await platform.notification.requestPermission());
  } catch {
    return "denied";
  }
}

export function request(name: GatedPermission, platform: PermissionsPlatform): Promise<PermissionState> {
  return name === "microphone" ? requestMicrophone(platform) : requestPush(platform);
}
