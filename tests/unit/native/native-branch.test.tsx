/**
 * The native-app branch of the SPA, with the build's native flag on and Capacitor's platform
 * mocked (`window.Capacitor`, as the native shell provides it): the native-only routes, the course editor
 * on its own screen, push asked for through Capacitor's plugin, and the device removed on sign-out.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TeacherCourses, ShareableItems } from "../../../worker/contract/sharing";
import { routeTable, ROUTES } from "../../../src/app/route-table";
import { PermissionsGate } from "../../../src/features/shell/PermissionsGate";
import { browserPlatform, type PermissionsPlatform } from "../../../src/features/shell/permissions";
import { signOutAndClear } from "../../../src/lib/auth/sign-out";
import { createI18n } from "../../../src/lib/i18n";
import {
  disposeTestAuthClients,
  existingProfile,
  fakeFetch,
  json,
  on,
  profileRoutes,
  storeSession,
  testAuthClient,
  testSession,
  TEST_USER,
} from "../support/auth-server";
import { renderApp } from "../support/render-app";

vi.mock("../../../src/lib/config", async (original) => ({ ...(await original<object>()), IS_NATIVE: true }));

beforeAll(() => import("../../../src/app/screen-map"));

afterEach(async () => {
  vi.unstubAllGlobals();
  delete (window as { Capacitor?: unknown }).Capacitor;
  localStorage.clear();
  await disposeTestAuthClients();
});

describe("the native route table (spec §2)", () => {
  it("has /forum/{postId} and /edit-course/{courseId} only in the native app", () => {
    const native = routeTable(true).map((entry) => entry.pattern);
    expect(native).toEqual(expect.arrayContaining(["/forum/:postId", "/edit-course/:courseId", "/forum", "/lesson/:lessonId"]));
    expect(native).toHaveLength(ROUTES.length + 2);
    expect(ROUTES.map((entry) => entry.pattern)).not.toEqual(expect.arrayContaining(["/forum/:postId"]));
    expect(ROUTES.map((entry) => entry.pattern)).not.toContain("/edit-course/:courseId");
  });

  it("asks a signed-out visitor of /edit-course/{courseId} to sign in", async () => {
    renderApp("/edit-course/sample-course");
    const prompt = await screen.findByTestId("sign-in-prompt");
    expect(within(prompt).getByRole("heading", { level: 1, name: "Edit course" })).toBeTruthy();
  });
});

const at = "2026-11-20T10:00:00.000Z";
const items: ShareableItems = {
  items: [
    { id: "p1", kind: "lesson", title: "Maps", description: null, status: "published", updated_at: at, shares: [] },
    { id: "p2", kind: "lesson", title: "Plans", description: null, status: "published", updated_at: at, shares: [] },
  ],
  classes: [],
};
const course = {
  id: "k1",
  title: "Band 7 path",
  description: null,
  lessons: [
    { id: "p1", kind: "lesson" as const, title: "Maps", description: null },
    { id: "p2", kind: "lesson" as const, title: "Plans", description: null },
  ],
  created_at: at,
  updated_at: at,
  shares: [],
};
const courses: TeacherCourses = { courses: [course] };

describe("/edit-course/{courseId}", () => {
  it("opens from the teacher's courses, edits the course on its own screen and goes back after saving", async () => {
    storeSession(testSession({ ...TEST_USER, app_metadata: { ...TEST_USER.app_metadata, role: "teacher" } }));
    const saved: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      fakeFetch(
        ...profileRoutes({ ...existingProfile("en"), role: "teacher" }),
        on("GET", "/api/shares/items", () => json(items)),
        on("GET", "/api/courses", () => json(courses)),
        on("PUT", "/api/courses/k1", async (request) => {
          saved.push(await request.json());
          return json(course);
        }),
      ).fetch,
    );
    const { currentLocation } = renderApp("/shared-content", { loadClient: async () => testAuthClient(fakeFetch().fetch) });
    const region = await screen.findByRole("region", { name: "Your courses" });
    await userEvent.click(within(region).getByRole("button", { name: "Edit course Band 7 path" }));

    await waitFor(() => expect(currentLocation().pathname).toBe("/edit-course/k1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Edit course" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Edit course" })).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Move Maps down" }));
    await userEvent.click(screen.getByRole("button", { name: "Save course" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ title: "Band 7 path", lesson_ids: ["p2", "p1"] });
    await waitFor(() => expect(currentLocation().pathname).toBe("/shared-content"));
  }, 20_000);
});

/** Capacitor's push plugin as the native shell exposes it on `window.Capacitor.Plugins`. */
function nativeShell(current: string, answer: string) {
  const push = {
    checkPermissions: vi.fn(async () => ({ receive: current })),
    requestPermissions: vi.fn(async () => ({ receive: answer })),
    register: vi.fn(async () => undefined),
  };
  (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true, Plugins: { PushNotifications: push } };
  return push;
}

