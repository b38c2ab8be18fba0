/**
 * The native app's start with Capacitor's platform mocked: the plugins come from
 * @capacitor/core, /app and /push-notifications, each replaced by a fake that records its listeners.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: unknown) => void;

const fakes = vi.hoisted(() => {
  const listeners = new Map<string, Listener>();
  const handle = (event: string, listener: Listener) => {
    listeners.set(event, listener);
    return Promise.resolve({ remove: () => Promise.resolve(void listeners.delete(event)) });
  };
  return {
    listeners,
    platform: { name: "android" },
    push: {
      addListener: vi.fn(handle),
      checkPermissions: vi.fn(async () => ({ receive: "prompt" })),
      requestPermissions: vi.fn(async () => ({ receive: "granted" })),
      register: vi.fn(async () => undefined),
    },
    app: { addListener: vi.fn(handle) },
  };
});

vi.mock("@capacitor/core", () => ({
  Capacitor: { getPlatform: () => fakes.platform.name, isNativePlatform: () => fakes.platform.name !== "web" },
}));
vi.mock("@capacitor/push-notifications", () => ({ PushNotifications: fakes.push }));
vi.mock("@capacitor/app", () => ({ App: fakes.app }));

const { listenForDeepLinks, loadNativePlugins, startPush } = await import("../../../src/features/native/native-app");

const emit = (event: string, payload: unknown) => {
  const listener = fakes.listeners.get(event);
  if (!listener) throw new Error(`nobody listens to ${event}`);
  listener(payload);
};

beforeEach(() => {
  fakes.listeners.clear();
  fakes.platform.name = "android";
  vi.clearAllMocks();
});

describe("push in the native app", () => {
  it("reads the permission at start and registers the device again when it was granted before", async () => {
    fakes.push.checkPermissions.mockResolvedValueOnce({ receive: "granted" });
    const register = vi.fn(async () => undefined);
    await startPush(await loadNativePlugins(), vi.fn(), register);
    expect(fakes.push.checkPermissions).toHaveBeenCalledOnce();
    expect(fakes.push.register).toHaveBeenCalledOnce();
    expect(fakes.push.requestPermissions).not.toHaveBeenCalled();

    emit("registration", { value: "fcm-token-1" });
    expect(register).toHaveBeenCalledWith("fcm-token-1", "android");
  });

  it("does not prompt at start: a person not asked yet is asked by the permissions gate", async () => {
    const register = vi.fn(async () => undefined);
    await startPush(await loadNativePlugins(), vi.fn(), register);
    expect(fakes.push.register).not.toHaveBeenCalled();
    expect(fakes.push.requestPermissions).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it("registers an iOS device as ios", async () => {
    fakes.platform.name = "ios";
    const register = vi.fn(async () => undefined);
    await startPush(await loadNativePlugins(), vi.fn(), register);
    emit("registration", { value: "apns-token" });
    expect(register).toHaveBeenCalledWith("apns-token", "ios");
  });

  it("opens the screen a tapped push names, never another origin", async () => {
    const navigate = vi.fn();
    await startPush(
      await loadNativePlugins(),
      navigate,
      vi.fn(async () => undefined),
    );
    emit("pushNotificationActionPerformed", { actionId: "tap", notification: { id: "1", data: { path: "/achievements" } } });
    emit("pushNotificationActionPerformed", { actionId: "tap", notification: { id: "2", data: { path: "//evil.example/x" } } });
    emit("pushNotificationActionPerformed", { actionId: "tap", notification: { id: "3", data: {} } });
    expect(navigate.mock.calls).toEqual([["/achievements"]]);
  });

  it("stops listening when stopped (sign-out)", async () => {
    const stop = await startPush(
      await loadNativePlugins(),
      vi.fn(),
      vi.fn(async () => undefined),
    );
    expect([...fakes.listeners.keys()].sort()).toEqual(["pushNotificationActionPerformed", "registration", "registrationError"]);
    stop();
    await vi.waitFor(() => expect(fakes.listeners.size).toBe(0));
  });
});

describe("deep links in the native app", () => {
  it("opens the screen of a link the app was opened with", async () => {
    const navigate = vi.fn();
    await listenForDeepLinks(await loadNativePlugins(), navigate);
    emit("appUrlOpen", { url: "lexora://lesson/abc" });
    emit("appUrlOpen", { url: "https://lexora.example.com/join/K7PQ2M" });
    emit("appUrlOpen", { url: "lexora://nowhere" });
    expect(navigate.mock.calls).toEqual([["/lesson/abc"], ["/join/K7PQ2M"], ["/"]]);
  });
});