function renderGate(platform: PermissionsPlatform) {
  const i18n = createI18n();
  void i18n.changeLanguage("en");
  render(
    <I18nextProvider i18n={i18n}>
      <PermissionsGate platform={platform}>
        <p>Speaking practice</p>
      </PermissionsGate>
    </I18nextProvider>,
  );
}

/** The page's platform, with a microphone already granted so only push is in question. */
const nativePlatform = (): PermissionsPlatform => ({
  ...browserPlatform(),
  mediaDevices: undefined,
  permissions: { query: vi.fn(async () => ({ state: "granted" }) as PermissionStatus) },
});

describe("permissions on the native platform (spec §4)", () => {
  it("asks for push through Capacitor's plugin, not the browser, and registers the device after the grant", async () => {
    const push = nativeShell("prompt", "granted");
    const browserNotification = vi.fn();
    vi.stubGlobal("Notification", { permission: "default", requestPermission: browserNotification });
    const platform = nativePlatform();
    expect(platform.nativePush).toBe(
      (window as unknown as { Capacitor: { Plugins: { PushNotifications: unknown } } }).Capacitor.Plugins.PushNotifications,
    );

    renderGate(platform);
    await userEvent.click(await screen.findByRole("button", { name: "Enable Notifications" }));
    expect(await screen.findByText("Speaking practice")).toBeTruthy();
    expect(push.checkPermissions).toHaveBeenCalledOnce();
    expect(push.requestPermissions).toHaveBeenCalledOnce();
    expect(push.register).toHaveBeenCalledOnce();
    expect(browserNotification).not.toHaveBeenCalled();
  });

  it("does not register a device the person refused push on", async () => {
    const push = nativeShell("prompt", "denied");
    renderGate(nativePlatform());
    await userEvent.click(await screen.findByRole("button", { name: "Enable Notifications" }));
    expect(await screen.findByText("Blocked")).toBeTruthy();
    expect(push.register).not.toHaveBeenCalled();
  });

  it("leaves push to the browser off the native platform", () => {
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => false, Plugins: { PushNotifications: {} } };
    expect(browserPlatform().nativePush).toBeUndefined();
  });
});

describe("sign-out in the native app", () => {
  beforeEach(() => {
    vi.stubEnv("VITE_NATIVE", "true");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("removes this device from push with the session being ended, before the session is cleared", async () => {
    storeSession();
    localStorage.setItem("lexora-push-device", "fcm-token-1");
    const order: string[] = [];
    const api = fakeFetch(
      on("DELETE", "/api/push/devices/fcm-token-1", (request) => {
        order.push(
          `delete device (${request.headers.get("Authorization")}, session stored: ${localStorage.getItem("lexora-auth") !== null})`,
        );
        return json({ deleted: true });
      }),
    );
    vi.stubGlobal("fetch", api.fetch);
    const auth = fakeFetch(
      on("POST", "/auth/v1/logout", () => {
        order.push("logout");
        return new Response(null, { status: 204 });
      }),
    );

    await expect(signOutAndClear(testAuthClient(auth.fetch))).resolves.toEqual({ error: null });

    expect(order).toEqual(["delete device (Bearer test-access-token, session stored: true)", "logout"]);
    expect(localStorage.getItem("lexora-push-device")).toBeNull();
  });

  it("still signs out when the device cannot be removed", async () => {
    storeSession();
    localStorage.setItem("lexora-push-device", "fcm-token-2");
    vi.stubGlobal(
      "fetch",
      fakeFetch(on("DELETE", "/api/push/devices/fcm-token-2", () => json({ error: { code: "x", message: "down" } }, 500))).fetch,
    );
    const client = testAuthClient(fakeFetch(on("POST", "/auth/v1/logout", () => new Response(null, { status: 204 }))).fetch);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await expect(signOutAndClear(client)).resolves.toEqual({ error: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
